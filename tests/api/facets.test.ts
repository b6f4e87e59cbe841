/**
 * GET /api/vehicles/facets on a crafted set whose counts are known by hand: each facet counts under every filter
 * but its own, options with none are left out, and the counts follow a change at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { yearBands, type FacetsResponse } from '../../contract/facets.ts';
import { ApiClient } from '../helpers/client.ts';
import { createAccount, createListing } from '../helpers/fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/testServer.ts';

let server: TestServer;
let visitor: ApiClient;
let sellerId: number;
let pendingId: number;

const approved = [
  {
    make: 'BMW',
    model: 'M3',
    year: 2021,
    price: 68900,
    bodyType: 'sedan',
    fuelType: 'premium-gasoline',
    transmission: '8-speed-automatic',
    drivetrain: 'rwd',
    exteriorColor: 'Black',
  },
  {
    make: 'BMW',
    model: 'M3',
    year: 2020,
    price: 54000,
    bodyType: 'sedan',
    fuelType: 'premium-gasoline',
    transmission: 'manual',
    drivetrain: 'rwd',
    exteriorColor: 'Alpine White',
  },
  {
    make: 'BMW',
    model: 'X5',
    year: 2022,
    price: 72000,
    bodyType: 'suv',
    fuelType: 'gasoline',
    transmission: 'automatic',
    drivetrain: 'awd',
    exteriorColor: 'Black Sapphire',
  },
  {
    make: 'BMW',
    model: 'X5',
    year: 2019,
    price: 38500,
    bodyType: 'suv',
    fuelType: 'diesel',
    transmission: 'automatic',
    drivetrain: 'awd',
    exteriorColor: 'Space Gray',
  },
  {
    make: 'Audi',
    model: 'Q5',
    year: 2021,
    price: 41000,
    bodyType: 'suv',
    fuelType: 'gasoline',
    transmission: 'automatic',
    drivetrain: 'awd',
    exteriorColor: 'White',
  },
  {
    make: 'Audi',
    model: 'A4',
    year: 2018,
    price: 24000,
    bodyType: 'sedan',
    fuelType: 'gasoline',
    transmission: 'cvt',
    drivetrain: 'fwd',
    exteriorColor: 'Silver',
  },
  {
    make: 'Porsche',
    model: '911',
    year: 2019,
    price: 109500,
    bodyType: 'coupe',
    fuelType: 'premium-gasoline',
    transmission: '7-speed-dual-clutch',
    drivetrain: 'rwd',
    exteriorColor: 'Guards Red',
  },
];

beforeAll(async () => {
  server = await startTestServer();
  visitor = new ApiClient(server.baseUrl);
  sellerId = (await createAccount(server.payload, 'user', 'seller')).id;
  for (const data of approved) await createListing(server.payload, sellerId, { ...data, trim: '', status: 'approved' });
  // Never counted: not public.
  pendingId = (await createListing(server.payload, sellerId, { ...approved[0], status: 'pending' })).id;
  await createListing(server.payload, sellerId, { ...approved[5], status: 'rejected' });
  await createListing(server.payload, sellerId, { ...approved[6], status: 'sold' });
});
afterAll(() => server?.close());

async function facets(query = '') {
  const response = await visitor.get(`/api/vehicles/facets?${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as FacetsResponse;
}

const counts = (list: { value?: string; label?: string; count: number }[]) =>
  Object.fromEntries(list.map((entry) => [entry.value ?? entry.label, entry.count]));

/** The year band a model year falls in, as the server labels it. */
const yearBand = (year: number) =>
  yearBands().find((band) => (band.min ?? -Infinity) <= year && year <= (band.max ?? Infinity))!.label;

describe('GET /api/vehicles/facets', () => {
  it('counts every option of the approved listings and leaves out the options with none', async () => {
    const result = await facets();
    expect(result.total).toBe(7);
    expect(result.facets.make).toEqual([
      { value: 'BMW', count: 4 },
      { value: 'Audi', count: 2 },
      { value: 'Porsche', count: 1 },
    ]);
    expect(result.facets.model).toEqual([]);
    expect(counts(result.facets.bodyType)).toEqual({ Sedan: 3, SUV: 3, Coupe: 1 });
    expect(counts(result.facets.fuelType)).toEqual({ Gasoline: 6, Diesel: 1 });
    expect(counts(result.facets.transmission)).toEqual({ Automatic: 5, Manual: 1, CVT: 1 });
    expect(counts(result.facets.drivetrain)).toEqual({
      'Rear-wheel Drive': 3,
      'All-wheel Drive': 3,
      'Front-wheel Drive': 1,
    });
    expect(counts(result.facets.condition)).toEqual({ Used: 7 });
    expect(result.facets.exteriorColor).toEqual([
      { value: 'Black', count: 2 },
      { value: 'White', count: 2 },
      { value: 'Silver', count: 1 },
      { value: 'Gray', count: 1 },
      { value: 'Red', count: 1 },
    ]);
    expect(counts(result.facets.price)).toEqual({
      '$20,000 - $40,000': 2,
      '$40,000 - $60,000': 2,
      '$60,000 - $80,000': 2,
      '$100,000 - $150,000': 1,
    });
    expect(counts(result.facets.year)).toEqual({ [yearBand(2021)]: 4, [yearBand(2018)]: 3 });
  });

  it('with a make chosen: the other makes still counted, its models listed, every other facet narrowed', async () => {
    const result = await facets('make=bmw');
    expect(result.total).toBe(4);
    expect(counts(result.facets.make)).toEqual({ BMW: 4, Audi: 2, Porsche: 1 });
    expect(result.facets.model).toEqual([
      { value: 'M3', count: 2 },
      { value: 'X5', count: 2 },
    ]);
    expect(counts(result.facets.bodyType)).toEqual({ Sedan: 2, SUV: 2 });
    expect(counts(result.facets.price)).toEqual({
      '$20,000 - $40,000': 1,
      '$40,000 - $60,000': 1,
      '$60,000 - $80,000': 2,
    });
  });

  it('each facet leaves out only its own filter', async () => {
    const result = await facets('make=BMW&bodyType=SUV');
    expect(result.total).toBe(2);
    // Makes among SUVs; body types among BMWs; fuel under both.
    expect(counts(result.facets.make)).toEqual({ BMW: 2, Audi: 1 });
    expect(counts(result.facets.bodyType)).toEqual({ Sedan: 2, SUV: 2 });
    expect(counts(result.facets.fuelType)).toEqual({ Gasoline: 1, Diesel: 1 });
    // A chosen model keeps the make: the models of BMW, not of every make.
    expect(counts((await facets('make=BMW&model=X5')).facets.model)).toEqual({ M3: 2, X5: 2 });
    // The price bands ignore the price filter; everything else respects it.
    const pricey = await facets('minPrice=40000');
    expect(pricey.total).toBe(5);
    expect(counts(pricey.facets.make)).toEqual({ BMW: 3, Audi: 1, Porsche: 1 });
    expect(counts(pricey.facets.price)).toEqual(counts((await facets()).facets.price));
  });

  it('counts a chosen facet in the same pass as the others, each under every filter but its own', async () => {
    // minMileage=0 leaves out no listing but no count is kept for it: these are counted over the listings.
    const pricey = await facets('minMileage=0&minPrice=40000');
    expect(pricey.total).toBe(5);
    expect(counts(pricey.facets.make)).toEqual({ BMW: 3, Audi: 1, Porsche: 1 });
    expect(counts(pricey.facets.bodyType)).toEqual({ Sedan: 2, SUV: 2, Coupe: 1 });
    expect(counts(pricey.facets.year)).toEqual({ [yearBand(2022)]: 4, [yearBand(2019)]: 1 });
    expect(counts(pricey.facets.price)).toEqual(counts((await facets()).facets.price));
    expect(pricey).toEqual(await facets('minPrice=40000'));

    const bmws = await facets('make=BMW&minMileage=0');
    expect(bmws.total).toBe(4);
    expect(counts(bmws.facets.make)).toEqual({ BMW: 4, Audi: 2, Porsche: 1 });
    expect(counts(bmws.facets.model)).toEqual({ M3: 2, X5: 2 });
    expect(counts(bmws.facets.exteriorColor)).toEqual({ Black: 2, White: 1, Gray: 1 });
    expect(bmws).toEqual(await facets('make=BMW'));

    const heatedDear = await facets('features=Heated+Seats&minPrice=60000');
    expect(heatedDear.total).toBe(3);
    expect(counts(heatedDear.facets.make)).toEqual({ BMW: 2, Porsche: 1 });
    expect(counts(heatedDear.facets.price)).toEqual(counts((await facets()).facets.price));
    // A bound that leaves out no listing is no filter, over the listings as in the kept counts.
    expect(await facets('features=Heated+Seats&maxPrice=5000000&minMileage=0')).toEqual(
      await facets('features=Heated+Seats&minMileage=0'),
    );
    expect(await facets('minYear=1950&minPrice=40000&minMileage=0')).toEqual(pricey);

    // Two chosen facets counted apart, beside the rest.
    const bmwSuvs = await facets('make=BMW&bodyType=SUV&minMileage=0');
    expect(bmwSuvs.total).toBe(2);
    expect(counts(bmwSuvs.facets.make)).toEqual({ BMW: 2, Audi: 1 });
    expect(counts(bmwSuvs.facets.bodyType)).toEqual({ Sedan: 2, SUV: 2 });
    expect(counts(bmwSuvs.facets.fuelType)).toEqual({ Gasoline: 1, Diesel: 1 });
  });

  it('agrees with the search total under the same filters', async () => {
    for (const query of [
      '',
      'make=BMW',
      'bodyType=SUV&fuelType=Gasoline',
      'query=porsche',
      'location=90210&radius=50',
    ]) {
      const search = await visitor.get(`/api/vehicles/search?${query}`);
      expect((await facets(query)).total, query).toBe(search.body.total);
    }
  });

  it('counts a listing the moment it is approved, and stops when it is sold', async () => {
    expect(counts((await facets()).facets.make).BMW).toBe(4);
    await server.payload.update({
      collection: 'vehicles',
      id: pendingId,
      data: { status: 'approved' },
      overrideAccess: true,
    });
    expect(counts((await facets()).facets.make).BMW).toBe(5);
    expect((await visitor.get('/api/vehicles/search?make=BMW')).body.total).toBe(5);
    await server.payload.update({
      collection: 'vehicles',
      id: pendingId,
      data: { status: 'sold' },
      overrideAccess: true,
    });
    expect(counts((await facets()).facets.make).BMW).toBe(4);
    expect((await visitor.get('/api/vehicles/search?make=BMW')).body.total).toBe(4);
  });

  it('counts spellings that differ only by case as one make and one model, shown as first spelt', async () => {
    const lowerCase = await createListing(server.payload, sellerId, {
      ...approved[2],
      make: 'bmw',
      model: 'x5',
      trim: '',
      status: 'approved',
    });
    try {
      const everyMake = await facets();
      expect(everyMake.facets.make).toEqual([
        { value: 'BMW', count: 5 },
        { value: 'Audi', count: 2 },
        { value: 'Porsche', count: 1 },
      ]);
      expect((await facets('make=bmw')).facets.model).toEqual([
        { value: 'X5', count: 3 },
        { value: 'M3', count: 2 },
      ]);
      // Under a chosen model (its own pass) as under none.
      expect(counts((await facets('make=BMW&model=x5')).facets.model)).toEqual({ X5: 3, M3: 2 });
    } finally {
      await server.payload.delete({ collection: 'vehicles', id: lowerCase.id, overrideAccess: true });
    }
  });

  it('counts a colour of two named words under both, a colour that names none as Other', async () => {
    const colours = ['Black and White Two-Tone', 'GREY Metallic', 'Nardo'];
    const lotuses = await Promise.all(
      colours.map((exteriorColor) =>
        createListing(server.payload, sellerId, { make: 'Lotus', model: 'Emira', exteriorColor, status: 'approved' }),
      ),
    );
    try {
      expect((await facets('make=Lotus')).facets.exteriorColor).toEqual([
        { value: 'Black', count: 1 },
        { value: 'White', count: 1 },
        { value: 'Gray', count: 1 },
        { value: 'Other', count: 1 },
      ]);
    } finally {
      for (const lotus of lotuses)
        await server.payload.delete({ collection: 'vehicles', id: lotus.id, overrideAccess: true });
    }
  });

  it('answers 400 to the search parameters search refuses', async () => {
    const response = await visitor.get('/api/vehicles/facets?minPrice=500&maxPrice=100');
    expect(response.status).toBe(400);
    expect(response.body.errors[0].path).toBe('minPrice');
  });
});
