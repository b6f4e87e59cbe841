/**
 * What PostgreSQL reads for a first search by make, newest first (the storefront's default order), on a market where
 * one make is half of the listings: its estimate of the make's share, and the rows the page's statement reads.
 * Without statistics of lower(make), every make was estimated at 0.5 % of the listings, and the newest 30 of a
 * common one were found by reading and sorting all of its listings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchParamsSchema } from '../../contract/search.ts';
import { filterSet } from '../../cms/domain/search/filterConditions.ts';
import { searchStatements } from '../../cms/domain/search/searchVehicles.ts';
import { poolOf } from '../../cms/platform/db/pool.ts';
import { render } from '../../cms/platform/db/preparedSql.ts';
import { copyListing, createAccount, createListing } from '../helpers/fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/testServer.ts';

let server: TestServer;

const TOYOTAS = 4_000;
const OTHER_MAKES = ['Audi', 'BMW', 'Ford', 'Honda', 'Kia', 'Mazda', 'Nissan', 'Porsche', 'Subaru', 'Volvo'];
const EACH_OTHER = 400;

beforeAll(async () => {
  server = await startTestServer();
  const seller = await createAccount(server.payload, 'user', 'seller');
  const toyota = await createListing(server.payload, seller.id, { make: 'Toyota', model: 'Camry', status: 'approved' });
  await copyListing(server.payload, toyota.id, TOYOTAS - 1);
  for (const make of OTHER_MAKES) {
    const listing = await createListing(server.payload, seller.id, { make, model: 'Any', status: 'approved' });
    await copyListing(server.payload, listing.id, EACH_OTHER - 1);
  }
  // As autovacuum does after a table has changed this much.
  await poolOf(server.payload).query('analyze vehicles');
}, 120_000);
afterAll(() => server?.close());

interface PlanNode {
  'Node Type': string;
  'Plan Rows': number;
  'Actual Rows': number;
  'Actual Loops': number;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

async function explain(sql: string, params: unknown[] = []): Promise<PlanNode> {
  const { rows } = await poolOf(server.payload).query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    `explain (analyze, format json) ${sql}`,
    params,
  );
  return rows[0]['QUERY PLAN'][0].Plan;
}

describe('a first search by make, newest first', () => {
  it("is planned knowing the make's share of the listings", async () => {
    const plan = await explain(`select id from vehicles where status = 'approved' and lower(make) = lower('Toyota')`);
    expect(plan['Actual Rows']).toBe(TOYOTAS);
    expect(plan['Plan Rows']).toBeGreaterThan(TOYOTAS / 2);
    expect(plan['Plan Rows']).toBeLessThan(TOYOTAS * 2);
  });

  it('reads the newest page of a common make, not all of its listings', async () => {
    const filters = searchParamsSchema.parse({ make: 'Toyota', view: 'card' });
    const statement = render(searchStatements(await filterSet(server.payload, filters), filters).rows);
    const plan = await explain(statement.sql, statement.params);
    expect(plan['Actual Rows']).toBe(30);
    // Each step of the plan handles at most the page and its lookups, not the make's 4,000 listings.
    const read = nodesOf(plan).map((node) => node['Actual Rows'] * node['Actual Loops']);
    expect(Math.max(...read)).toBeLessThanOrEqual(60);
  });
});
