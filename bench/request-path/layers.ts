/**
 * The layers of the request path `npm run bench:request-path` adds one at a time (Express's path, as a first
 * request takes it), then the path of a repeated request (cachedAnswers.ts); and the answer they serve.
 */

export const layers = [
  'node:http',
  'express',
  'express + ETag',
  '+ request log',
  '+ security headers',
  '+ origin check, JSON body parser',
  '+ validation',
  'cached-answer lane',
] as const;
export type Layer = (typeof layers)[number];

/** A first page of 30 result cards as the app answers it (about 13 KB). */
export function cardAnswer(): string {
  const vehicles = Array.from({ length: 30 }, (_, index) => ({
    id: 93058 - index,
    make: 'Genesis',
    model: 'Electrified GV70',
    year: 2021,
    trim: null,
    mileage: 57706 + index,
    price: '27000.00',
    condition: 'good',
    bodyType: '5-door-hatchback',
    images: [`/media/bench/${93057 - index}-0.jpg`],
    location: 'Coulterville, IL',
    city: 'Coulterville',
    state: 'IL',
    status: 'approved',
    isFeatured: false,
    deal: {
      rating: 'high',
      marketValue: 21500,
      low: 15100,
      high: 30600,
      comparables: 130,
      basis: 'model',
      belowValue: -5500,
    },
    priceDrop: null,
  }));
  return JSON.stringify({ vehicles, total: 10000, totalIsLowerBound: true, page: 1, limit: 30 });
}
