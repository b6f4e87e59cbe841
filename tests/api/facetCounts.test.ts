/**
 * The filter sidebar with no filter left (as /search opens, or a facet whose own filter is the only one chosen), and
 * the total of a search with at most one filter on a kept column, are added up from the counts per value that
 * triggers keep (vehicle_value_counts). Those counts must equal a count of the listings after every kind of change a
 * listing goes through. `minMileage=0` excludes no listing but is a filter no count is kept for, so the same question
 * with it is answered by counting the listings: the two answers must be equal.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceBands, type FacetsResponse } from '../../contract/facets.ts';
import { priceDropRules } from '../../contract/priceHistory.ts';
import { keptColumns } from '../../cms/domain/search/keptRows.ts';
import { poolOf } from '../../cms/platform/db/pool.ts';
import { ApiClient } from '../helpers/client.ts';
import { createAccount, createListing } from '../helpers/fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/testServer.ts';

let server: TestServer;
let visitor: ApiClient;
let sellerId: number;

beforeAll(async () => {
  // Counted by the database, not from the listings each server can hold in memory (facetIndex.test.ts).
  server = await startTestServer({ HELD_LISTINGS: 'false' });
  visitor = new ApiClient(server.baseUrl);
  sellerId = (await createAccount(server.payload, 'user', 'seller')).id;
});
afterAll(() => server?.close());

async function facets(query: string): Promise<FacetsResponse> {
  const response = await visitor.get(`/api/vehicles/facets?${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as FacetsResponse;
}

/** Each question the kept counts answer, asked of them and of the listings. */
const questions = [
  '',
  'includeSold=true',
  'make=Porsche',
  'bodyType=SUV',
  'minPrice=50000',
  'minYear=2020',
  'maxPrice=5000000&minYear=1950',
  'make=porsche&maxPrice=5000000&includeSold=true',
  'make=Porsche&bodyType=SUV',
  'make=Porsche&minPrice=20000&maxPrice=95500',
  'make=porsche&minPrice=30500&maxPrice=80000&minYear=2015&includeSold=true',
  'make=Porsche&model=Cayenne',
  'make=Porsche&minYear=2020',
  'fuelType=Electric&includeSold=true',
  'condition=Excellent&dealRating=great',
  'make=volvo&includeSold=true',
  'make=Volvo&bodyType=Sedan&includeSold=true',
  'make=porsche&bodyType=Wagon&bodyType=SUV&includeSold=true',
  'features=Heated+Seats',
];

async function searchTotal(query: string): Promise<number> {
  const response = await visitor.get(`/api/vehicles/search?${query}&limit=1`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body as { total: number }).total;
}

/** Each search whose total the kept counts answer. */
const totalQuestions = [
  ...questions.filter((query) => !query.includes('minPrice')),
  'make=porsche&includeSold=true',
  'make=Porsche&dealRating=great&includeSold=true',
  'maxYear=2019',
  'fuelType=Electric',
  'condition=Excellent&maxPrice=5000000',
  'dealRating=great',
  'dealRating=great,good&includeSold=true',
  'priceDrops=true',
  'priceDrops=true&includeSold=true&maxPrice=5000000',
  'features=Heated+Seats',
  'features=heated+seats&features=Navigation+System&includeSold=true',
  'features=Heated+Seats&features=Sunroof',
  'make=Porsche&features=Heated+Seats',
  'location=90210&radius=50',
  'location=90210&radius=500&includeSold=true',
  'location=Chicago%2C%20IL&radius=100&maxPrice=5000000',
  'query=porsche',
  'query=Porshe&maxPrice=5000000',
  'query=cayene&includeSold=true',
  'query=garage',
  'query=ca&includeSold=true',
  'query=zzzz',
  'make=Porsche&minPrice=50001&maxPrice=95500&minYear=2015',
  'make=porsche&minPrice=1500&includeSold=true',
  'make=Volvo&maxPrice=99999&maxYear=2022&includeSold=true',
  'make=Porsche&minPrice=61000&maxPrice=61999',
];

/** The public listings per word of their text, as kept and as counted from the listings. */
async function wordCounts(): Promise<{ kept: unknown[]; counted: unknown[] }> {
  const pool = poolOf(server.payload);
  const read = async (query: string) => (await pool.query(query)).rows;
  return {
    kept: await read(`select status::text, word, listings from vehicle_word_counts
      where listings <> 0 order by 1, word`),
    counted: await read(`select status::text, word, count(*)::int as listings
      from vehicles, unnest(tsvector_to_array(search_vector)) word
      where status in ('approved', 'sold') group by 1, 2 order by 1, word collate "C"`),
  };
}

/** The public listings per make, body type and value of another column, as kept and as counted from the listings. */
async function makeBodyCounts(): Promise<{ kept: unknown[]; counted: unknown[] }> {
  const pool = poolOf(server.payload);
  const read = async (query: string) => (await pool.query(query)).rows;
  const order = 'order by 1, 2, 3, 4, 5';
  return {
    kept: await read(`select status::text, make, body_type::text, column_name, value, listings
      from vehicle_make_body_value_counts where listings <> 0 ${order}`),
    counted: await read(`select v.status::text, v.make, v.body_type::text, kept.column_name, kept.value,
        count(*)::int as listings
      from vehicles v, vehicle_make_body_counted_values(v) kept
      where v.status in ('approved', 'sold') and v.body_type is not null group by 1, 2, 3, 4, 5 ${order}`),
  };
}

/** The public listings per make, year and $1,000 step of price, as kept and as counted from the listings. */
async function priceStepCounts(): Promise<{ kept: unknown[]; counted: unknown[] }> {
  const pool = poolOf(server.payload);
  const read = async (query: string) => (await pool.query(query)).rows;
  const order = 'order by 1, 2, 3, 4';
  return {
    kept: await read(`select status::text, make, year::int, price_step, listings
      from vehicle_make_price_steps where listings <> 0 ${order}`),
    counted: await read(`select status::text, make, year::int, floor(price / 1000)::int as price_step,
        count(*)::int as listings
      from vehicles where status in ('approved', 'sold') group by 1, 2, 3, 4 ${order}`),
  };
}

async function expectKeptCountsExact(): Promise<void> {
  const words = await wordCounts();
  expect(words.kept).toEqual(words.counted);
  const makeBody = await makeBodyCounts();
  expect(makeBody.kept).toEqual(makeBody.counted);
  const steps = await priceStepCounts();
  expect(steps.kept).toEqual(steps.counted);
  for (const query of questions) {
    expect(await facets(query), query || 'no filter').toEqual(await facets(`${query}&minMileage=0`));
  }
  for (const query of totalQuestions) {
    expect(await searchTotal(query), `total of ${query || 'no filter'}`).toBe(
      await searchTotal(`${query}&minMileage=0`),
    );
  }
}

/**
 * Runs `run` with Lotus's kept step of $33,000-34,000 counted as ten listings more than it holds, so that an answer
 * read from the kept steps shows it and one counted from the listings does not.
 */
async function withLotusStep33Bumped(run: () => Promise<void>): Promise<void> {
  const bump = (by: number) =>
    poolOf(server.payload).query(
      `update vehicle_make_price_steps set listings = listings + $1 where make = 'Lotus' and price_step = 33`,
      [by],
    );
  await bump(10);
  try {
    await run();
  } finally {
    await bump(-10);
  }
}

const listing = (overrides: Record<string, unknown>) => createListing(server.payload, sellerId, overrides);
const update = (id: number, data: Record<string, unknown>) =>
  server.payload.update({ collection: 'vehicles', id, data, overrideAccess: true });
const makeCounts = async (query = '') =>
  Object.fromEntries((await facets(query)).facets.make.map((entry) => [entry.value, entry.count]));

describe('counts kept per value', () => {
  it('answer the sidebar and totals from the kept counts, not from the listings', async () => {
    // The listing's price is 68,900 and its year 2021 (listingData).
    await listing({ make: 'Porsche', status: 'approved' });
    const pool = poolOf(server.payload);
    const keep = (rows: string) =>
      pool.query(`insert into vehicle_value_counts (status, column_name, value, listings) values ${rows}`);
    const keepPerMake = (rows: string) =>
      pool.query(`insert into vehicle_make_value_counts (status, column_name, value, make, listings) values ${rows}`);
    await keep(`('approved', 'make', 'Phantom', 3), ('approved', 'body_type', 'convertible', 3)`);
    await keepPerMake(
      `('approved', 'year', '2021', 'Phantom', 3), ('approved', 'year', '2019', 'Phantom', 2),
       ('approved', 'body_type', 'convertible', 'Porsche', 5)`,
    );
    try {
      // No filter left, or one on a kept column for a total: the counts per value.
      expect(await makeCounts()).toMatchObject({ Phantom: 3, Porsche: 1 });
      expect(await makeCounts('minMileage=0')).toEqual({ Porsche: 1 });
      // Bounds every public listing is within are no filter; one that leaves a listing out is.
      expect(await makeCounts('minPrice=68900&maxPrice=5000000&minYear=2021')).toMatchObject({ Phantom: 3 });
      expect(await makeCounts('maxPrice=68899')).toEqual({});
      expect(await makeCounts('minYear=2022')).toEqual({});
      expect(await searchTotal('bodyType=Convertible')).toBe(3);
      expect(await searchTotal('bodyType=Convertible&maxPrice=5000000')).toBe(3);
      expect(await searchTotal('bodyType=Convertible&minMileage=0')).toBe(0);

      // A make left, and at most one more filter: the counts per make; the make facet under one other filter too.
      expect(await searchTotal('make=Phantom')).toBe(5);
      expect(await searchTotal('make=phantom&maxPrice=5000000')).toBe(5);
      expect(await searchTotal('make=Phantom&maxYear=2020')).toBe(2);
      expect(await searchTotal('make=Phantom&minYear=2022')).toBe(0);
      expect(await searchTotal('make=Phantom&minMileage=0')).toBe(0);
      expect(await searchTotal('make=Phantom&maxPrice=68899')).toBe(0);
      expect(await searchTotal('make=Phantom&query=phantom')).toBe(0);
      const convertibles = (answer: FacetsResponse) => answer.facets.bodyType.find((f) => f.value === 'Convertible');
      expect(convertibles(await facets('make=porsche'))).toEqual({ value: 'Convertible', count: 5 });
      expect(convertibles(await facets('make=porsche&minMileage=0'))).toBeUndefined();
      expect((await facets('bodyType=Convertible&make=Porsche')).facets.make).toEqual([{ value: 'Porsche', count: 5 }]);
      expect(await searchTotal('make=Porsche&bodyType=Convertible')).toBe(5);
      expect(await searchTotal('make=Porsche&bodyType=Convertible&minMileage=0')).toBe(0);
      // A make and a body type: the other facets from the counts per make and body type.
      await pool.query(`insert into vehicle_make_body_value_counts
        (status, column_name, value, make, body_type, listings) values
        ('approved', 'year', '2019', 'Phantom', 'convertible', 4),
        ('approved', 'model', 'Wraith', 'Phantom', 'convertible', 4),
        ('approved', 'price_band', '6', 'Phantom', 'convertible', 4)`);
      const sidebar = await facets('make=phantom&bodyType=Convertible');
      expect(sidebar.total).toBe(4);
      expect(sidebar.facets.model).toEqual([{ value: 'Wraith', count: 4 }]);
      expect(sidebar.facets.year).toEqual([expect.objectContaining({ count: 4 })]);
      expect(sidebar.facets.price).toEqual([expect.objectContaining({ label: '$150,000 and up', count: 4 })]);
      expect((await facets('make=phantom&bodyType=Convertible&minMileage=0')).total).toBe(0);

      // Search features alone: the kept combinations that hold them, a combination no listing has here included.
      // Not kept per make: with a make, or for the make facet, the listings are counted.
      await keep(`('approved', 'feature_bits', '${(1n << 40n) | 16n}', 3)`);
      expect(await searchTotal('features=Heated+Seats')).toBe(4);
      expect(await searchTotal('features=Heated+Seats&minMileage=0')).toBe(1);
      expect(await searchTotal('features=Heated+Seats&features=Massage+Seats')).toBe(0);
      expect(await searchTotal('make=Porsche&features=Heated+Seats')).toBe(1);
      expect(await makeCounts('features=Heated+Seats')).toEqual({ Porsche: 1 });

      // The price facet reads the bands kept, with no filter or a make.
      await keep(`('approved', 'price_band', '6', 3)`);
      await keepPerMake(`('approved', 'price_band', '0', 'Porsche', 2)`);
      const priceBands = async (query: string) =>
        Object.fromEntries((await facets(query)).facets.price.map((band) => [band.label, band.count]));
      expect(await priceBands('maxPrice=4000000')).toEqual({ '$60,000 - $80,000': 1, '$150,000 and up': 3 });
      expect(await priceBands('maxPrice=4000000&minMileage=0')).toEqual({ '$60,000 - $80,000': 1 });
      expect(await priceBands('make=Porsche&maxPrice=4000000')).toEqual({ 'Under $20,000': 2, '$60,000 - $80,000': 1 });

      // With no filter, every listing is counted once under its year.
      await keep(`('approved', 'year', '1901', 2)`);
      expect(await searchTotal('')).toBe(3);
    } finally {
      await pool.query(
        `delete from vehicle_value_counts where value in ('Phantom', 'convertible', '1901', '${(1n << 40n) | 16n}')
         or (column_name = 'price_band' and value = '6')`,
      );
      await pool.query(
        `delete from vehicle_make_value_counts where make = 'Phantom' or value = 'convertible'
         or (column_name = 'price_band' and value = '0')`,
      );
      await pool.query(`delete from vehicle_make_body_value_counts where make = 'Phantom'`);
    }
  });

  it('total a make within a price range from the steps kept, counting the listings of its partial edge steps', async () => {
    const ids: number[] = [];
    const lotus = async (price: number, year: number) =>
      ids.push((await listing({ make: 'Lotus', price, year, status: 'approved' })).id);
    await lotus(30_500, 2019);
    await lotus(31_999, 2020);
    await lotus(33_000, 2020);
    await lotus(35_250, 2021);
    // Dearer than every range below, so that none of them is a bound leaving no listing out.
    await lotus(90_000, 2023);
    const totals = async (queries: string[]) =>
      Object.fromEntries(await Promise.all(queries.map(async (query) => [query, await searchTotal(query)])));
    const ranges = [
      'make=Lotus&minPrice=30000&maxPrice=36000',
      'make=Lotus&minPrice=30501&maxPrice=35250',
      'make=Lotus&minPrice=30501&maxPrice=35250&minYear=2020&maxYear=2020',
      'make=lotus&minPrice=31999&maxPrice=33000',
      'make=Lotus&maxPrice=34000',
      'make=Lotus&minPrice=33000',
      'make=Lotus&minPrice=32999&maxPrice=33999',
    ];
    // Hand counts: whole steps, and the edges [30501, 31000) and [35000, 35250], [31999, 32000) and [33000, 33000].
    const handCounts = [4, 3, 2, 2, 3, 3, 1];
    const expected = (more: number, adding: number[]) =>
      Object.fromEntries(ranges.map((query, i) => [query, handCounts[i] + (adding.includes(i) ? more : 0)]));
    try {
      // The step of $33,000-34,000 kept as ten listings more (before any of these is asked, so none is cached): the
      // totals whose whole steps take it in change, those that count its listings at an edge do not.
      await withLotusStep33Bumped(async () => {
        expect(await totals(ranges)).toEqual(expected(10, [0, 1, 2, 4, 5]));
        // Too narrow for a whole step, or a filter no step keeps: the listings are counted.
        expect(await searchTotal('make=Lotus&minPrice=33000&maxPrice=33999')).toBe(1);
        expect(await searchTotal('make=Lotus&minPrice=30000&maxPrice=36000&minMileage=0')).toBe(4);
        expect(await searchTotal('make=Lotus&minPrice=30000&maxPrice=36000&bodyType=SUV')).toBe(0);
      });
      // An edit of a Lotus moves the make's version: the totals are asked again, of the steps as kept.
      await update(ids[4], { mileage: 1234 });
      expect(await totals(ranges)).toEqual(expected(0, []));
      // Bounds at the limits a search accepts: a step number beyond every price, a fraction of a dollar.
      expect(await searchTotal('make=Lotus&minPrice=30000.5&maxPrice=9999999999')).toBe(5);
      expect(await searchTotal('make=Lotus&minPrice=0.5&maxPrice=30500')).toBe(1);

      // A sold listing leaves the approved steps for the sold ones: counted only when sold cars are asked for.
      await update(ids[1], { status: 'sold' });
      expect(await searchTotal('make=Lotus&minPrice=30000&maxPrice=36000')).toBe(3);
      expect(await searchTotal('make=Lotus&minPrice=30000&maxPrice=36000&includeSold=true')).toBe(4);
      expect(await searchTotal('make=Lotus&minPrice=31500&maxPrice=33000&includeSold=true')).toBe(2);
      await expectKeptCountsExact();
    } finally {
      for (const id of ids) await server.payload.delete({ collection: 'vehicles', id, overrideAccess: true });
    }
  });

  it("count the make facet under a price range from the steps kept, counting its partial edge steps' listings", async () => {
    const ids: number[] = [];
    const car = async (make: string, price: number, year: number) =>
      ids.push((await listing({ make, price, year, status: 'approved' })).id);
    await car('Lotus', 30_500, 2019);
    await car('Lotus', 31_999, 2020);
    await car('Lotus', 33_000, 2020);
    await car('Lotus', 35_250, 2021);
    await car('Caterham', 30_700, 2020);
    await car('Caterham', 33_500, 2020);
    // Dearer than every range below, so that none of them is a bound leaving no listing out.
    await car('Lotus', 90_000, 2023);
    // The make chosen is another's, so the make facet is counted under the price range alone.
    const sidebar = async (query: string) => {
      const counts = await makeCounts(`make=Morgan&${query}`);
      return { Lotus: counts.Lotus ?? 0, Caterham: counts.Caterham ?? 0 };
    };
    try {
      // Lotus's step of $33,000-34,000 (its 2020 listing) kept as ten listings more, before any of these is asked:
      // the sidebars whose whole steps take it in count them, those that count its listings at an edge do not.
      await withLotusStep33Bumped(async () => {
        // Whole steps 31-34, edges [30501, 31000) and [35000, 35250]: hand counts 3 and 2, and the ten.
        expect(await sidebar('minPrice=30501&maxPrice=35250')).toEqual({ Lotus: 13, Caterham: 2 });
        expect(await sidebar('minPrice=30501&maxPrice=35250&minYear=2021')).toEqual({ Lotus: 1, Caterham: 0 });
        expect(await sidebar('minPrice=30501&maxPrice=35250&minYear=2020&maxYear=2020')).toEqual({
          Lotus: 12,
          Caterham: 2,
        });
        // Step 33 at an edge ([33000, 33500] below step 34's start), too narrow a range, a filter no step keeps.
        expect(await sidebar('minPrice=33000&maxPrice=33500')).toEqual({ Lotus: 1, Caterham: 1 });
        expect(await sidebar('minPrice=30600&maxPrice=31500')).toEqual({ Lotus: 0, Caterham: 1 });
        expect(await sidebar('minPrice=30501&maxPrice=35250&minMileage=0')).toEqual({ Lotus: 3, Caterham: 2 });
      });
      // A Caterham sold leaves the approved steps for the sold ones: counted only when sold cars are asked for.
      await update(ids[4], { status: 'sold' });
      expect(await sidebar('minPrice=30501&maxPrice=35250')).toEqual({ Lotus: 3, Caterham: 1 });
      expect(await sidebar('minPrice=30501&maxPrice=35250&includeSold=true')).toEqual({ Lotus: 3, Caterham: 2 });
      expect(await sidebar('minPrice=30600&maxPrice=31500&includeSold=true')).toEqual({ Lotus: 0, Caterham: 1 });
      await expectKeptCountsExact();
    } finally {
      for (const id of ids) await server.payload.delete({ collection: 'vehicles', id, overrideAccess: true });
    }
  });

  it('equal a count of the listings through approval, edits, sale, rejection and deletion', async () => {
    const cayenne = await listing({ make: 'Porsche', model: 'Cayenne', bodyType: 'suv', price: 91000, year: 2022 });
    const audi = await listing({ make: 'Audi', model: 'Q7', bodyType: 'suv', price: 48000, status: 'approved' });
    const lexus = await listing({ make: 'Lexus', exteriorColor: 'Pearl White', status: 'approved', year: 2018 });
    await listing({ make: 'Tesla', bodyType: 'sedan', fuelType: 'electric', status: 'sold', price: 39000 });
    await expectKeptCountsExact();

    await update(cayenne.id, { status: 'approved' });
    expect(await makeCounts()).toMatchObject({ Porsche: 2, Audi: 1, Lexus: 1 });
    await expectKeptCountsExact();

    // An approved listing edited in every counted column: its old values lose it, its new ones gain it.
    await update(audi.id, {
      make: 'Porsche',
      model: 'Macan',
      price: 61000,
      year: 2021,
      bodyType: 'wagon',
      exteriorColor: 'Chalk Gray',
      transmission: 'manual',
      zipCode: '60611',
    });
    expect(await makeCounts()).not.toHaveProperty('Audi');
    await expectKeptCountsExact();

    await update(lexus.id, { status: 'sold' });
    expect(await makeCounts()).not.toHaveProperty('Lexus');
    expect(await makeCounts('includeSold=true')).toMatchObject({ Lexus: 1, Tesla: 1 });
    await expectKeptCountsExact();

    await update(cayenne.id, { status: 'rejected' });
    await server.payload.delete({ collection: 'vehicles', id: audi.id, overrideAccess: true });
    expect(await makeCounts()).toEqual({ Porsche: 1 });
    await expectKeptCountsExact();
  });

  it('equal a count of the listings after one statement changes many, and are untouched by views', async () => {
    const ids = [];
    for (const make of ['Volvo', 'Volvo', 'Mazda']) ids.push((await listing({ make, status: 'approved' })).id);
    // Two spellings of one make, a body type the Sedan option folds in, and no colour (counted as 'Other').
    await listing({ make: 'VOLVO', bodyType: '4-door-sedan', exteriorColor: null, status: 'approved' });
    const pool = poolOf(server.payload);
    await pool.query(`update vehicles set status = 'sold', price = price + 1 where id = any($1)`, [ids.slice(1)]);
    await pool.query(`update vehicles set views = views + 7 where status = 'approved'`);
    // A market value refresh rates many listings in one statement.
    await pool.query(`update vehicles set deal_rating = 'great' where id = any($1)`, [ids]);
    expect(await searchTotal('dealRating=great&includeSold=true')).toBe(3);
    const volvos = (await facets('')).facets.make.find((make) => make.value.toLowerCase() === 'volvo');
    expect(volvos?.count).toBe(2);
    expect(await makeCounts()).not.toHaveProperty('Mazda');
    expect((await facets('make=volvo')).facets.exteriorColor).toContainEqual({ value: 'Other', count: 1 });
    await expectKeptCountsExact();
  });

  it('are kept for the columns the search reads them for', async () => {
    const { id } = await listing({ make: 'Saab', status: 'approved' });
    const pool = poolOf(server.payload);
    await pool.query(
      `update vehicles set deal_rating = 'fair', price_drop = 500, price_dropped_at = now() where id = $1`,
      [id],
    );
    const columns = async (counted: string) =>
      (
        await pool.query<{ column_name: string }>(
          `select kept.column_name from vehicles v, ${counted}(v) kept where v.id = $1 order by 1`,
          [id],
        )
      ).rows.map((row) => row.column_name);
    expect(await columns('vehicle_counted_values')).toEqual(
      [...keptColumns, 'deal_rating', 'price_dropped_on', 'feature_bits', 'price_band', 'place'].sort(),
    );
    expect(await columns('vehicle_make_counted_values')).toEqual(
      [...keptColumns]
        .filter((column) => column !== 'make')
        .concat('deal_rating', 'model', 'price_band')
        .sort(),
    );
  });

  it('keep each price in the band the sidebar shows it in, at every edge of every band', async () => {
    const pool = poolOf(server.payload);
    const edges = priceBands.flatMap((band, index) =>
      [band.min, band.max].flatMap((price) => (price === undefined ? [] : [{ price, index }])),
    );
    for (const { price, index } of [...edges, { price: 0, index: 0 }, { price: 2_500_000, index: 6 }]) {
      const { rows } = await pool.query<{ band: number | null }>('select vehicle_price_band($1) as band', [price]);
      expect(rows[0].band, `the band of $${price}`).toBe(index);
    }
    const cheapest = await listing({ make: 'Lancia', price: 19_999.99, status: 'approved' });
    const next = await listing({ make: 'Lancia', price: 20_000, status: 'approved' });
    await update(next.id, { price: 150_000 });
    expect((await facets('make=Lancia')).facets.price).toEqual([
      { label: 'Under $20,000', max: 19_999.99, count: 1 },
      { label: '$150,000 and up', min: 150_000, count: 1 },
    ]);
    await update(cheapest.id, { status: 'sold' });
    await expectKeptCountsExact();
  });

  it('total recent price drops by the day they dropped, and the first day of the 30 from the listings', async () => {
    const pool = poolOf(server.payload);
    const before = await searchTotal('priceDrops=true');
    const seen = await listing({ make: 'Jaguar', price: 70000, status: 'approved' });
    // A price cut: the database notes the drop and when.
    await update(seen.id, { price: 64000 });
    expect(await searchTotal('priceDrops=true')).toBe(before + 1);
    const dropped = async (drop: number, at: string, status = 'approved') => {
      const { id } = await listing({ make: 'Jaguar', status });
      await pool.query(`update vehicles set price_drop = $2, price_dropped_at = ${at} where id = $1`, [id, drop]);
      return id;
    };
    const since = `now() - make_interval(days => ${priceDropRules.recentDays})`;
    // Within the day the 30 days begin in: halfway from their start to that day's end (UTC).
    const firstDay = `${since} + (date_trunc('day', ${since}, 'UTC') + interval '1 day' - (${since})) / 2`;
    await dropped(priceDropRules.minimumAmount, `${since} + interval '1 day'`);
    await dropped(5000, firstDay);
    await dropped(5000, `${since} - interval '1 minute'`);
    await dropped(priceDropRules.minimumAmount - 1, 'now()');
    const sold = await dropped(900, 'now()', 'sold');
    expect(await searchTotal('priceDrops=true')).toBe(before + 3);
    expect(await searchTotal('priceDrops=true&includeSold=true')).toBe(
      await searchTotal('includeSold=true&priceDrops=true&minMileage=0'),
    );
    await expectKeptCountsExact();

    // The days after the first are read from the kept counts: a day kept in the future counts, one long past not.
    await pool.query(`insert into vehicle_value_counts (status, column_name, value, listings)
      values ('approved', 'price_dropped_on', '2999-01-01', 7), ('approved', 'price_dropped_on', '2001-01-01', 5)`);
    try {
      // A bound leaving out no listing: the same question, not yet asked (a cached total would answer it).
      expect(await searchTotal('priceDrops=true&maxPrice=4000000')).toBe(before + 10);
      expect(await searchTotal('priceDrops=true&maxPrice=4000000&minMileage=0')).toBe(before + 3);
    } finally {
      await pool.query(`delete from vehicle_value_counts where value in ('2999-01-01', '2001-01-01')`);
    }
    // A drop taken back, and a sold car with one listed again.
    await update(seen.id, { price: 70000 });
    await update(sold, { status: 'approved' });
    await expectKeptCountsExact();
  });

  it('total a search around a place from the places kept, and page it by distance as a hand count does', async () => {
    const pool = poolOf(server.payload);
    // Near and far from Beverly Hills, two listings at some places, a sold one and a pending one.
    for (const [zipCode, status] of [
      ['90210', 'approved'],
      ['91355', 'approved'],
      ['92705', 'approved'],
      ['90001', 'approved'],
      ['90001', 'approved'],
      ['91355', 'sold'],
      ['92705', 'pending'],
      ['60611', 'approved'],
      ['90210', 'approved'],
    ]) {
      await listing({ make: 'Acura', zipCode, status });
    }
    const { rows: zip } = await pool.query<{ latitude: number; longitude: number }>(
      `select latitude, longitude from zip_codes where zip = '90210'`,
    );
    const { rows: listings } = await pool.query<{ id: number; latitude: number; longitude: number; status: string }>(
      `select id, latitude, longitude, status::text from vehicles where latitude is not null`,
    );
    const miles = (to: { latitude: number; longitude: number }) => {
      const radians = (degrees: number) => (degrees * Math.PI) / 180;
      const { latitude, longitude } = zip[0];
      const a =
        Math.sin(radians(to.latitude - latitude) / 2) ** 2 +
        Math.cos(radians(latitude)) *
          Math.cos(radians(to.latitude)) *
          Math.sin(radians(to.longitude - longitude) / 2) ** 2;
      return 3958.8 * 2 * Math.asin(Math.sqrt(a));
    };
    const within = (radius: number, statuses: string[]) =>
      listings
        .filter((row) => statuses.includes(row.status) && miles(row) <= radius)
        .map((row) => ({ id: row.id, distance: Math.round(miles(row) * 10) / 10 }))
        .sort((a, b) => a.distance - b.distance || a.id - b.id);

    for (const radius of [10, 50, 100]) {
      const expected = within(radius, ['approved']);
      expect(expected.length, `listings within ${radius} miles`).toBeGreaterThan(0);
      expect(await searchTotal(`location=90210&radius=${radius}`)).toBe(expected.length);
      expect(await searchTotal(`location=90210&radius=${radius}&includeSold=true`)).toBe(
        within(radius, ['approved', 'sold']).length,
      );
      // Every page of two, nearest first, ties by id, as the page after the last answers none.
      const pages: { id: number; distance: number }[] = [];
      for (let page = 1; page <= Math.ceil(expected.length / 2) + 1; page += 1) {
        const response = await visitor.get(
          `/api/vehicles/search?location=90210&radius=${radius}&sortBy=distance&limit=2&page=${page}`,
        );
        const answer = response.body as { total: number; vehicles: { id: number; distance: number }[] };
        expect(answer.total).toBe(expected.length);
        pages.push(...answer.vehicles.map(({ id, distance }) => ({ id, distance })));
      }
      expect(pages, `pages within ${radius} miles`).toEqual(expected);
    }

    // The total is added up from the places kept: a place kept with listings the table does not hold counts.
    const kept = await pool.query(
      `insert into vehicle_value_counts (status, column_name, value, listings)
       values ('approved', 'place', '34.09,-118.41', 4) returning latitude, longitude`,
    );
    try {
      expect(kept.rows[0]).toEqual({ latitude: 34.09, longitude: -118.41 });
      // (A radius not asked before: a total is kept per listings version, which the row above does not move.)
      expect(await searchTotal('location=90210&radius=11')).toBe(within(11, ['approved']).length + 4);
      expect(await searchTotal('location=90210&radius=11&minMileage=0')).toBe(within(11, ['approved']).length);
    } finally {
      await pool.query(`delete from vehicle_value_counts where column_name = 'place' and value = '34.09,-118.41'`);
    }
    await expectKeptCountsExact();
  });

  it('total a keyword of one word from the words kept, and count one matching several', async () => {
    await listing({ make: 'Porsche', model: 'Cayenne', description: 'Zephyrine paint.', status: 'approved' });
    expect(await searchTotal('query=zephyrine')).toBe(1);
    const pool = poolOf(server.payload);
    // Words kept with no listing behind them, known to the vocabulary, so that a typo finds them.
    await pool.query(`insert into vehicle_word_counts (status, word, listings)
      values ('approved', 'quokkamobile', 4), ('approved', 'zephyrines', 2)`);
    await pool.query(`insert into search_words (word) values ('quokkamobile'), ('zephyrines') on conflict do nothing`);
    try {
      // One word matched: its kept count. A typo of it, or the start of it, alone.
      expect(await searchTotal('query=QuokkaMobile')).toBe(4);
      expect(await searchTotal('query=qokkamobile&maxPrice=5000000')).toBe(4);
      expect(await searchTotal('query=quokka')).toBe(4);
      expect(await searchTotal('query=quokkamobile&minMileage=0')).toBe(0);
      // Two words (zephyrine, zephyrines) may share listings: counted.
      expect(await searchTotal('query=zephyr')).toBe(1);
      // Two terms, or a term beside another filter: counted.
      expect(await searchTotal('query=quokkamobile+paint')).toBe(0);
      expect(await searchTotal('query=quokkamobile&make=Porsche')).toBe(0);
    } finally {
      await pool.query(`delete from vehicle_word_counts where word in ('quokkamobile', 'zephyrines')`);
      await pool.query(`delete from search_words where word in ('quokkamobile', 'zephyrines')`);
    }
    await expectKeptCountsExact();
  });

  it("pair an update's old and new rows without a nested loop, whatever the session's first update planned", async () => {
    const ids: number[] = [];
    for (const make of ['Opel', 'Opel', 'Skoda']) ids.push((await listing({ make, status: 'approved' })).id);
    const client = new pg.Client({ connectionString: server.env.databaseUrl });
    await client.connect();
    const plans: string[] = [];
    client.on('notice', (notice) => plans.push(notice.message ?? ''));
    try {
      // Every plan of the session, nested ones too, sent to it as a notice.
      await client.query(`load 'auto_explain'`);
      await client.query(`set auto_explain.log_min_duration = 0; set auto_explain.log_nested_statements = on;
        set auto_explain.log_level = notice`);
      // PL/pgSQL keeps the trigger's plan for the session: made here, for a statement of one row.
      await client.query('update vehicles set views = views + 1 where id = $1', [ids[0]]);
      plans.length = 0;
      await client.query(`update vehicles set status = 'sold' where id = any($1)`, [ids]);
      for (const table of ['vehicle_word_counts', 'vehicle_make_body_value_counts', 'vehicle_make_price_steps']) {
        const pairing = plans.filter((plan) => plan.includes(`Insert on ${table}`));
        expect(pairing, table).toHaveLength(1);
        // The pairing by id (the unnest of each row's values after it is a nested loop by nature).
        expect(pairing[0], table).toMatch(/CTE changed\n\s*->\s+(Hash|Merge) Join/);
      }
    } finally {
      await client.end();
    }
    await expectKeptCountsExact();
  });

  it('start again from nothing when the listings are truncated', async () => {
    await poolOf(server.payload).query('truncate vehicles cascade');
    expect(await facets('includeSold=true')).toMatchObject({ total: 0, facets: { make: [], price: [] } });
    // With no listing, no bound leaves one out.
    expect(await facets('maxPrice=5000000&minYear=2020')).toMatchObject({ total: 0, facets: { make: [] } });
    expect(await searchTotal('make=Genesis&maxPrice=5000000')).toBe(0);
    await listing({ make: 'Genesis', status: 'approved' });
    expect(await makeCounts()).toEqual({ Genesis: 1 });
    await expectKeptCountsExact();
  });
});
