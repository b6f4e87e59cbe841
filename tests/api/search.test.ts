/** GET /api/vehicles/search on a crafted set of listings whose answers are known by hand. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicleCardFields } from '../../contract/listings.ts';
import { sortOptions } from '../../contract/searchOptions.ts';
import { ApiClient } from '../helpers/client.ts';
import { createAccount, createListing, privateVehicleFields } from '../helpers/fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/testServer.ts';

let server: TestServer;
let visitor: ApiClient;
const ids: Record<string, number> = {};

// Approved listings A-F; G pending, H rejected (never in search), I sold (only when a buyer asks for sold cars).
const fixtures = {
  A: {
    make: 'BMW',
    model: 'M3',
    trim: 'Competition',
    year: 2021,
    price: 68900,
    mileage: 18500,
    bodyType: 'sedan',
    fuelType: 'premium-gasoline',
    transmission: '8-speed-automatic',
    drivetrain: 'rwd',
    exteriorColor: 'Black Sapphire Metallic',
    features: ['Heated Seats', 'Navigation System', 'Bluetooth Connectivity'],
    zipCode: '90210',
    location: 'Beverly Hills, CA',
    description: 'One owner, garage kept, full service history.',
    images: ['/media/vehicle-photos/a-front-1600.webp', '/media/vehicle-photos/a-side-1600.webp'],
    views: 50,
  },
  B: {
    make: 'Porsche',
    model: '911',
    trim: 'Carrera S',
    year: 2019,
    price: 109500,
    mileage: 22000,
    bodyType: 'coupe',
    fuelType: 'premium-gasoline',
    transmission: '7-speed-dual-clutch',
    drivetrain: 'rwd',
    exteriorColor: 'Guards Red',
    features: ['Sunroof/Moonroof', 'Navigation System'],
    zipCode: '91355',
    location: 'Valencia, CA',
    description: 'Sport Chrono package.',
    views: 10,
  },
  C: {
    make: 'Lexus',
    model: 'RX 350',
    trim: 'F Sport',
    year: 2018,
    price: 32900,
    mileage: 61000,
    condition: 'good',
    bodyType: 'suv',
    fuelType: 'gasoline',
    transmission: 'automatic',
    drivetrain: 'awd',
    exteriorColor: 'Atomic Silver',
    features: ['Heated Seats', 'Backup Camera'],
    zipCode: '92705',
    location: 'Santa Ana, CA',
    description: 'Family SUV.',
    views: 5,
  },
  D: {
    make: 'Tesla',
    model: 'Model 3',
    trim: 'Long Range',
    year: 2022,
    price: 38900,
    mileage: 21000,
    bodyType: 'sedan',
    fuelType: 'electric',
    transmission: 'automatic',
    drivetrain: 'awd',
    exteriorColor: 'Pearl White',
    features: ['Navigation System', 'Heated Seats', 'Bluetooth Connectivity'],
    zipCode: '10001',
    location: 'New York, NY',
    description: 'Autopilot included.',
    views: 80,
  },
  E: {
    make: 'Chevrolet',
    model: 'Corvette',
    trim: 'Stingray 1LT',
    year: 2020,
    price: 64900,
    mileage: 9000,
    bodyType: 'coupe',
    fuelType: 'gasoline',
    transmission: 'automatic',
    drivetrain: 'rwd',
    exteriorColor: 'Torch Red',
    features: ['Premium Sound System'],
    zipCode: '33139',
    location: 'Miami Beach, FL',
    description: 'Mid-engine, front lift.',
    views: 30,
  },
  F: {
    make: 'Land Rover',
    model: 'Range Rover',
    trim: 'HSE',
    year: 2016,
    price: 35500,
    mileage: 88000,
    condition: 'fair',
    bodyType: 'suv',
    fuelType: 'diesel',
    transmission: 'automatic',
    drivetrain: '4wd',
    exteriorColor: 'Nebula Purple',
    features: ['Leather Interior'],
    zipCode: '60611',
    location: 'Chicago, IL',
    description: 'Td6 diesel, towing package.',
    views: 0,
  },
} as const;

beforeAll(async () => {
  server = await startTestServer();
  visitor = new ApiClient(server.baseUrl);
  const seller = await createAccount(server.payload, 'user', 'seller');
  for (const [key, data] of Object.entries(fixtures)) {
    ids[key] = (await createListing(server.payload, seller.id, { ...data, status: 'approved' })).id;
  }
  ids.G = (await createListing(server.payload, seller.id, { ...fixtures.A, status: 'pending' })).id;
  ids.H = (await createListing(server.payload, seller.id, { ...fixtures.B, status: 'rejected' })).id;
  ids.I = (await createListing(server.payload, seller.id, { ...fixtures.B, status: 'sold' })).id;
});
afterAll(() => server?.close());

async function search(query: string) {
  const response = await visitor.get(`/api/vehicles/search?${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as { vehicles: Record<string, any>[]; total: number; page: number; limit: number };
}
const found = async (query: string) => {
  const result = await search(query);
  const names = Object.entries(ids)
    .filter(([, id]) => result.vehicles.some((vehicle) => vehicle.id === id))
    .map(([name]) => name);
  expect(result.total).toBe(names.length);
  return names.sort().join('');
};

describe('GET /api/vehicles/search', () => {
  it('answers approved listings only, newest first, in the contract shape and no private fields', async () => {
    const result = await search('');
    expect(result).toMatchObject({ total: 6, page: 1, limit: 30 });
    expect(result.vehicles.map((vehicle) => vehicle.id)).toEqual([ids.F, ids.E, ids.D, ids.C, ids.B, ids.A]);
    for (const vehicle of result.vehicles)
      for (const field of privateVehicleFields) expect(vehicle).not.toHaveProperty(field);
    expect(result.vehicles.at(-1)).toMatchObject({
      make: 'BMW',
      price: '68900.00',
      city: 'Beverly Hills',
      status: 'approved',
    });
  });

  it('leaves sold cars out unless asked for, and never pending or rejected ones', async () => {
    expect(await found('make=Porsche')).toBe('B');
    expect(await found('make=Porsche&includeSold=true')).toBe('BI');
    expect(await found('includeSold=false')).toBe('ABCDEF');
    expect(await found('includeSold=true')).toBe('ABCDEFI');
    const sold = (await search('make=Porsche&includeSold=true')).vehicles.find((vehicle) => vehicle.id === ids.I);
    expect(sold).toMatchObject({ status: 'sold' });
    const facets = await visitor.get('/api/vehicles/facets?includeSold=true');
    expect(facets.status).toBe(200);
    expect(JSON.stringify(facets.body)).not.toBe(JSON.stringify((await visitor.get('/api/vehicles/facets')).body));
    expect((await visitor.get('/api/vehicles/search?includeSold=yes')).status).toBe(400);
  });

  it.each([
    ['make=bmw', 'A'],
    ['make=Porsche&model=911', 'B'],
    ['make=any&model=&bodyType=any', 'ABCDEF'],
    ['minYear=2019&maxYear=2021', 'ABE'],
    ['minPrice=35500&maxPrice=64900', 'DEF'],
    ['maxPrice=%2440%2C000', 'CDF'],
    ['minMileage=9000&maxMileage=21000', 'ADE'],
    ['condition=good', 'C'],
    ['condition=Used', 'ABCDEF'],
    ['condition=Certified%20Pre-Owned', ''],
    ['bodyType=suv', 'CF'],
    ['bodyType=SUV', 'CF'],
    ['bodyType=sedan', 'AD'],
    ['bodyType=Sedan', 'AD'],
    ['fuelType=Gasoline', 'ABCE'],
    ['transmission=Automatic', 'ABCDEF'],
    ['drivetrain=Rear-wheel%20Drive', 'ABE'],
    ['fuelType=electric', 'D'],
    ['transmission=manual', ''],
    ['drivetrain=awd', 'CD'],
    ['exteriorColor=Red', 'BE'],
    ['exteriorColor=White', 'D'],
    ['exteriorColor=Other', 'F'],
    ['interiorColor=Red', 'ABCDEF'],
    ['features=Heated%20Seats', 'ACD'],
    ['features=Bluetooth', 'AD'],
    ['features=Leather%20Seats', 'F'],
    ['features=Heated%20Seats&features=Navigation%20System', 'AD'],
    ['features=heated%20seats&features=Navigation%20System&features=Backup%20Camera', ''],
  ])('%s finds %s', async (query, expected) => {
    expect(await found(query)).toBe(expected);
  });

  it.each([
    ['porsche', 'B'],
    ['Porshe', 'B'],
    ['corvete', 'E'],
    ['carr', 'B'],
    ['GARAGE', 'A'],
    ['tesla model', 'D'],
    ['diesel towing', 'F'],
    ['xyzzy', ''],
  ])('keyword %s finds %s (prefix, case and small typos)', async (query, expected) => {
    expect(await found(`query=${encodeURIComponent(query)}`)).toBe(expected);
  });

  it('keeps listings within the radius of a ZIP code: 23 miles in, 42 out', async () => {
    const result = await search('location=90210');
    expect(result.vehicles.map((vehicle) => vehicle.id).sort()).toEqual([ids.A, ids.B].sort());
    const valencia = result.vehicles.find((vehicle) => vehicle.id === ids.B)!;
    expect(valencia.distance).toBeCloseTo(22.9, 0);
    expect(await found('location=90210&radius=50')).toBe('ABC');
    expect(await found('location=Beverly%20Hills%2C%20CA&radius=50')).toBe('ABC');
    expect(await found('location=60611&radius=5')).toBe('F');
  });

  it('sorts by distance from the location, nearest first, each result with its miles', async () => {
    const result = await search('location=90210&radius=50&sortBy=distance');
    expect(result.vehicles.map((vehicle) => vehicle.id)).toEqual([ids.A, ids.B, ids.C]);
    const miles = result.vehicles.map((vehicle) => vehicle.distance as number);
    expect(miles[0]).toBe(0);
    expect(miles[1]).toBeCloseTo(22.9, 0);
    // 90210 to 92705's centre, great-circle.
    expect(miles[2]).toBeCloseTo(42.2, 0);
    expect(await search('location=60611&radius=3000&sortBy=distance').then((r) => r.vehicles[0].id)).toBe(ids.F);
  });

  it('answers 400 to sortBy=distance without a location, saying what to enter', async () => {
    const response = await visitor.get('/api/vehicles/search?sortBy=distance');
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ path: 'sortBy', message: 'Enter a ZIP code or "City, ST" first' }]);
  });

  it.each(['location=99999', 'location=Atlantis%2C%20ZZ', 'location=somewhere'])(
    'answers 400 to the unknown %s',
    async (query) => {
      const response = await visitor.get(`/api/vehicles/search?${query}`);
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(/Unknown location/);
    },
  );

  // Distance and the price drop have tests of their own (above, and priceHistory.test.ts).
  const columnSorts = sortOptions.filter((option) => option !== 'distance' && option !== 'price_drop_desc');
  it.each(columnSorts)('sorts by %s', async (sortBy) => {
    const [field, direction] = sortBy.split('_');
    const key = field === 'created' ? 'createdAt' : field;
    const values = (await search(`sortBy=${sortBy}`)).vehicles.map((vehicle) =>
      key === 'price' ? Number(vehicle.price) : key === 'createdAt' ? Date.parse(vehicle.createdAt) : vehicle[key],
    );
    const sorted = [...values].sort((a, b) => (direction === 'asc' ? a - b : b - a));
    expect(values).toEqual(sorted);
    expect(values).toHaveLength(6);
  });

  it('answers view=card with what a result card shows: the same cars and total, the first photo only', async () => {
    for (const query of ['sortBy=price_asc&includeSold=true', 'location=90210&radius=50&sortBy=distance']) {
      const full = await search(query);
      const cards = await search(`${query}&view=card`);
      expect(cards.total).toBe(full.total);
      expect(cards.vehicles.map((card) => card.id)).toEqual(full.vehicles.map((vehicle) => vehicle.id));
      for (const [index, card] of cards.vehicles.entries()) {
        const listing = full.vehicles[index]!;
        const shown = vehicleCardFields.filter((field) => field in listing);
        expect(card).toEqual({
          ...Object.fromEntries(shown.map((field) => [field, listing[field]])),
          images: listing.images.slice(0, 1),
        });
      }
      expect(JSON.stringify(cards).length).toBeLessThan(JSON.stringify(full).length / 2);
    }
    const bmw = (await search('make=BMW&model=M3&view=card')).vehicles[0]!;
    expect(bmw.images).toEqual(['/media/vehicle-photos/a-front-1600.webp']);
    expect(bmw).not.toHaveProperty('description');
    expect(bmw).not.toHaveProperty('features');
  });

  it('pages without overlap and keeps the exact total', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => search(`limit=2&page=${page}&sortBy=price_asc`)));
    expect(pages.map((page) => page.total)).toEqual([6, 6, 6, 6]);
    expect(pages.map((page) => page.vehicles.length)).toEqual([2, 2, 2, 0]);
    const seen = pages.flatMap((page) => page.vehicles.map((vehicle) => vehicle.id));
    expect(new Set(seen).size).toBe(6);
  });

  it.each(['price_asc', 'price_desc', 'created_desc', 'mileage_asc', 'year_desc'])(
    'pages sold cars in among the others, sorted %s, as one list',
    async (sortBy) => {
      const whole = await search(`includeSold=true&sortBy=${sortBy}&limit=100`);
      expect(whole.total).toBe(7);
      expect(whole.vehicles.map((vehicle) => vehicle.id)).toContain(ids.I);
      const pages = await Promise.all(
        [1, 2, 3, 4].map((page) => search(`includeSold=true&sortBy=${sortBy}&limit=2&page=${page}`)),
      );
      expect(pages.map((page) => page.total)).toEqual([7, 7, 7, 7]);
      expect(pages.flatMap((page) => page.vehicles.map((vehicle) => vehicle.id))).toEqual(
        whole.vehicles.map((vehicle) => vehicle.id),
      );
    },
  );

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['page=0', 'page'],
    ['sortBy=cheapest', 'sortBy'],
    ['minYear=abc', 'minYear'],
    ['minPrice=500&maxPrice=100', 'minPrice'],
    ['radius=-5&location=90210', 'radius'],
    [`query=${'x'.repeat(201)}`, 'query'],
    ['bodyType=spaceship', 'bodyType'],
    ['view=thumbnail', 'view'],
  ])('answers 400 to %s, naming the parameter', async (query, path) => {
    const response = await visitor.get(`/api/vehicles/search?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.errors.map((error: { path: string }) => error.path)).toContain(path);
  });
});
