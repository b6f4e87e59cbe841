/**
 * A tiny 3-D renderer for the placeholder photos: the body's side profile is lofted into a closed shape (rounded
 * in plan and in section), split into small facets, shaded like clear-coated paint in a studio (soft key light,
 * ceiling and floor reflected with Fresnel), then drawn back to front as SVG paths with wheels, lights and trim.
 */
import { add, mix, parseHex, scale, toHex, type Rgb } from './color.ts';
import type { BodyShape, Profile } from './shapes.ts';

interface V3 {
  x: number;
  y: number;
  z: number;
}
interface P2 {
  x: number;
  y: number;
}

/** An ellipse on the image, by its centre and two conjugate half-axes (a circle on the floor, seen in perspective). */
export interface FloorPatch {
  centre: P2;
  u: P2;
  v: P2;
}

const v3 = (x: number, y: number, z: number): V3 => ({ x, y, z });
const sub = (a: V3, b: V3) => v3(a.x - b.x, a.y - b.y, a.z - b.z);
const plus = (a: V3, b: V3) => v3(a.x + b.x, a.y + b.y, a.z + b.z);
const times = (a: V3, k: number) => v3(a.x * k, a.y * k, a.z * k);
const dot = (a: V3, b: V3) => a.x * b.x + a.y * b.y + a.z * b.z;
const cross = (a: V3, b: V3) => v3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x);
const unit = (a: V3) => times(a, 1 / (Math.hypot(a.x, a.y, a.z) || 1));
const smoothstep = (e0: number, e1: number, x: number) => {
  const t = Math.min(1, Math.max(0, (x - e0) / (e1 - e0)));
  return t * t * (3 - 2 * t);
};

/** Monotone cubic interpolation (Fritsch-Carlson): smooth, without overshoot between key points. */
export function smoothCurve(points: Profile): (x: number) => number {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const n = xs.length;
  const d: number[] = [];
  for (let k = 0; k < n - 1; k++) d.push((ys[k + 1] - ys[k]) / (xs[k + 1] - xs[k]));
  const m: number[] = new Array(n).fill(0);
  m[0] = d[0];
  m[n - 1] = d[n - 2];
  for (let k = 1; k < n - 1; k++) m[k] = d[k - 1] * d[k] <= 0 ? 0 : (d[k - 1] + d[k]) / 2;
  for (let k = 0; k < n - 1; k++) {
    if (d[k] === 0) {
      m[k] = 0;
      m[k + 1] = 0;
      continue;
    }
    const a = m[k] / d[k];
    const b = m[k + 1] / d[k];
    const s = a * a + b * b;
    if (s > 9) {
      const t = 3 / Math.sqrt(s);
      m[k] = t * a * d[k];
      m[k + 1] = t * b * d[k];
    }
  }
  return (x: number) => {
    if (x <= xs[0]) return ys[0];
    if (x >= xs[n - 1]) return ys[n - 1];
    let k = 0;
    while (x > xs[k + 1]) k++;
    const h = xs[k + 1] - xs[k];
    const t = (x - xs[k]) / h;
    const t2 = t * t;
    const t3 = t2 * t;
    return (
      (2 * t3 - 3 * t2 + 1) * ys[k] +
      (t3 - 2 * t2 + t) * h * m[k] +
      (-2 * t3 + 3 * t2) * ys[k + 1] +
      (t3 - t2) * h * m[k + 1]
    );
  };
}

export interface CarLook {
  paint: string;
  /** Wheel finish. */
  wheels: 'silver' | 'graphite' | 'black';
  /** Spoke count of the wheel design. */
  spokes: number;
  /** No grille (battery-electric). */
  smoothNose: boolean;
  /** Trucks and large SUVs: a big upright grille. */
  bigGrille: boolean;
  /** A full-width rear light bar. */
  lightBar: boolean;
  /** Chrome window line (luxury) instead of black. */
  chromeTrim: boolean;
  /** Quad exhaust tips (sporty), none for electric. */
  exhaust: 0 | 2 | 4;
}

export interface CameraView {
  /** Degrees from straight ahead (0) around to straight behind (180). */
  azimuth: number;
  /** Which flank faces the camera: +1 the car's right (passenger) side, -1 its left. */
  side: 1 | -1;
  elevation: number;
  distance: number;
}

export interface Frame {
  width: number;
  height: number;
}

type Material = 'paint' | 'glass' | 'trim' | 'cladding' | 'cockpit' | 'tonneau' | 'lamp' | 'tail';

interface Facet {
  points: V3[];
  normal: V3;
  material: Material;
  /** Flat colour instead of shading (lights, grille). */
  fill?: string;
}

const SECTION = 10; // points per half section

/** The right half of the cross-section at station x, from the lower sill edge to the roof's centre line. */
function section(shape: BodyShape, curves: Curves, x: number): V3[] {
  const zb = curves.sill(x);
  const zt = curves.top(x);
  const zs = Math.min(curves.belt(x), zt);
  const g = Math.max(0, zt - zs);
  const w = halfWidth(shape, x);
  const h = zs - zb;
  const gw = (t: number) => w * (0.9 - (0.9 - shape.roofInset) * Math.pow(t, 0.8));
  const crown = 0.025;
  const end = Math.min(x, shape.length - x);
  const shoulder = 0.16 + 0.14 * (1 - smoothstep(0.1, 0.6, end));
  return [
    v3(x, 0.86 * w, zb),
    v3(x, 0.975 * w, zb + 0.16 * h),
    v3(x, w, zb + 0.5 * h),
    v3(x, 0.99 * w, zs - shoulder * h),
    v3(x, 0.955 * w, zs),
    v3(x, g > 0 ? 0.92 * w : 0.9 * w, zs + Math.min(0.012, g)),
    v3(x, gw(0.8), zs + 0.78 * g),
    v3(x, gw(0.97), zs + 0.95 * g),
    v3(x, 0.62 * gw(1), zt + crown * 0.7),
    v3(x, 0, zt + crown),
  ];
}

interface Curves {
  top: (x: number) => number;
  sill: (x: number) => number;
  belt: (x: number) => number;
}

function halfWidth(shape: BodyShape, x: number): number {
  const r = shape.cornerRadius;
  const d = Math.min(x, shape.length - x);
  const half = shape.width / 2;
  if (d >= r) return half;
  const e = r - d;
  return half - r + Math.sqrt(Math.max(0, r * r - e * e)) * 0.92 + r * 0.08;
}

function stations(shape: BodyShape): number[] {
  const L = shape.length;
  const xs = new Set<number>();
  const r = shape.cornerRadius;
  for (let t = 0; t <= 1.0001; t += 1 / 7) {
    const d = r * (1 - Math.cos((t * Math.PI) / 2));
    xs.add(d);
    xs.add(L - d);
  }
  // Fine steps where the surface curves (nose, tail, windshield, rear glass), coarse ones along flat flanks.
  const curved = (x: number) =>
    x < 0.9 ||
    x > L - 0.7 ||
    within(x, [shape.windshield[0] - 0.2, shape.windshield[1] + 0.2]) ||
    within(x, [shape.rearGlass[0] - 0.2, shape.rearGlass[1] + 0.1]);
  for (let x = r; x < L - r; x += curved(x) ? 0.1 : 0.3) xs.add(x);
  const marks = [
    ...shape.windshield,
    ...shape.rearGlass,
    ...shape.sideGlass,
    ...(shape.bed ?? []),
    ...(shape.cockpit ?? []),
    ...shape.pillars.flatMap((p) => [p - 0.05, p + 0.05]),
  ];
  for (const m of marks) if (m > 0 && m < L) xs.add(m);
  for (const [px] of shape.top) if (px > 0 && px < L) xs.add(px);
  const sorted = [...xs].map((x) => Math.round(x * 1000) / 1000).sort((a, b) => a - b);
  return sorted.filter((x, i) => i === 0 || x - sorted[i - 1] > 0.008);
}

const within = (x: number, range: readonly number[]) => range.length === 2 && x > range[0] && x < range[1];

function materialOf(shape: BodyShape, strip: number, x: number, hasGlass: boolean): Material {
  // Lights wrap around the corners, on the upper flank.
  if (strip === 3 && x < shape.cornerRadius * 0.62) return 'lamp';
  if (strip === 3 && x > shape.length - shape.cornerRadius * 0.45) return 'tail';
  if (strip === 0) return shape.cladding ? 'cladding' : 'paint';
  if (strip <= 3) return 'paint';
  if (strip === 4) return hasGlass ? 'trim' : 'paint';
  if (strip === 5) {
    if (!hasGlass) return 'paint';
    if (shape.pillars.some((p) => Math.abs(x - p) < 0.05)) return 'trim';
    return within(x, shape.sideGlass) ? 'glass' : 'paint';
  }
  if (strip === 6) return hasGlass && within(x, shape.sideGlass) ? 'trim' : 'paint';
  if (within(x, shape.windshield) || within(x, shape.rearGlass)) return 'glass';
  if (shape.cockpit && within(x, shape.cockpit)) return 'cockpit';
  if (shape.bed && within(x, shape.bed)) return 'tonneau';
  return 'paint';
}

function facetNormal(points: V3[], outward: V3): V3 {
  const a = points[0];
  const n = unit(cross(sub(points[2], a), sub(points[1], points[3])));
  return dot(n, outward) < 0 ? times(n, -1) : n;
}

/** The loft: every facet of the body, both flanks, plus the front and rear faces. */
function bodyFacets(shape: BodyShape, curves: Curves): Facet[] {
  const xs = stations(shape);
  const rings = xs.map((x) => section(shape, curves, x));
  const facets: Facet[] = [];
  for (let i = 0; i < xs.length - 1; i++) {
    const a = rings[i];
    const b = rings[i + 1];
    const xm = (xs[i] + xs[i + 1]) / 2;
    const hasGlass = curves.top(xm) - Math.min(curves.belt(xm), curves.top(xm)) > 0.03;
    for (let k = 0; k < SECTION - 1; k++) {
      const material = materialOf(shape, k, xm, hasGlass);
      for (const side of [1, -1]) {
        const m = (p: V3) => v3(p.x, p.y * side, p.z);
        const points = [m(a[k]), m(b[k]), m(b[k + 1]), m(a[k + 1])];
        const area = Math.hypot(...Object.values(cross(sub(points[2], points[0]), sub(points[1], points[3]))));
        if (area < 1e-6) continue;
        const centre = times(points.reduce(plus), 0.25);
        const axis = v3(centre.x, 0, Math.min(centre.z, curves.belt(xm)) - 0.25);
        facets.push({ points, normal: facetNormal(points, sub(centre, axis)), material });
      }
    }
  }
  const ring = (r: V3[]) => [
    ...r,
    ...r
      .slice(0, -1)
      .reverse()
      .map((p) => v3(p.x, -p.y, p.z)),
  ];
  facets.push({ points: ring(rings[0]), normal: v3(-1, 0, 0), material: 'paint' });
  facets.push({ points: ring(rings[rings.length - 1]), normal: v3(1, 0, 0), material: 'paint' });
  return facets;
}

/** A flat polygon drawn on the front or rear face: (y, z) pairs on the plane x = at. */
function faceDecal(at: number, outward: number, points: ReadonlyArray<readonly [number, number]>, fill: string): Facet {
  return {
    points: points.map(([y, z]) => v3(at + outward * 0.004, y, z)),
    normal: v3(outward, 0, 0),
    material: 'paint',
    fill,
  };
}

function mirrored(points: ReadonlyArray<readonly [number, number]>): Array<[number, number]> {
  return points.map(([y, z]) => [-y, z] as [number, number]).reverse();
}

function roundedRect(y0: number, y1: number, z0: number, z1: number, r: number): Array<[number, number]> {
  const pts: Array<[number, number]> = [];
  const corner = (cy: number, cz: number, from: number) => {
    for (let i = 0; i <= 4; i++) {
      const a = ((from + i * 22.5) * Math.PI) / 180;
      pts.push([cy + r * Math.cos(a), cz + r * Math.sin(a)]);
    }
  };
  corner(y1 - r, z0 + r, 270);
  corner(y1 - r, z1 - r, 0);
  corner(y0 + r, z1 - r, 90);
  corner(y0 + r, z0 + r, 180);
  return pts;
}

function frontDecals(shape: BodyShape, curves: Curves, look: CarLook): Facet[] {
  const w = halfWidth(shape, 0);
  const zb = curves.sill(0);
  const zt = curves.top(0);
  const h = zt - zb;
  const decals: Facet[] = [];
  const lamp: Array<[number, number]> = [
    [0.5 * w, zt - 0.3 * h],
    [0.97 * w, zt - 0.2 * h],
    [0.97 * w, zt - 0.05 * h],
    [0.58 * w, zt - 0.13 * h],
  ];
  const drl: Array<[number, number]> = [
    [0.56 * w, zt - 0.2 * h],
    [0.95 * w, zt - 0.14 * h],
    [0.95 * w, zt - 0.1 * h],
    [0.6 * w, zt - 0.16 * h],
  ];
  for (const points of [lamp, mirrored(lamp)]) decals.push(faceDecal(0, -1, points, '#8f9aa6'));
  for (const points of [drl, mirrored(drl)]) decals.push(faceDecal(0, -1, points, '#f4f8ff'));
  decals.push(faceDecal(0, -1, roundedRect(-0.62 * w, 0.62 * w, zb + 0.06 * h, zb + 0.3 * h, 0.05), '#17191c'));
  if (look.smoothNose) return decals;
  const grille = look.bigGrille
    ? roundedRect(-0.5 * w, 0.5 * w, zb + 0.36 * h, zt - 0.08 * h, 0.04)
    : roundedRect(-0.34 * w, 0.34 * w, zb + 0.38 * h, zt - 0.1 * h, 0.06);
  decals.push(faceDecal(0, -1, grille, look.chromeTrim ? '#b9bec4' : '#2c3035'));
  const inset = look.bigGrille
    ? roundedRect(-0.47 * w, 0.47 * w, zb + 0.39 * h, zt - 0.11 * h, 0.03)
    : roundedRect(-0.31 * w, 0.31 * w, zb + 0.41 * h, zt - 0.13 * h, 0.05);
  decals.push(faceDecal(0, -1, inset, '#0e1012'));
  const top = zt - (look.bigGrille ? 0.11 : 0.13) * h;
  const bottom = zb + (look.bigGrille ? 0.39 : 0.41) * h;
  const half = (look.bigGrille ? 0.45 : 0.29) * w;
  for (let i = 1; i < 5; i++) {
    const z = bottom + ((top - bottom) * i) / 5;
    decals.push(
      faceDecal(
        0,
        -1,
        [
          [-half, z - 0.006],
          [half, z - 0.006],
          [half, z + 0.006],
          [-half, z + 0.006],
        ],
        '#34383e',
      ),
    );
  }
  return decals;
}

function rearDecals(shape: BodyShape, curves: Curves, look: CarLook): Facet[] {
  const L = shape.length;
  const w = halfWidth(shape, L);
  const zb = curves.sill(L);
  const zt = curves.top(L);
  const h = zt - zb;
  const decals: Facet[] = [];
  const lamp: Array<[number, number]> = [
    [0.5 * w, zt - 0.24 * h],
    [0.98 * w, zt - 0.22 * h],
    [0.98 * w, zt - 0.07 * h],
    [0.52 * w, zt - 0.1 * h],
  ];
  for (const points of [lamp, mirrored(lamp)]) decals.push(faceDecal(L, 1, points, '#6e0a10'));
  const inner: Array<[number, number]> = [
    [0.56 * w, zt - 0.17 * h],
    [0.95 * w, zt - 0.16 * h],
    [0.95 * w, zt - 0.12 * h],
    [0.57 * w, zt - 0.13 * h],
  ];
  for (const points of [inner, mirrored(inner)]) decals.push(faceDecal(L, 1, points, '#e0303a'));
  if (look.lightBar)
    decals.push(
      faceDecal(
        L,
        1,
        [
          [-0.52 * w, zt - 0.16 * h],
          [0.52 * w, zt - 0.16 * h],
          [0.52 * w, zt - 0.13 * h],
          [-0.52 * w, zt - 0.13 * h],
        ],
        '#c4202a',
      ),
    );
  decals.push(faceDecal(L, 1, roundedRect(-0.22 * w, 0.22 * w, zb + 0.42 * h, zb + 0.66 * h, 0.02), '#1a1c1f'));
  decals.push(faceDecal(L, 1, roundedRect(-0.19 * w, 0.19 * w, zb + 0.45 * h, zb + 0.63 * h, 0.01), '#e7e7e1'));
  decals.push(faceDecal(L, 1, roundedRect(-0.7 * w, 0.7 * w, zb + 0.02 * h, zb + 0.16 * h, 0.03), '#16181b'));
  const tips = look.exhaust === 4 ? [-0.62, -0.48, 0.48, 0.62] : look.exhaust === 2 ? [-0.55, 0.55] : [];
  for (const t of tips)
    decals.push(
      faceDecal(L, 1, roundedRect(t * w - 0.05, t * w + 0.05, zb + 0.04 * h, zb + 0.13 * h, 0.03), '#8d9196'),
    );
  return decals;
}

interface Projector {
  project(p: V3): P2;
  depth(p: V3): number;
  eye: V3;
}

function camera(shape: BodyShape, view: CameraView): Projector {
  const target = v3(shape.length / 2, 0, 0.62);
  const az = (view.azimuth * Math.PI) / 180;
  const el = (view.elevation * Math.PI) / 180;
  const eye = plus(
    target,
    times(v3(-Math.cos(az) * Math.cos(el), view.side * Math.sin(az) * Math.cos(el), Math.sin(el)), view.distance),
  );
  const forward = unit(sub(target, eye));
  const right = unit(cross(forward, v3(0, 0, 1)));
  const up = cross(right, forward);
  return {
    eye,
    project(p) {
      const d = sub(p, eye);
      const z = dot(d, forward);
      return { x: dot(d, right) / z, y: -dot(d, up) / z };
    },
    depth: (p) => dot(sub(p, eye), forward),
  };
}

/** Paint under a studio softbox: diffuse key light, Fresnel-weighted reflection of ceiling, horizon and floor. */
function shade(material: Material, paint: Rgb, normal: V3, toEye: V3, light: V3): Rgb {
  const n = normal;
  const ndv = Math.max(0, dot(n, toEye));
  const reflected = sub(times(n, 2 * dot(n, toEye)), toEye);
  const ceiling = smoothstep(-0.05, 0.55, reflected.z);
  const env = reflected.z >= -0.02 ? 0.36 + 0.6 * ceiling : 0.1 + 0.14 * (1 + reflected.z);
  const fresnel = 0.04 + 0.96 * Math.pow(1 - ndv, 5);
  const diffuse = Math.max(0, dot(n, light));
  const spec = Math.pow(Math.max(0, dot(reflected, light)), 80) * 0.55;
  const white = (k: number): Rgb => ({ r: k, g: k, b: k });
  switch (material) {
    case 'glass': {
      const base = parseHex('#121820');
      const sky = smoothstep(-0.1, 1, n.z);
      return add(base, white(0.05 + 0.3 * sky * sky + 0.12 * fresnel + spec * 0.7));
    }
    case 'trim':
      return add(scale(parseHex('#0f1113'), 0.9 + 0.4 * diffuse), white(env * (0.06 + 0.4 * fresnel) + spec * 0.5));
    case 'cladding':
      return scale(parseHex('#24272b'), 0.7 + 0.5 * diffuse);
    case 'tonneau':
      return scale(parseHex('#1c1e21'), 0.75 + 0.45 * diffuse);
    case 'lamp':
      return add(scale(parseHex('#8d98a5'), 0.55 + 0.4 * diffuse), white(env * (0.15 + 0.5 * fresnel) + spec));
    case 'tail':
      return add(scale(parseHex('#7a0c12'), 0.8 + 0.5 * diffuse), white(env * (0.08 + 0.4 * fresnel) + spec * 0.6));
    case 'cockpit':
      return scale(parseHex('#1a1718'), 0.7 + 0.5 * diffuse);
    default: {
      const lit = scale(paint, 0.4 + 0.45 * diffuse + 0.22 * ndv + 0.08 * Math.max(0, n.z));
      const coat = 0.1 + 0.5 * fresnel;
      return add(mix(lit, white(env), coat), white(spec));
    }
  }
}

const fmt = (n: number) => (Math.round(n * 10) / 10).toString();
const pathOf = (points: P2[]) => `M${points.map((p) => `${fmt(p.x)} ${fmt(p.y)}`).join('L')}Z`;

function convexHull(points: P2[]): P2[] {
  const pts = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  const crossZ = (o: P2, a: P2, b: P2) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  const lower: P2[] = [];
  for (const p of pts) {
    while (lower.length >= 2 && crossZ(lower[lower.length - 2], lower[lower.length - 1], p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: P2[] = [];
  for (const p of pts.reverse()) {
    while (upper.length >= 2 && crossZ(upper[upper.length - 2], upper[upper.length - 1], p) <= 0) upper.pop();
    upper.push(p);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

export interface RenderedCar {
  /** SVG markup of the car, in frame pixels. */
  svg: string;
  /** Where the car's shadow falls, in frame pixels: its footprint, a soft rounded-rectangle shadow made of three
   * ellipses, and the tyres' contact patches. */
  footprint: FloorPatch;
  shadow: FloorPatch[];
  tyres: FloorPatch[];
  /** Where the car stands, for the backdrop's floor light. */
  floor: { cx: number; cy: number; rx: number; ry: number };
}

/** What a body looks like from one camera, independent of paint and trim: computed once per body and view. */
interface Projection {
  curves: Curves;
  cam: Projector;
  toFrame: (p: V3) => P2;
  /** Visible body facets, back to front, with their outline in frame pixels. */
  faces: Array<{ facet: Facet; centre: V3; d: string }>;
}

const projections = new WeakMap<BodyShape, Map<string, Projection>>();

function projectionOf(shape: BodyShape, view: CameraView, frame: Frame): Projection {
  const key = `${view.azimuth}:${view.side}:${view.elevation}:${view.distance}:${frame.width}x${frame.height}`;
  const byView = projections.get(shape) ?? new Map<string, Projection>();
  projections.set(shape, byView);
  const known = byView.get(key);
  if (known) return known;
  const curves: Curves = { top: smoothCurve(shape.top), sill: smoothCurve(shape.sill), belt: smoothCurve(shape.belt) };
  const cam = camera(shape, view);
  const L = shape.length;
  const facets = bodyFacets(shape, curves);
  // Fit: the car's projected extent, including the ground footprint, fills its share of the frame.
  const groundCorners = [
    v3(0, -shape.width / 2, 0),
    v3(L, -shape.width / 2, 0),
    v3(0, shape.width / 2, 0),
    v3(L, shape.width / 2, 0),
  ];
  const extent = [...facets.flatMap((f) => f.points), ...groundCorners].map((p) => cam.project(p));
  const minX = Math.min(...extent.map((p) => p.x));
  const maxX = Math.max(...extent.map((p) => p.x));
  const minY = Math.min(...extent.map((p) => p.y));
  const maxY = Math.max(...extent.map((p) => p.y));
  const k = Math.min((frame.width * 0.8) / (maxX - minX), (frame.height * 0.56) / (maxY - minY));
  const ox = frame.width / 2 - ((minX + maxX) / 2) * k;
  const oy = frame.height * 0.58 - ((minY + maxY) / 2) * k;
  const toFrame = (p: V3): P2 => {
    const q = cam.project(p);
    return { x: ox + q.x * k, y: oy + q.y * k };
  };
  const faces = facets
    .map((facet) => ({ facet, centre: times(facet.points.reduce(plus), 1 / facet.points.length) }))
    .filter(({ facet, centre }) => dot(facet.normal, sub(cam.eye, centre)) > 0)
    .map((face) => ({ ...face, depth: cam.depth(face.centre), d: pathOf(face.facet.points.map(toFrame)) }))
    .sort((a, b) => b.depth - a.depth);
  const projection = { curves, cam, toFrame, faces };
  byView.set(key, projection);
  return projection;
}

/** Renders a car body for one camera view into a frame, centred and scaled to fill its share of the picture. */
export function renderCar(shape: BodyShape, look: CarLook, view: CameraView, frame: Frame): RenderedCar {
  const { curves, cam, toFrame, faces } = projectionOf(shape, view, frame);
  const paint = parseHex(look.paint);
  const L = shape.length;
  const R = shape.wheelRadius;
  const visibleDecals = [...frontDecals(shape, curves, look), ...rearDecals(shape, curves, look)].filter(
    (decal) => dot(decal.normal, sub(cam.eye, decal.points[0])) > 0,
  );
  const toEyeOf = (p: V3) => unit(sub(cam.eye, p));
  const keyLight = unit(plus(v3(0, 0, 1.1), times(unit(sub(cam.eye, v3(L / 2, 0, 0.6))), 1.0)));
  const parts: string[] = [];

  const wheelY = (side: number) => side * (shape.width / 2 - 0.035);
  const nearSide = view.side;
  const circle = (cx: number, cz: number, r: number, y: number, n = 48): V3[] =>
    Array.from({ length: n }, (_, i) => {
      const a = (i / n) * Math.PI * 2;
      return v3(cx + r * Math.cos(a), y, cz + r * Math.sin(a));
    });

  const drawWheel = (ax: number, side: number, near: boolean, clip = '') => {
    const y = wheelY(side);
    const outer = circle(ax, R, R, y);
    const innerFace = circle(ax, R, R * 0.96, y - side * 0.2);
    parts.push(`<path d="${pathOf(convexHull([...outer, ...innerFace].map(toFrame)))}" fill="#131415"${clip}/>`);
    parts.push(`<path d="${pathOf(outer.map(toFrame))}" fill="#1b1c1e"/>`);
    const rimR = R * 0.7;
    const face = y + side * 0.004;
    const rimColour = look.wheels === 'silver' ? '#c3c7cc' : look.wheels === 'graphite' ? '#5b6066' : '#1f2124';
    const rimDark = near ? '#0c0d0e' : '#101112';
    parts.push(`<path d="${pathOf(circle(ax, R, rimR, face).map(toFrame))}" fill="${near ? rimColour : '#2a2c2f'}"/>`);
    parts.push(`<path d="${pathOf(circle(ax, R, rimR * 0.92, face).map(toFrame))}" fill="${rimDark}"/>`);
    if (!near) return;
    parts.push(`<path d="${pathOf(circle(ax, R, rimR * 0.6, face - side * 0.01).map(toFrame))}" fill="#34373b"/>`);
    const spokes = look.spokes;
    for (let i = 0; i < spokes; i++) {
      const a = (i / spokes) * Math.PI * 2 + 0.3;
      const spread = (Math.PI / spokes) * 0.42;
      const at = (r: number, da: number) => v3(ax + r * Math.cos(a + da), face, R + r * Math.sin(a + da));
      const spoke = [
        at(rimR * 0.2, -spread * 1.3),
        at(rimR * 0.93, -spread * 0.55),
        at(rimR * 0.93, spread * 0.55),
        at(rimR * 0.2, spread * 1.3),
      ];
      parts.push(`<path d="${pathOf(spoke.map(toFrame))}" fill="${rimColour}"/>`);
    }
    parts.push(
      `<path d="${pathOf(circle(ax, R, rimR * 0.22, face + side * 0.002, 24).map(toFrame))}" fill="${rimColour}"/>`,
    );
    parts.push(
      `<path d="${pathOf(circle(ax, R, rimR * 0.09, face + side * 0.004, 16).map(toFrame))}" fill="#2a2d31"/>`,
    );
  };

  for (const ax of shape.axles) drawWheel(ax, -nearSide, false);

  // Decals sit on their face: drawn right after it, whatever their own depth.
  const decalsFront = visibleDecals.filter((decal) => decal.normal.x < 0);
  const decalsRear = visibleDecals.filter((decal) => decal.normal.x > 0);
  const shaded = faces.map(({ facet, centre, d }) => ({
    facet,
    colour: toHex(shade(facet.material, paint, facet.normal, toEyeOf(centre), keyLight)),
    d,
  }));
  // The underlay is one path per material and brightness band, in the band's average colour. Filled as one
  // shape, it covers the hairline seams that antialiasing leaves between adjacent facets (they would show the
  // backdrop) with a matching colour, far more cheaply than stroking every facet.
  const groups = new Map<string, { d: string[]; sum: Rgb; n: number }>();
  for (const { facet, colour, d } of shaded) {
    const rgb = parseHex(colour);
    const key = `${facet.material}:${Math.round((rgb.r + rgb.g + rgb.b) * 8)}`;
    const group = groups.get(key) ?? { d: [], sum: { r: 0, g: 0, b: 0 }, n: 0 };
    group.d.push(d);
    group.sum = add(group.sum, rgb);
    group.n++;
    groups.set(key, group);
  }
  for (const group of groups.values()) {
    parts.push(`<path d="${group.d.join('')}" fill="${toHex(scale(group.sum, 1 / group.n))}"/>`);
  }
  for (const { facet, colour, d } of shaded) {
    parts.push(`<path d="${d}" fill="${colour}"/>`);
    const isCap = facet.points.length > 4 && Math.abs(facet.normal.x) === 1;
    if (isCap) {
      for (const decal of facet.normal.x < 0 ? decalsFront : decalsRear) {
        parts.push(`<path d="${pathOf(decal.points.map(toFrame))}" fill="${decal.fill}"/>`);
      }
    }
  }

  // Near flank details: wheel arches, door cut lines, handles.
  const flankAt = (x: number, index: number, side: number, out = 0.006) => {
    const p = section(shape, curves, x)[index];
    return v3(p.x, side * (p.y + out), p.z);
  };
  for (const [index, ax] of shape.axles.entries()) {
    const arch: V3[] = [];
    const archR = R * 1.13;
    for (let i = 0; i <= 32; i++) {
      const a = Math.PI * (i / 32);
      const x = ax + archR * Math.cos(a);
      const z = Math.max(R + archR * Math.sin(a) * 0.98, curves.sill(x));
      arch.push(v3(x, nearSide * (halfWidth(shape, x) * 0.99 + 0.006), z));
    }
    arch.push(v3(ax - archR, nearSide * halfWidth(shape, ax - archR) * 0.9, curves.sill(ax - archR)));
    arch.unshift(v3(ax + archR, nearSide * halfWidth(shape, ax + archR) * 0.9, curves.sill(ax + archR)));
    const archPoints = arch.map(toFrame);
    parts.push(`<path d="${pathOf(archPoints)}" fill="#0b0c0d"/>`);
    // The tread shows only inside the arch and below the body, never in front of the bumper.
    const opening = archPoints.slice(1, -1);
    const first = opening[0];
    const last = opening[opening.length - 1];
    const len = Math.hypot(last.x - first.x, last.y - first.y) || 1;
    const d = { x: ((last.x - first.x) / len) * 4000, y: ((last.y - first.y) / len) * 4000 };
    const far = frame.height * 4;
    const clipShape = [
      ...opening,
      { x: last.x + d.x, y: last.y + d.y },
      { x: last.x + d.x, y: far },
      { x: first.x - d.x, y: far },
      { x: first.x - d.x, y: first.y - d.y },
    ];
    parts.push(`<clipPath id="wheel${index}"><path d="${pathOf(clipShape)}"/></clipPath>`);
    drawWheel(ax, nearSide, true, ` clip-path="url(#wheel${index})"`);
  }
  const flankVisible = dot(v3(0, nearSide, 0), unit(sub(cam.eye, v3(L / 2, 0, 0.7)))) > 0.12;
  if (flankVisible) {
    for (const x of shape.doors) {
      if (shape.axles.some((ax) => Math.abs(x - ax) < R * 1.2)) {
        const line = [1, 2, 3, 4].map((i) => flankAt(x, i, nearSide)).filter((p) => p.z > R * 2.3);
        if (line.length > 1)
          parts.push(
            `<path d="M${line
              .map(toFrame)
              .map((p) => `${fmt(p.x)} ${fmt(p.y)}`)
              .join('L')}" fill="none" stroke="#000" stroke-opacity="0.35" stroke-width="2"/>`,
          );
        continue;
      }
      const line = [1, 2, 3, 4].map((i) => flankAt(x, i, nearSide));
      parts.push(
        `<path d="M${line
          .map(toFrame)
          .map((p) => `${fmt(p.x)} ${fmt(p.y)}`)
          .join('L')}" fill="none" stroke="#000" stroke-opacity="0.35" stroke-width="2"/>`,
      );
    }
    for (let i = 1; i < shape.doors.length; i++) {
      const x = shape.doors[i] - 0.2;
      const z = curves.belt(x) - 0.09;
      const w = halfWidth(shape, x) * 0.999 + 0.008;
      const handle = [
        v3(x - 0.13, nearSide * w, z - 0.018),
        v3(x, nearSide * w, z - 0.018),
        v3(x, nearSide * w, z + 0.018),
        v3(x - 0.13, nearSide * w, z + 0.018),
      ];
      parts.push(
        `<path d="${pathOf(handle.map(toFrame))}" fill="${toHex(mix(paint, { r: 0.1, g: 0.1, b: 0.1 }, 0.35))}"/>`,
      );
    }
  }

  const half = (a: V3, b: V3): P2 => {
    const p = toFrame(a);
    const q = toFrame(b);
    return { x: (q.x - p.x) / 2, y: (q.y - p.y) / 2 };
  };
  const W2 = shape.width / 2;
  const footprint: FloorPatch = {
    centre: toFrame(v3(L / 2, 0, 0)),
    u: half(v3(-0.2, 0, 0), v3(L + 0.2, 0, 0)),
    v: half(v3(L / 2, -W2 - 0.15, 0), v3(L / 2, W2 + 0.15, 0)),
  };
  // Three overlapping ellipses along the car make a soft rounded-rectangle shadow.
  const shadow: FloorPatch[] = [0.27, 0.5, 0.73].map((t) => ({
    centre: toFrame(v3(L * t, 0, 0)),
    u: half(v3(L * (t - 0.36), 0, 0), v3(L * (t + 0.36), 0, 0)),
    v: half(v3(L * t, -W2 - 0.28, 0), v3(L * t, W2 + 0.28, 0)),
  }));
  const tyres: FloorPatch[] = shape.axles.flatMap((ax) =>
    [1, -1].map((side) => {
      const y = side * (W2 - 0.13);
      return {
        centre: toFrame(v3(ax, y, 0)),
        u: half(v3(ax - 0.34, y, 0), v3(ax + 0.34, y, 0)),
        v: half(v3(ax, y - 0.15, 0), v3(ax, y + 0.15, 0)),
      };
    }),
  );
  const centre = footprint.centre;
  const spanX =
    Math.abs(toFrame(v3(0, 0, 0)).x - toFrame(v3(L, 0, 0)).x) +
    Math.abs(toFrame(v3(L / 2, -1, 0)).x - toFrame(v3(L / 2, 1, 0)).x);
  return {
    svg: parts.join('\n'),
    footprint,
    shadow,
    tyres,
    floor: { cx: centre.x, cy: centre.y, rx: Math.max(spanX * 0.75, frame.width * 0.4), ry: frame.height * 0.13 },
  };
}
