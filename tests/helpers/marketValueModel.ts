/**
 * The market value worked out in plain TypeScript from a set of cars, not by the server's SQL, for the API tests
 * to check the server against: fixed-effects slopes with their prior, the level of the comparables (the other
 * approved cars of the model, else of the make and body class), the pooled spread and the rounding.
 */
import { marketValueRules as rules, type DealRating } from '../../contract/deals.ts';

export interface Car {
  make: string;
  model: string;
  bodyType: string;
  year: number;
  mileage: number;
  price: number;
  status: string;
}

/** A car being valued: a price only when it is rated. */
export type ValuedCar = Omit<Car, 'price' | 'status'> & { price?: number };

export interface Slopes {
  perYear: number;
  per10kMiles: number;
}

/** The body classes of the body types the tests use (search's grouping). */
export const bodyClass: Record<string, string> = {
  sedan: 'Sedan',
  '4-door-sedan': 'Sedan',
  suv: 'SUV',
  coupe: 'Coupe',
  convertible: 'Convertible',
};

export const prior: Slopes = { perYear: rules.priorPerYear, per10kMiles: rules.priorPer10kMiles };
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const clamp = (value: number, bounds: { min: number; max: number }) =>
  Math.min(bounds.max, Math.max(bounds.min, value));

/** Ridge-regularised least squares on the within-model deviations of (year, 10k miles) and ln(price). */
function fitted(rows: { dy: number; dx: number; dz: number }[], toward: Slopes): Slopes {
  const ky = rules.priorListings * rules.priorYearSpread ** 2;
  const kx = rules.priorListings * (rules.priorMileageSpread / 10_000) ** 2;
  const sum = (term: (row: { dy: number; dx: number; dz: number }) => number) =>
    rows.reduce((total, row) => total + term(row), 0);
  const [a, b, d] = [sum((r) => r.dy * r.dy) + ky, sum((r) => r.dy * r.dx), sum((r) => r.dx * r.dx) + kx];
  const [e, f] = [sum((r) => r.dy * r.dz) + ky * toward.perYear, sum((r) => r.dx * r.dz) + kx * toward.per10kMiles];
  const det = a * d - b * b;
  return {
    perYear: clamp((e * d - b * f) / det, rules.perYear),
    per10kMiles: clamp((a * f - b * e) / det, rules.per10kMiles),
  };
}

/** The market's slopes ('') and each body class's, from the approved cars' deviations from their model's means. */
export function expectedSlopes(approved: readonly Car[]): Record<string, Slopes> {
  const cells = new Map<string, Car[]>();
  for (const car of approved) {
    const key = [car.make.toLowerCase(), car.model.toLowerCase(), bodyClass[car.bodyType]].join('|');
    cells.set(key, [...(cells.get(key) ?? []), car]);
  }
  const deviations: { bodyClass: string; dy: number; dx: number; dz: number }[] = [];
  for (const [key, members] of cells) {
    const [my, mx, mz] = [
      mean(members.map((car) => car.year)),
      mean(members.map((car) => car.mileage / 10_000)),
      mean(members.map((car) => Math.log(car.price))),
    ];
    for (const car of members)
      deviations.push({
        bodyClass: key.split('|')[2],
        dy: car.year - my,
        dx: car.mileage / 10_000 - mx,
        dz: Math.log(car.price) - mz,
      });
  }
  const market = fitted(deviations, prior);
  const slopes: Record<string, Slopes> = { '': market };
  for (const name of new Set(deviations.map((row) => row.bodyClass)))
    slopes[name] = fitted(
      deviations.filter((row) => row.bodyClass === name),
      market,
    );
  return slopes;
}

export interface Expected {
  basis: 'model' | 'segment' | null;
  comparables?: number;
  marketValue?: number;
  low?: number;
  high?: number;
  /** Only for a car with a price. */
  rating?: DealRating;
}

/** Dollars to the figures the server keeps. */
export const kept = (dollars: number) => {
  const step = 10 ** (Math.floor(Math.log10(dollars)) - (rules.valueDigits - 1));
  return Math.round(dollars / step) * step;
};

/** What `car` should be valued at from `others` (the approved cars other than it) under these slopes. */
export function expectedValue(car: ValuedCar, others: readonly Car[], slopes: Record<string, Slopes>): Expected {
  const slope = (other: ValuedCar) => slopes[bodyClass[other.bodyType]] ?? slopes[''];
  // Years from 2000, as the model is defined: a car and comparables of other body classes have different slopes.
  const shift = (other: ValuedCar) =>
    slope(other).perYear * (other.year - 2000) + (slope(other).per10kMiles * other.mileage) / 10_000;
  const adjusted = (other: Car) => Math.log(other.price) - shift(other);
  const sameModel = others.filter(
    (other) =>
      other.make.toLowerCase() === car.make.toLowerCase() && other.model.toLowerCase() === car.model.toLowerCase(),
  );
  const sameSegment = others.filter(
    (other) =>
      other.make.toLowerCase() === car.make.toLowerCase() && bodyClass[other.bodyType] === bodyClass[car.bodyType],
  );
  const [basis, comparables] =
    sameModel.length >= rules.minModelComparables
      ? (['model', sameModel] as const)
      : sameSegment.length >= rules.minSegmentComparables
        ? (['segment', sameSegment] as const)
        : ([null, []] as const);
  if (!basis) return { basis };
  const levels = comparables.map(adjusted);
  const level = mean(levels);
  const m = levels.length;
  const squares = levels.reduce((sum, value) => sum + (value - level) ** 2, 0);
  const spread = Math.sqrt(
    (rules.priorSpreadListings * rules.priorSpread ** 2 + squares) / (rules.priorSpreadListings + m - 1),
  );
  const half = rules.rangeZ * spread * Math.sqrt(1 + 1 / m);
  const logValue = level + shift(car);
  const marketValue = kept(Math.exp(logValue));
  const figures: Expected = {
    basis,
    comparables: m,
    marketValue,
    low: kept(Math.exp(logValue - half)),
    high: kept(Math.exp(logValue + half)),
  };
  if (car.price === undefined) return figures;
  const share = car.price / marketValue;
  const rating: DealRating =
    share <= rules.greatAtMost
      ? 'great'
      : share <= rules.goodAtMost
        ? 'good'
        : share <= rules.fairAtMost
          ? 'fair'
          : 'high';
  return { ...figures, rating };
}
