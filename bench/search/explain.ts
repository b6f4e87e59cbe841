/**
 * The EXPLAIN (ANALYZE, BUFFERS) check: every statement our search module sends for the benchmark's queries
 * (rows and total of a search, each facet count), recorded as it runs them, then explained on the benchmark data.
 * A sequential scan of vehicles, or of the keyword vocabulary (search_words), in any of them fails the check.
 */
import pg from 'pg';
import { heldFacetIndex, holdListings } from '../../cms/domain/search/facetIndex.ts';
import { countFacets } from '../../cms/domain/search/facets.ts';
import { searchVehicles } from '../../cms/domain/search/searchVehicles.ts';
import { CONNECTION_OPTIONS } from '../../cms/platform/db/connectionOptions.ts';
import type { Statement } from '../../cms/platform/db/preparedSql.ts';
import { barePayload, benchPool } from './barePayload.ts';
import { filtersOf, type BenchQuery } from './queries.ts';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

export interface PlanSummary {
  query: string;
  statement: string;
  milliseconds: number;
  scans: string[];
  sharedHit: number;
  sharedRead: number;
  seqScan: boolean;
}

function scansOf(node: PlanNode, found: string[] = []): string[] {
  if (node['Relation Name'] || node['Index Name']) {
    found.push(`${node['Node Type']} ${node['Index Name'] ?? node['Relation Name']}`);
  }
  for (const child of node.Plans ?? []) scansOf(child, found);
  return found;
}

/** What the statement is, in a few words: its first projected column or the aggregate. */
function label(sql: string): string {
  const compact = sql.replace(/\s+/g, ' ').trim();
  if (compact.includes('from search_listing_changes')) return 'held facets: changed listings';
  if (compact.includes('::int as bits')) return 'held facets: a page of listings';
  if (compact.includes('with ordinality as keys')) return 'held facets: keys described';
  if (compact.startsWith('with page as')) return 'rows';
  if (compact.startsWith('with nearest as')) return 'rows, nearest places first';
  if (compact.startsWith('with matched as')) return 'rows and total, one pass';
  if (/from search_(make_)?versions?\b/.test(compact) && !compact.includes('vehicles')) return 'listings version';
  if (compact.includes('from zip_codes')) return 'location';
  if (compact.includes('from vehicle_word_counts')) return 'total, kept words';
  if (compact.includes('from vehicle_make_price_steps')) {
    return compact.includes(' as total')
      ? 'total, kept price steps + edges'
      : 'facets, make by kept price steps + edges';
  }
  if (/from vehicle_(make_|make_body_)?value_counts/.test(compact)) {
    if (compact.includes('min(amount)')) return 'price and year ranges';
    if (compact.includes("'price_dropped_on'")) return 'total, kept drops per day + first day';
    if (/as total from vehicle_(make_|make_body_)?value_counts/.test(compact)) return 'total, kept counts';
    if (compact.includes("column_name = 'place'")) return 'kept places, nearest first';
    const facets = compact.match(/ as facet,/g)?.length ?? 0;
    return `facets, kept counts of ${facets}${compact.includes('select -1,') ? ' + total' : ''}`;
  }
  const sets = /group by grouping sets \((.*)\)(?: order by [^()]*)?$/.exec(compact);
  if (sets) {
    // The total's set is empty, or `within` alone when the pass also counts a facet under fewer filters.
    const withTotal = /\((within)?\)$/.test(sets[1]);
    const facets = sets[1].split('), (').length - (withTotal ? 1 : 0);
    return `facets, one pass of ${facets}${withTotal ? ' + total' : ''}`;
  }
  return 'total';
}

/** A parameter as a literal of EXECUTE, which PostgreSQL casts to the parameter's type. */
function literal(client: pg.Client, value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) {
    return client.escapeLiteral(`{${value.map((item) => `"${String(item).replace(/(["\\])/g, '\\$1')}"`).join(',')}}`);
  }
  return client.escapeLiteral(value instanceof Date ? value.toISOString() : String(value));
}

type Explained = { 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] };

/** The plan the app runs: one made for the values, or the generic plan of a statement planned once. */
async function explained(client: pg.Client, statement: Statement) {
  const explain = 'explain (analyze, buffers, format json)';
  if (!statement.plannedOnce) return client.query<Explained>(`${explain} ${statement.sql}`, statement.params);
  await client.query('set plan_cache_mode = force_generic_plan');
  await client.query(`prepare explained as ${statement.sql}`);
  try {
    const values = statement.params.map((value) => literal(client, value));
    return await client.query<Explained>(
      `${explain} execute explained${values.length ? `(${values.join(', ')})` : ''}`,
    );
  } finally {
    await client.query('deallocate explained');
    await client.query('reset plan_cache_mode');
  }
}

async function explainOne(client: pg.Client, query: string, statement: Statement): Promise<PlanSummary> {
  const { rows } = await explained(client, statement);
  const [{ Plan: plan, 'Execution Time': milliseconds }] = rows[0]['QUERY PLAN'];
  const scans = [...new Set(scansOf(plan))];
  return {
    query,
    statement: `${label(statement.sql)}${statement.plannedOnce ? ', planned once' : ''}`,
    milliseconds,
    scans,
    sharedHit: plan['Shared Hit Blocks'] ?? 0,
    sharedRead: plan['Shared Read Blocks'] ?? 0,
    seqScan: scans.some((scan) => scan === 'Seq Scan vehicles' || scan === 'Seq Scan search_words'),
  };
}

export async function explainQueries(databaseUrl: string, queries: BenchQuery[]): Promise<PlanSummary[]> {
  // One connection, as a pool of one: the facets send their statements side by side, and a pool queues them.
  let record: ((statement: Statement) => void) | undefined;
  const runner = benchPool(databaseUrl, 1, (statement) => record?.(statement));
  const client = new pg.Client({ connectionString: databaseUrl, options: CONNECTION_OPTIONS });
  await client.connect();
  const summaries: PlanSummary[] = [];
  const explainAll = async (name: string, run: () => Promise<unknown>, only = (_statement: Statement) => true) => {
    const statements: Statement[] = [];
    record = (statement) => statements.push(statement);
    await run();
    // A count the server holds in memory reads the listings in the background: recorded with its query.
    await heldFacetIndex(runner)?.settled();
    // A statement sent again with other values (a page of held listings, the next) is explained once.
    const distinct = [...new Map(statements.map((statement) => [statement.sql, statement])).values()];
    for (const statement of distinct.filter(only)) summaries.push(await explainOne(client, name, statement));
  };
  try {
    // What the database is asked while a server does not hold the listings (its first seconds, HELD_LISTINGS=false).
    holdListings(runner, false);
    for (const query of queries) {
      if (query.search === undefined) continue;
      const payload = barePayload(runner);
      const filters = filtersOf(query.search);
      // Each query is new to this process's caches, so every statement runs (and is recorded).
      await explainAll(query.name, () =>
        query.kind === 'facets' ? countFacets(payload, filters) : searchVehicles(payload, filters),
      );
    }
    // And the read of the listings a server then holds, asked for by its first sidebar (counted as above meanwhile).
    holdListings(runner, true);
    await explainAll(
      'held listings, read once',
      () => countFacets(barePayload(runner), filtersOf('')),
      (statement) => label(statement.sql).startsWith('held'),
    );
  } finally {
    await client.end();
    await runner.end();
  }
  return summaries;
}
