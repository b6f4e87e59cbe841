/**
 * Side profiles of the eight stylised bodies the placeholder photos are drawn from. Lengths in metres; x runs from
 * the front bumper (0) to the rear bumper (length), z is height above the ground. Profiles are key points of a
 * smooth curve; the renderer lofts them into a shaded body.
 */
import type { BodyType } from '../../../contract/catalog/listingOptions.ts';

export type BodyKind = 'sedan' | 'suv' | 'coupe' | 'convertible' | 'truck' | 'hatchback' | 'wagon' | 'van';
export type Profile = ReadonlyArray<readonly [number, number]>;

export interface BodyShape {
  length: number;
  width: number;
  axles: readonly [number, number];
  wheelRadius: number;
  /** Top outline: bumper, hood, windshield, roof, rear glass, deck. */
  top: Profile;
  /** Bottom outline (sills, bumpers' lower edges). */
  sill: Profile;
  /** Beltline: the lower edge of the side glass, continued over the hood and deck. */
  belt: Profile;
  /** x ranges of the windshield and the rear glass on the top surface. */
  windshield: readonly [number, number];
  rearGlass: readonly [number, number];
  /** x range of the side glass, and the centres of the black pillars inside it. */
  sideGlass: readonly [number, number];
  pillars: readonly number[];
  /** x of the door cut lines on the flanks. */
  doors: readonly number[];
  /** Plan-view corner radius (rounded nose and tail). */
  cornerRadius: number;
  /** Roof half-width as a share of the body's. */
  roofInset: number;
  /** Black plastic lower cladding. */
  cladding?: boolean;
  /** Pickup bed (under a tonneau cover). */
  bed?: readonly [number, number];
  /** Open cockpit of a convertible. */
  cockpit?: readonly [number, number];
}

const sedan: BodyShape = {
  length: 4.96,
  width: 1.87,
  axles: [0.9, 3.87],
  wheelRadius: 0.35,
  top: [
    [0, 0.66],
    [0.12, 0.75],
    [0.4, 0.81],
    [1.0, 0.87],
    [1.62, 0.95],
    [2.05, 1.24],
    [2.45, 1.42],
    [2.95, 1.46],
    [3.45, 1.43],
    [3.85, 1.2],
    [4.18, 1.04],
    [4.62, 1.02],
    [4.86, 0.98],
    [4.96, 0.86],
  ],
  sill: [
    [0, 0.3],
    [0.18, 0.2],
    [0.6, 0.17],
    [4.35, 0.18],
    [4.8, 0.25],
    [4.96, 0.36],
  ],
  belt: [
    [0, 1.0],
    [1.62, 0.96],
    [4.18, 1.05],
    [4.96, 1.06],
  ],
  windshield: [1.62, 2.45],
  rearGlass: [3.45, 4.18],
  sideGlass: [1.85, 4.0],
  pillars: [2.98],
  doors: [1.72, 2.98, 3.98],
  cornerRadius: 0.42,
  roofInset: 0.74,
};

const coupe: BodyShape = {
  length: 4.6,
  width: 1.88,
  axles: [0.95, 3.7],
  wheelRadius: 0.35,
  top: [
    [0, 0.56],
    [0.12, 0.64],
    [0.45, 0.7],
    [1.1, 0.79],
    [1.6, 0.88],
    [2.05, 1.17],
    [2.45, 1.3],
    [2.85, 1.31],
    [3.25, 1.22],
    [3.75, 1.02],
    [4.2, 0.98],
    [4.5, 0.95],
    [4.6, 0.82],
  ],
  sill: [
    [0, 0.27],
    [0.18, 0.17],
    [0.6, 0.15],
    [4.1, 0.16],
    [4.45, 0.22],
    [4.6, 0.34],
  ],
  belt: [
    [0, 0.94],
    [1.6, 0.91],
    [3.75, 1.0],
    [4.6, 1.0],
  ],
  windshield: [1.6, 2.45],
  rearGlass: [2.95, 3.75],
  sideGlass: [1.8, 3.55],
  pillars: [],
  doors: [1.7, 2.95],
  cornerRadius: 0.45,
  roofInset: 0.7,
};

const convertible: BodyShape = {
  ...coupe,
  top: [
    [0, 0.56],
    [0.12, 0.64],
    [0.45, 0.7],
    [1.1, 0.79],
    [1.6, 0.88],
    [1.95, 1.1],
    [2.12, 1.2],
    [2.18, 0.96],
    [3.3, 0.96],
    [3.55, 1.0],
    [4.2, 0.99],
    [4.5, 0.95],
    [4.6, 0.82],
  ],
  belt: [
    [0, 0.94],
    [1.6, 0.91],
    [3.6, 1.0],
    [4.6, 1.0],
  ],
  windshield: [1.6, 2.12],
  rearGlass: [0, 0],
  sideGlass: [1.72, 2.12],
  pillars: [],
  doors: [1.7, 2.95],
  cockpit: [2.12, 3.45],
};

const suv: BodyShape = {
  length: 4.94,
  width: 2.0,
  axles: [0.95, 3.93],
  wheelRadius: 0.4,
  top: [
    [0, 0.98],
    [0.12, 1.06],
    [0.45, 1.1],
    [1.25, 1.15],
    [1.55, 1.18],
    [1.95, 1.5],
    [2.3, 1.74],
    [3.0, 1.78],
    [4.2, 1.76],
    [4.62, 1.72],
    [4.85, 1.45],
    [4.94, 1.1],
  ],
  sill: [
    [0, 0.42],
    [0.2, 0.34],
    [0.6, 0.3],
    [4.3, 0.31],
    [4.75, 0.38],
    [4.94, 0.46],
  ],
  belt: [
    [0, 1.18],
    [1.55, 1.18],
    [4.62, 1.26],
    [4.94, 1.26],
  ],
  windshield: [1.55, 2.3],
  rearGlass: [4.62, 4.94],
  sideGlass: [1.8, 4.6],
  pillars: [2.85, 4.0],
  doors: [1.62, 2.85, 3.95],
  cornerRadius: 0.42,
  roofInset: 0.8,
  cladding: true,
};

const truck: BodyShape = {
  length: 5.9,
  width: 2.03,
  axles: [1.05, 4.72],
  wheelRadius: 0.43,
  top: [
    [0, 1.12],
    [0.1, 1.22],
    [0.4, 1.27],
    [1.5, 1.3],
    [2.0, 1.32],
    [2.35, 1.65],
    [2.65, 1.92],
    [3.2, 1.95],
    [3.72, 1.93],
    [3.8, 1.34],
    [4.6, 1.32],
    [5.8, 1.32],
    [5.9, 1.26],
  ],
  sill: [
    [0, 0.5],
    [0.2, 0.42],
    [0.7, 0.4],
    [5.5, 0.42],
    [5.9, 0.52],
  ],
  belt: [
    [0, 1.32],
    [2.0, 1.32],
    [3.76, 1.36],
    [5.9, 1.36],
  ],
  windshield: [2.0, 2.65],
  rearGlass: [3.72, 3.8],
  sideGlass: [2.2, 3.68],
  pillars: [2.98],
  doors: [2.06, 2.98, 3.74],
  cornerRadius: 0.3,
  roofInset: 0.82,
  cladding: true,
  bed: [3.8, 5.82],
};

const hatchback: BodyShape = {
  length: 4.32,
  width: 1.8,
  axles: [0.88, 3.55],
  wheelRadius: 0.33,
  top: [
    [0, 0.66],
    [0.12, 0.75],
    [0.4, 0.82],
    [0.95, 0.9],
    [1.3, 0.96],
    [1.75, 1.26],
    [2.15, 1.44],
    [2.9, 1.46],
    [3.75, 1.42],
    [4.05, 1.3],
    [4.26, 1.02],
    [4.32, 0.9],
  ],
  sill: [
    [0, 0.3],
    [0.18, 0.2],
    [0.6, 0.17],
    [3.9, 0.18],
    [4.2, 0.26],
    [4.32, 0.38],
  ],
  belt: [
    [0, 0.98],
    [1.3, 0.97],
    [3.9, 1.08],
    [4.32, 1.08],
  ],
  windshield: [1.3, 2.15],
  rearGlass: [3.75, 4.26],
  sideGlass: [1.52, 3.85],
  pillars: [2.6],
  doors: [1.4, 2.6, 3.55],
  cornerRadius: 0.4,
  roofInset: 0.76,
};

const wagon: BodyShape = {
  ...sedan,
  top: [
    [0, 0.66],
    [0.12, 0.75],
    [0.4, 0.81],
    [1.0, 0.87],
    [1.62, 0.95],
    [2.05, 1.24],
    [2.45, 1.42],
    [3.0, 1.47],
    [4.3, 1.43],
    [4.72, 1.36],
    [4.9, 1.1],
    [4.96, 0.92],
  ],
  belt: [
    [0, 1.0],
    [1.62, 0.96],
    [4.72, 1.07],
    [4.96, 1.07],
  ],
  rearGlass: [4.72, 4.9],
  sideGlass: [1.85, 4.62],
  pillars: [2.98, 3.98],
  doors: [1.72, 2.98, 3.98],
};

const van: BodyShape = {
  length: 5.15,
  width: 1.99,
  axles: [0.98, 4.05],
  wheelRadius: 0.37,
  top: [
    [0, 0.9],
    [0.12, 1.0],
    [0.45, 1.07],
    [0.95, 1.13],
    [1.2, 1.17],
    [1.6, 1.48],
    [2.05, 1.74],
    [3.0, 1.78],
    [4.7, 1.76],
    [4.98, 1.7],
    [5.1, 1.35],
    [5.15, 1.12],
  ],
  sill: [
    [0, 0.4],
    [0.2, 0.3],
    [0.6, 0.26],
    [4.6, 0.28],
    [5.0, 0.36],
    [5.15, 0.45],
  ],
  belt: [
    [0, 1.16],
    [1.2, 1.16],
    [4.98, 1.22],
    [5.15, 1.22],
  ],
  windshield: [1.2, 2.05],
  rearGlass: [4.98, 5.15],
  sideGlass: [1.45, 4.95],
  pillars: [2.45, 4.15],
  doors: [1.3, 2.45, 4.1],
  cornerRadius: 0.4,
  roofInset: 0.84,
};

export const bodyShapes: Record<BodyKind, BodyShape> = { sedan, suv, coupe, convertible, truck, hatchback, wagon, van };

/** The listing form's body types drawn as one of the eight bodies. */
export function bodyKindOf(bodyType: BodyType): BodyKind {
  switch (bodyType) {
    case 'sedan':
    case '4-door-sedan':
      return 'sedan';
    case 'hatchback':
    case '5-door-hatchback':
      return 'hatchback';
    case 'minivan':
    case 'van':
      return 'van';
    default:
      return bodyType;
  }
}
