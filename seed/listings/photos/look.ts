/** How each demo listing is drawn: body, paint, wheels, lights, cabin trim and the angles of its photos. */
import type { DemoListing } from '../demoListings.ts';
import { exteriorColours, interiorColours } from '../palette.ts';
import type { CarLook } from './car.ts';
import { bodyKindOf, bodyShapes } from './shapes.ts';
import type { Angle, PhotoSpec } from './studio.ts';

/** Photo order: the cover first (front three-quarter), then profile, rear, cabin, a second front angle. */
const angleOrder: Angle[] = ['front', 'side', 'rear', 'interior', 'front-low'];
const threePhotos: Angle[] = ['front', 'side', 'interior'];

const bigGrilles = new Set([
  'Tahoe',
  'Escalade',
  'Yukon',
  'Navigator',
  'Expedition',
  'QX80',
  'LX',
  'GX',
  'Land Cruiser',
  'Grand Wagoneer',
  'Cullinan',
  'X7',
  'G-Class',
  '4Runner',
  'Bronco',
  'Wrangler',
  'Bentayga',
]);
const lightBars = new Set([
  'e-tron GT',
  'G90',
  'GV80',
  'Lyriq',
  'Range Rover Velar',
  'EQS',
  'Taycan',
  'Aviator',
  'Navigator',
]);
const chromeModels = new Set([
  'S-Class',
  'GLS',
  'E-Class',
  'Escalade',
  'LX',
  'ES',
  '7 Series',
  'X7',
  'Range Rover',
  'XC90',
  'Grand Wagoneer',
  'CT6',
]);
const luxuryMakes = new Set(['Rolls-Royce', 'Bentley', 'Lincoln', 'Genesis']);
const woodMakes = new Set(['Rolls-Royce', 'Bentley', 'Lexus', 'Genesis', 'Volvo', 'Lincoln', 'Maserati', 'Land Rover']);

/** Deterministic small hash (FNV-1a) of a text, for choices that only need variety. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

function isSporty(listing: DemoListing): boolean {
  const name = `${listing.model} ${listing.trim ?? ''}`;
  return /\b(M\d|AMG|RS|R8|V10|Quadrifoglio|GT500|Blackwing|Trackhawk|Corvette|911|718|TRX|Raptor|Type R|Type S|F-TYPE|MC20|720S|GTS|CT5-V|Vantage)\b/.test(
    name,
  );
}

export function carLookOf(listing: DemoListing): CarLook {
  const sporty = isSporty(listing);
  const electric = listing.fuelType === 'electric';
  const kind = bodyKindOf(listing.bodyType);
  const hash = hashOf(listing.slug);
  const darkWheels = /\b(AT4|TRD Pro|Rubicon|Trackhawk|Blackwing|Night)\b/.test(
    `${listing.trim ?? ''} ${listing.description}`,
  );
  return {
    paint: exteriorColours[listing.exteriorColor],
    wheels: darkWheels ? 'black' : sporty ? 'graphite' : 'silver',
    spokes: kind === 'truck' ? 6 : [5, 10, 7, 6, 5][hash % 5],
    smoothNose: electric && listing.make !== 'BMW' && listing.make !== 'Jaguar',
    bigGrille: kind === 'truck' || bigGrilles.has(listing.model),
    lightBar: listing.make === 'Porsche' || lightBars.has(listing.model),
    chromeTrim: luxuryMakes.has(listing.make) || chromeModels.has(listing.model),
    exhaust: electric ? 0 : sporty ? 4 : 2,
  };
}

export function photoSpecsOf(listing: DemoListing): PhotoSpec[] {
  const count = Math.min(5, Math.max(1, listing.photos));
  const angles = count === 3 ? threePhotos : angleOrder.slice(0, count);
  const look = carLookOf(listing);
  const shape = bodyShapes[bodyKindOf(listing.bodyType)];
  const accent = isSporty(listing)
    ? 'carbon'
    : woodMakes.has(listing.make) || chromeModels.has(listing.model)
      ? 'wood'
      : 'aluminium';
  return angles.map((angle) => ({
    angle,
    shape,
    look,
    interior: interiorColours[listing.interiorColor],
    accent,
    caption: `${listing.year} ${listing.make} ${listing.model}`,
  }));
}
