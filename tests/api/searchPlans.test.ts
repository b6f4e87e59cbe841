/**
 * What PostgreSQL reads for a first search by make, newest first (the storefront's default order), on a market where
 * one make is half of the listings: its estimate of the make's share, and the rows the page's statement reads.
 * Without statistics of lower(make), every make was estimated at 0.5 % of the listings, and the newest 30 of a
 * common one were found by reading and sorting all of its listings. And what a first search around a place reads,
 * sorted by distance: the listings of its nearest places, however many more the circle holds. And what the page of
 * a keyword reads once its total is known: the newest listings up to the page for a common word, its own matches for
 * a rare one, whose newest page walked in order would read every listing newer than its matches.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchParamsSchema } from '../../contract/search.ts';
import { filterSet } from '../../cms/domain/search/filterConditions.ts';
import {
  countedBy,
  countStatement,
  keywordPageAmongMatches,
  rowsAndTotal,
  searchStatements,
  searchVehicles,
  unpricedSearch,
  wideRangeWalked,
} from '../../cms/domain/search/searchVehicles.ts';
import { holdListings } from '../../cms/domain/search/facetIndex.ts';
import { countFacets } from '../../cms/domain/search/facets.ts';
import { keptTotal } from '../../cms/domain/search/keptTotal.ts';
import { withNearPlaces } from '../../cms/domain/search/keptPlaces.ts';
import { poolOf } from '../../cms/platform/db/pool.ts';
import pg from 'pg';
import type { SQL } from '@payloadcms/db-postgres/drizzle';
import type { Payload } from 'payload';
import { endGenericPlanPool, genericPlanPool } from '../../cms/platform/db/genericPlans.ts';
import { keepPreparedStatements, render, runPrepared, type Statement } from '../../cms/platform/db/preparedSql.ts';
import { copyListing, createAccount, createListing } from '../helpers/fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/testServer.ts';

let server: TestServer;

const TOYOTAS = 4_000;
const OTHER_MAKES = ['Audi', 'BMW', 'Ford', 'Honda', 'Kia', 'Mazda', 'Nissan', 'Porsche', 'Subaru', 'Volvo'];
const EACH_OTHER = 400;
/** Places in Chicago, within a few miles of each other, and the listings at each. */
const CHICAGO_ZIPS = ['60601', '60605', '60607', '60610', '60611', '60613', '60614', '60616', '60622', '60657'];
const AT_EACH_PLACE = 150;

beforeAll(async () => {
  server = await startTestServer();
  const seller = await createAccount(server.payload, 'user', 'seller');
  const toyota = await createListing(server.payload, seller.id, { make: 'Toyota', model: 'Camry', status: 'approved' });
  await copyListing(server.payload, toyota.id, TOYOTAS - 1);
  for (const make of OTHER_MAKES) {
    const listing = await createListing(server.payload, seller.id, { make, model: 'Any', status: 'approved' });
    await copyListing(server.payload, listing.id, EACH_OTHER - 1);
  }
  for (const zipCode of CHICAGO_ZIPS) {
    const listing = await createListing(server.payload, seller.id, { make: 'Kia', zipCode, status: 'approved' });
    await copyListing(server.payload, listing.id, AT_EACH_PLACE - 1);
  }
  // As autovacuum does after a table has changed this much.
  await poolOf(server.payload).query('analyze vehicles; analyze vehicle_value_counts');
}, 120_000);
afterAll(() => server?.close());

interface PlanNode {
  'Node Type': string;
  'Plan Rows': number;
  'Actual Rows': number;
  'Actual Loops': number;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

async function explain(
  sql: string,
  params: unknown[] = [],
  on: pg.Pool | pg.Client = poolOf(server.payload),
): Promise<PlanNode> {
  const { rows } = await on.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    `explain (analyze, format json) ${sql}`,
    params,
  );
  return rows[0]['QUERY PLAN'][0].Plan;
}

/** The page's statement of a search by make, newest first. */
async function makePage(make: string) {
  const filters = searchParamsSchema.parse({ make, view: 'card' });
  return render(searchStatements(await filterSet(server.payload, filters), filters).rows);
}

/** The plan of a prepared statement run with `params` (EXECUTE takes its values as SQL: the same values, written in). */
function explainExecute(name: string, params: unknown[], on: pg.Pool | pg.Client): Promise<PlanNode> {
  const values = params.map((value) =>
    typeof value === 'number'
      ? String(value)
      : pg.escapeLiteral(Array.isArray(value) ? `{${value.join(',')}}` : String(value)),
  );
  return explain(`execute ${name}(${values.join(', ')})`, [], on);
}

/**
 * The plan a statement planned once runs with, on a connection that ran `before` and it first: asserted to be its
 * one generic plan, never a plan made for the values.
 */
async function planRunOnce(statement: Statement, before: Statement[] = []): Promise<PlanNode> {
  const pool = new pg.Pool({ connectionString: server.env.databaseUrl, max: 1 });
  keepPreparedStatements(pool, 10);
  try {
    for (const run of [...before, statement]) await runPrepared(pool, run);
    const sibling = genericPlanPool(pool);
    const { rows } = await sibling.query<{ name: string; custom: number }>(
      'select name, custom_plans::int as custom from pg_prepared_statements where statement = $1',
      [statement.sql],
    );
    expect(rows).toEqual([{ name: expect.any(String), custom: 0 }]);
    return await explainExecute(rows[0].name, statement.params, sibling);
  } finally {
    await endGenericPlanPool(pool);
    await pool.end();
  }
}

/** The most rows any step of a plan handles. */
const mostRowsOf = (plan: PlanNode) =>
  Math.max(...nodesOf(plan).map((node) => node['Actual Rows'] * node['Actual Loops']));

describe('a first search by make, newest first', () => {
  it("is planned knowing the make's share of the listings", async () => {
    const plan = await explain(`select id from vehicles where status = 'approved' and lower(make) = lower('Toyota')`);
    expect(plan['Actual Rows']).toBe(TOYOTAS);
    expect(plan['Plan Rows']).toBeGreaterThan(TOYOTAS / 2);
    expect(plan['Plan Rows']).toBeLessThan(TOYOTAS * 2);
  });

  it('reads the newest page of a common make, not all of its listings', async () => {
    const statement = await makePage('Toyota');
    const plan = await explain(statement.sql, statement.params);
    expect(plan['Actual Rows']).toBe(30);
    // Each step of the plan handles at most the page and its lookups, not the make's 4,000 listings.
    expect(mostRowsOf(plan)).toBeLessThanOrEqual(60);
  });

  it('reads no more with the one plan it runs for every make, once prepared on its connection', async () => {
    const pages = await Promise.all([...OTHER_MAKES, 'Toyota'].map(makePage));
    for (const statement of pages) expect(statement.plannedOnce).toBe(true);
    // The page is planned once, for any make (genericPlans.ts). With the page's size a parameter, that plan read
    // all of Toyota's 4,000 listings and sorted them.
    const plan = await planRunOnce(await makePage('Toyota'), pages);
    expect(plan['Actual Rows']).toBe(30);
    expect(mostRowsOf(plan)).toBeLessThanOrEqual(60);
  });

  it('plans the page of a wide price range to walk the listings in order, and of a narrower one to sort it', async () => {
    /** The statement rowsAndTotal runs for the page, given the search's total. */
    const pageOf = async (total: number, query: Record<string, string> = {}) => {
      const filters = searchParamsSchema.parse({ make: 'Toyota', minPrice: '1000', maxPrice: '900000', ...query });
      const statements = searchStatements(await filterSet(server.payload, filters), filters);
      let ran: Statement | undefined;
      await rowsAndTotal(
        statements,
        async <T>(statement: SQL) => {
          ran = render(statement);
          return (await poolOf(server.payload).query(ran.sql, ran.params)).rows as T[];
        },
        async () => total,
        filters.page,
      );
      return ran!;
    };
    // Toyota's 4,000 newest first: the one plan of the range sorted them all; with the price checked on each index
    // entry and estimated to keep half, the one plan of this page walks the newest 30.
    const newest = await pageOf(TOYOTAS);
    expect(newest.plannedOnce).toBe(true);
    expect(mostRowsOf(await planRunOnce(newest))).toBeLessThanOrEqual(60);
    // Under a body type the walk reads each listing to check it: planned for its values, and never prepared (after
    // five runs PostgreSQL would take the plan that sorts the range, its estimate the lower).
    const sedans = await pageOf(TOYOTAS, { bodyType: 'Sedan' });
    expect(sedans.plannedOnce).toBeUndefined();
    expect(sedans.plannedForItsValues).toBe(true);
    expect(mostRowsOf(await explain(sedans.sql, sedans.params))).toBeLessThanOrEqual(60);
    const pool = new pg.Pool({ connectionString: server.env.databaseUrl, max: 1 });
    try {
      for (let run = 0; run < 6; run++) await runPrepared(pool, sedans);
      const { rows } = await pool.query('select count(*)::int as prepared from pg_prepared_statements');
      expect(rows).toEqual([{ prepared: 0 }]);
    } finally {
      await pool.end();
    }
    // Fewer matches than that: the page sorts them, planned once.
    const narrow = await pageOf(EACH_OTHER);
    expect(narrow.plannedOnce).toBe(true);
    expect(narrow.sql).not.toBe(newest.sql);
  });

  it("reads a price range's listings from the index alone with the one plan it runs for every range", async () => {
    const filters = searchParamsSchema.parse({ make: 'Toyota', minPrice: '1000', maxPrice: '900000', view: 'card' });
    const statement = render(searchStatements(await filterSet(server.payload, filters), filters).rows);
    expect(statement.plannedOnce).toBe(true);
    const plan = await planRunOnce(statement);
    expect(plan['Actual Rows']).toBe(30);
    // The plan, blind to the range, may sort every listing in it: from index entries, reading the page's rows alone.
    const rowsRead = nodesOf(plan)
      .filter((node) => /^(Index Scan|Bitmap Heap Scan|Seq Scan)/.test(node['Node Type']))
      .map((node) => ({ index: node['Index Name'], rows: node['Actual Rows'] * node['Actual Loops'] }));
    expect(rowsRead).toEqual([{ index: 'vehicles_pkey', rows: 30 }]);
  });
});

describe('a first search around a place, nearest first', () => {
  const nearest = async (location: string, page = 1, bounds: Record<string, string> = {}) => {
    const filters = searchParamsSchema.parse({
      location,
      radius: '50',
      sortBy: 'distance',
      page: String(page),
      ...bounds,
    });
    const set = await withNearPlaces(server.payload, await filterSet(server.payload, filters), filters.sortBy);
    return render(searchStatements(set, filters).rows);
  };

  it('reads the listings of the nearest places, not of every place inside the circle', async () => {
    const statement = await nearest('60601');
    const plan = await explain(statement.sql, statement.params);
    expect(plan['Actual Rows']).toBe(30);
    // The nearest place's 150 listings, and the first of the next (its distance ends the page's ties), not 1,500.
    expect(mostRowsOf(plan)).toBeLessThanOrEqual(2 * AT_EACH_PLACE);
  });

  it('sends the nearest places that fill the pages, and reads farther ones only when a filter leaves those short', async () => {
    const placesSent = async (page: number) => (await nearest('60601', page)).params.find(Array.isArray)?.length;
    expect(await placesSent(1), 'the nearest place holds the first page').toBe(1);
    expect(await placesSent(6), 'the first 180 listings are at the nearest two').toBe(2);
    expect(await placesSent(2), 'the first 60 at the nearest').toBe(1);
    const bounded = await nearest('60601', 2, { maxPrice: '100000' });
    expect(bounded.params.find(Array.isArray), 'under a bound, places holding four times the pages').toHaveLength(2);
    // Every Chicago listing but this one is dearer, and the nearest place holds none under its price.
    const seller = await createAccount(server.payload, 'user', 'far-seller');
    const cheap = await createListing(server.payload, seller.id, {
      make: 'Kia',
      zipCode: '60657',
      price: 9_000,
      status: 'approved',
    });
    try {
      const statement = await nearest('60601', 1, { maxPrice: '9500' });
      expect(statement.params.find(Array.isArray)).toHaveLength(1);
      const { rows } = await poolOf(server.payload).query<{ id: number }>(statement.sql, statement.params);
      expect(rows.map((row) => row.id)).toEqual([cheap.id]);
    } finally {
      await server.payload.delete({ collection: 'vehicles', id: cheap.id, overrideAccess: true });
    }
  });

  it('reads as few with the plan PostgreSQL makes for any place, once the statement is prepared', async () => {
    const client = new pg.Client({ connectionString: server.env.databaseUrl });
    await client.connect();
    try {
      const statement = await nearest('60611', 2);
      await client.query('set plan_cache_mode = force_generic_plan');
      await client.query(`prepare nearest as ${statement.sql}`);
      const plan = await explainExecute('nearest', statement.params, client);
      expect(plan['Actual Rows']).toBe(30);
      expect(mostRowsOf(plan)).toBeLessThanOrEqual(2 * AT_EACH_PLACE);
    } finally {
      await client.end();
    }
  });
});

describe('the places around a point', () => {
  it('are read once per listings version: a new search reads none, and a listing at a new place is found', async () => {
    const around = (maxPrice: number) =>
      searchParamsSchema.parse({ location: '60603', radius: '50', sortBy: 'distance', maxPrice: String(maxPrice) });
    const before = await searchVehicles(server.payload, around(9_000_000));
    expect(before.total).toBe(CHICAGO_ZIPS.length * AT_EACH_PLACE);
    // Every statement any connection sends, while a new bound is searched (no answer or total is cached for it).
    const sent: string[] = [];
    const query = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
      sent.push(typeof config === 'string' ? config : String((config as { text?: unknown }).text));
      return (query as (...args: unknown[]) => unknown).call(this, config, ...rest);
    } as typeof query;
    try {
      const again = await searchVehicles(server.payload, around(8_999_999));
      expect(again.total).toBe(before.total);
    } finally {
      pg.Client.prototype.query = query;
    }
    expect(
      sent.some((text) => text.includes('cross join lateral')),
      'the page was read',
    ).toBe(true);
    expect(
      sent.filter((text) => text.includes("column_name = 'place'") && !text.includes('cross join lateral')),
      'no place read again',
    ).toEqual([]);
    const seller = await createAccount(server.payload, 'user', 'loop-seller');
    const loop = await createListing(server.payload, seller.id, { make: 'Kia', zipCode: '60603', status: 'approved' });
    const after = await searchVehicles(server.payload, around(8_999_998));
    expect(after.total).toBe(CHICAGO_ZIPS.length * AT_EACH_PLACE + 1);
    expect(after.vehicles[0].id, 'the listing at the point itself, nearest').toBe(loop.id);
  });
});

describe('the page of a keyword whose total is known', () => {
  /** The page's rows, the statement that chose them, and what it read, given the total (as a cached one). */
  const keywordPage = async (query: string, total: number, page = 1) => {
    const filters = searchParamsSchema.parse({ query, view: 'card', page: String(page) });
    const set = await filterSet(server.payload, filters);
    const statements = searchStatements(set, filters);
    const ran: string[] = [];
    let read = 0;
    const { rows } = await rowsAndTotal(
      statements,
      async <T>(statement: (typeof statements)['rows']) => {
        ran.push(statement === statements.rows ? 'rows' : statement === statements.rowsAndCount ? 'pass' : 'count');
        const { sql, params } = render(statement);
        read = Math.max(read, mostRowsOf(await explain(sql, params)));
        return (await poolOf(server.payload).query(sql, params)).rows as T[];
      },
      async () => total,
      filters.page,
      keywordPageAmongMatches(server.payload, set, filters),
    );
    return { ids: rows.map((row) => row.id), ran, read };
  };

  it('walks the newest listings for a common word, and reads only its matches for a rare one', async () => {
    const seller = await createAccount(server.payload, 'user', 'seller');
    const rare = [];
    for (let index = 0; index < 3; index++) {
      rare.push(
        (await createListing(server.payload, seller.id, { description: 'Wombat grey.', status: 'approved' })).id,
      );
    }
    // The oldest listings of all: walked newest first, the page would read every listing to reach them.
    await poolOf(server.payload).query(
      `update vehicles set created_at = '2001-01-01'::timestamptz - make_interval(secs => id) where id = any($1)`,
      [rare],
    );
    // Kia's newest 1,500 listings are the newest of all.
    const kia = await keywordPage('kia', EACH_OTHER + CHICAGO_ZIPS.length * AT_EACH_PLACE);
    expect(kia.ran).toEqual(['rows']);
    expect(kia.ids).toHaveLength(30);
    // The page, sorted with the listings of equal time (a place's copies were made at once): not Kia's 1,900.
    expect(kia.read).toBeLessThanOrEqual(AT_EACH_PLACE + 30);

    const wombat = await keywordPage('wombat', 3);
    expect(wombat.ran).toEqual(['pass']);
    expect(wombat.ids).toEqual(rare);
    // Its three matches, each looked up a few times: not the 9,500 listings a walk would read to reach them.
    expect(wombat.read).toBeLessThanOrEqual(30);
    // Past the last page: no row, read as few.
    const past = await keywordPage('wombat', 3, 2);
    expect(past).toMatchObject({ ids: [], ran: ['pass'] });
    expect(past.read).toBeLessThanOrEqual(30);
  });
});

describe('the sidebar and total of a search by make, from the kept counts', () => {
  it('are planned once for every make, and count as before', async () => {
    const pool = new pg.Pool({ connectionString: server.env.databaseUrl, max: 1 });
    keepPreparedStatements(pool, 10);
    // The kept counts, not the listings held in memory.
    holdListings(pool, false);
    // Only the pool, as the search module reads through it.
    const payload = { db: { pool } } as unknown as Payload;
    try {
      for (const make of [...OTHER_MAKES, 'Toyota']) {
        const filters = searchParamsSchema.parse({ make });
        const sidebar = await countFacets(payload, filters);
        // Counted on the listings themselves (the tests above add a few of some makes).
        const [{ expected }] = (
          await pool.query<{ expected: number }>(
            `select count(*)::int as expected from vehicles where status = 'approved' and lower(make) = lower($1)`,
            [make],
          )
        ).rows;
        expect(expected).toBeGreaterThanOrEqual(make === 'Toyota' ? TOYOTAS : EACH_OTHER);
        expect(sidebar.total).toBe(expected);
        expect(sidebar.facets.make.find((entry) => entry.value === make)?.count).toBe(expected);
        expect(await keptTotal(payload, await filterSet(payload, filters), filters)).toBe(expected);
      }
      // Each statement is one for every make (the make is its parameter, the columns written in), planned once.
      const { rows } = await genericPlanPool(pool).query<{ generic: number; custom: number }>(
        `select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements
         where statement like '%vehicle_make_value_counts%'`,
      );
      expect(rows.length).toBeGreaterThanOrEqual(2);
      for (const row of rows) expect(row).toEqual({ generic: OTHER_MAKES.length + 1, custom: 0 });
    } finally {
      await endGenericPlanPool(pool);
      await pool.end();
    }
  });
});

describe('a first search with sold cars included', () => {
  const LEXUS = 1_500;
  const SOLD_LEXUS = 500;

  beforeAll(async () => {
    const seller = await createAccount(server.payload, 'user', 'lexus-seller');
    for (const [status, n] of [
      ['approved', LEXUS],
      ['sold', SOLD_LEXUS],
    ] as const) {
      const listing = await createListing(server.payload, seller.id, { make: 'Lexus', model: 'RX', status });
      await copyListing(server.payload, listing.id, n - 1);
    }
    await poolOf(server.payload).query('analyze vehicles');
  });

  const lexus = searchParamsSchema.parse({ make: 'Lexus', includeSold: 'true', view: 'card' });
  const scansOfVehicles = (plan: PlanNode) => nodesOf(plan).filter((node) => node['Relation Name'] === 'vehicles');

  it('reads the newest page of the approved and of the sold apart, each through its own index, not every listing', async () => {
    const statement = render(searchStatements(await filterSet(server.payload, lexus), lexus).rows);
    const plan = await explain(statement.sql, statement.params);
    expect(plan['Actual Rows']).toBe(30);
    const scans = scansOfVehicles(plan);
    expect(scans.map((node) => node['Node Type'])).not.toContain('Seq Scan');
    expect(scans.map((node) => node['Index Name'])).toEqual(
      expect.arrayContaining([expect.stringMatching(/^vehicles_approved_/), expect.stringMatching(/^vehicles_sold_/)]),
    );
    // Two walks of at most a page each, merged, and the page's lookups: not the make's 2,000 listings.
    expect(mostRowsOf(plan)).toBeLessThanOrEqual(60);
  });

  it('counts the approved and the sold, each part once', async () => {
    const statement = render(searchStatements(await filterSet(server.payload, lexus), lexus).count);
    const { rows } = await poolOf(server.payload).query<{ total: number }>(statement.sql, statement.params);
    expect(rows).toEqual([{ total: LEXUS + SOLD_LEXUS }]);
  });

  it('is planned for its values: a filter no sold listing matches (a deal rating) is found through its index', async () => {
    const statement = render(searchStatements(await filterSet(server.payload, lexus), lexus).rows);
    expect(statement.plannedOnce).toBeUndefined();
    // Without sold cars, the same search walks the make's index in order, planned once.
    expect((await makePage('Lexus')).plannedOnce).toBe(true);
  });

  it('walks both parts of a wide price range under a make in order, with one plan for every range', async () => {
    const filters = searchParamsSchema.parse({
      make: 'Lexus',
      includeSold: 'true',
      minPrice: '1000',
      maxPrice: '900000',
      view: 'card',
    });
    const statements = searchStatements(await filterSet(server.payload, filters), filters);
    const wide = render(statements.rowsOfWideRange!);
    expect(wide.plannedOnce).toBe(true);
    const plan = await planRunOnce(wide);
    expect(plan['Actual Rows']).toBe(30);
    // Two walks of at most a page each, merged: the plan for these values reads as few.
    expect(mostRowsOf(plan)).toBeLessThanOrEqual(60);
    const pageOf = async (statement: Statement) =>
      (await poolOf(server.payload).query<{ id: number }>(statement.sql, statement.params)).rows.map(({ id }) => id);
    const byValues = render(statements.rows);
    expect(byValues.plannedOnce).toBeUndefined();
    expect(await pageOf(wide)).toEqual(await pageOf(byValues));
    // Without a make, the sold part could read every sold listing: planned for its values alone.
    const anyMake = searchParamsSchema.parse({ includeSold: 'true', minPrice: '1000', maxPrice: '900000' });
    expect(searchStatements(await filterSet(server.payload, anyMake), anyMake).rowsOfWideRange).toBeUndefined();
  });

  it('walks a price range while the walk reads few listings per match, and plans a narrow one for its values', async () => {
    const seller = await createAccount(server.payload, 'user', 'genesis-seller');
    for (const [status, price, n] of [
      ['approved', 30_000, 300],
      ['sold', 30_000, 100],
      ['approved', 77_777, 10],
    ] as const) {
      const listing = await createListing(server.payload, seller.id, { make: 'Genesis', model: 'G80', status, price });
      await copyListing(server.payload, listing.id, n - 1);
    }
    await poolOf(server.payload).query('analyze vehicles');
    /** The page as rowsAndTotal chooses it with wideRangeWalked: its ids, the statement that ran, and the total. */
    const pageOf = async (minPrice: string, maxPrice: string) => {
      const filters = searchParamsSchema.parse({ make: 'Genesis', includeSold: 'true', minPrice, maxPrice });
      const set = await filterSet(server.payload, filters);
      const statements = searchStatements(set, filters);
      let ran: Statement | undefined;
      const run = async <T>(statement: SQL) => {
        ran = render(statement);
        return (await poolOf(server.payload).query(ran.sql, ran.params)).rows as T[];
      };
      const unpriced = unpricedSearch(set, filters);
      const { rows, total } = await rowsAndTotal(
        statements,
        run,
        (count) => count(),
        filters.page,
        undefined,
        wideRangeWalked(set, filters, () => countedBy(run, countStatement(unpriced.set))),
      );
      const page = rows.map((row) => row.id);
      const byValues = render(statements.rows);
      const valuesPage = (await poolOf(server.payload).query(byValues.sql, byValues.params)).rows.map(({ id }) => id);
      return { page, valuesPage, statement: ran!, total, searched: await searchVehicles(server.payload, filters) };
    };
    // 410 matches of 410 Genesis listings: the newest page walked reads about 30, under the 3,000 that a page
    // without sold cars needs to be walked.
    const wide = await pageOf('1000', '900000');
    expect(wide.total).toBe(410);
    expect(wide.statement.plannedOnce).toBe(true);
    expect(mostRowsOf(await planRunOnce(wide.statement))).toBeLessThanOrEqual(60);
    expect(wide.page).toEqual(wide.valuesPage);
    // 10 of 410: a walk would read every listing for them; planned for its values, it reads the 10 through the price.
    const narrow = await pageOf('77000', '78000');
    expect(narrow.total).toBe(10);
    expect(narrow.statement.plannedOnce).toBeUndefined();
    expect(narrow.page).toEqual(narrow.valuesPage);
    // The search answers the same pages.
    for (const { searched, page, total } of [wide, narrow]) {
      expect(searched.vehicles.map((vehicle) => vehicle.id)).toEqual(page);
      expect(searched.total).toBe(total);
    }
  });

  it('has a twin over sold listings for every index search reads approved listings through', async () => {
    const { rows } = await poolOf(server.payload).query<{ name: string; definition: string }>(
      `select indexname as name, indexdef as definition from pg_indexes where tablename = 'vehicles'`,
    );
    const definitions = new Map(rows.map(({ name, definition }) => [name, definition]));
    // The market values' index (listings without a model's value), which search does not read.
    const approvedOnly = rows.filter(
      ({ name, definition }) =>
        definition.includes(`WHERE (status = 'approved'::`) && name !== 'vehicles_approved_unmodelled_idx',
    );
    expect(approvedOnly.length).toBeGreaterThanOrEqual(15);
    for (const { name, definition } of approvedOnly) {
      const twin = name.replace(/^vehicles_(approved_)?/, 'vehicles_sold_');
      expect(definitions.get(twin), twin).toBe(
        definition.replace(` ${name} ON `, ` ${twin} ON `).replace(`(status = 'approved'::`, `(status = 'sold'::`),
      );
    }
  });
});
