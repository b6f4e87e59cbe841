/** The market value's slopes: the fixed-effects fit with its prior, toward the market for a body class, bounded. */
import { describe, expect, it } from 'vitest';
import { marketValueRules as rules } from '../../contract/deals.ts';
import {
  estimateSlopes,
  MARKET,
  NO_CLASS,
  priorSlopes,
  shrunkSlopes,
  type WithinSums,
} from '../../cms/payload/collections/Vehicles/marketValueSlopes.ts';

const none = { yy: 0, xx: 0, xy: 0, yz: 0, xz: 0 };

/** Within sums of listings lying exactly on z = perYear * y + per10k * x (around their means). */
function exactSums(perYear: number, per10k: number, points: [number, number][], weight = 1): WithinSums {
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const ys = points.map(([y]) => y);
  const xs = points.map(([, x]) => x);
  const [my, mx] = [mean(ys), mean(xs)];
  const sums = { bodyClass: 'SUV', ...none };
  for (const [y, x] of points) {
    const [dy, dx] = [y - my, x - mx];
    const dz = perYear * dy + per10k * dx;
    sums.yy += weight * dy * dy;
    sums.xx += weight * dx * dx;
    sums.xy += weight * dy * dx;
    sums.yz += weight * dy * dz;
    sums.xz += weight * dx * dz;
  }
  return sums;
}

// Year and mileage go together, as on real lots (about 12,000 miles a year), but not exactly.
const correlated: [number, number][] = [
  [2015, 13.1],
  [2017, 9.8],
  [2018, 8.9],
  [2019, 6.0],
  [2020, 5.1],
  [2021, 3.9],
  [2022, 1.6],
  [2023, 1.4],
];

describe('market value slopes', () => {
  it('are the prior without data', () => {
    const [market] = estimateSlopes([]);
    expect(market.bodyClass).toBe(MARKET);
    expect(market.perYear).toBeCloseTo(rules.priorPerYear, 12);
    expect(market.per10kMiles).toBeCloseTo(rules.priorPer10kMiles, 12);
  });

  it('follow plentiful data, year and mileage told apart although they go together', () => {
    const slopes = shrunkSlopes(exactSums(0.15, -0.04, correlated, 1_000_000), priorSlopes);
    expect(slopes.perYear).toBeCloseTo(0.15, 3);
    expect(slopes.per10kMiles).toBeCloseTo(-0.04, 3);
  });

  it('lean on the prior with thin data', () => {
    const slopes = shrunkSlopes(exactSums(0.25, -0.1, correlated.slice(0, 3)), priorSlopes);
    expect(Math.abs(slopes.perYear - rules.priorPerYear)).toBeLessThan(Math.abs(0.25 - rules.priorPerYear) / 2);
  });

  it('stay within bounds: never cheaper when newer or with fewer miles', () => {
    const slopes = shrunkSlopes(exactSums(-0.2, 0.3, correlated, 10_000), priorSlopes);
    expect(slopes).toEqual({ perYear: rules.perYear.min, per10kMiles: rules.per10kMiles.max });
    expect(shrunkSlopes(exactSums(0.9, -0.5, correlated, 10_000), priorSlopes)).toEqual({
      perYear: rules.perYear.max,
      per10kMiles: rules.per10kMiles.min,
    });
  });

  it('of a body class lean on the market: a class without data takes the market slopes', () => {
    const suv = exactSums(0.18, -0.02, correlated, 10_000);
    const sedan = { ...none, bodyClass: 'Sedan' };
    const [market, ...classes] = estimateSlopes([suv, sedan, { ...none, bodyClass: NO_CLASS }]);
    expect(market.bodyClass).toBe(MARKET);
    expect(market.perYear).toBeCloseTo(0.18, 2);
    expect(classes.map((entry) => entry.bodyClass)).toEqual(['SUV', 'Sedan']);
    expect(classes[1]).toEqual({ ...market, bodyClass: 'Sedan' });
  });
});
