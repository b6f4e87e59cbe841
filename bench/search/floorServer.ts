/**
 * The floor: a bare node:http server on `pg` that sends PostgreSQL the same statements our endpoints send, prepared
 * the same way, with nothing else (no Express, no Payload, no per-request validation or SQL building: each distinct
 * URL's statements are built once with our own builders, then replayed). Like the app, it reads the listings version
 * and reuses a total, facets or a whole search answer made under that version, so both do the same database work per
 * request.
 * A detail read counts its view as the app does: the visitor's keyed hash, recorded in our view counter, written in
 * batches. Env: PORT, DATABASE_URL, POOL_SIZE.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { heldListingsState } from '../../cms/domain/search/facetIndex.ts';
import { countFacets } from '../../cms/domain/search/facets.ts';
import { filterSet, type FilterSet } from '../../cms/domain/search/filterConditions.ts';
import { withNearPlaces } from '../../cms/domain/search/keptPlaces.ts';
import { keptTotal } from '../../cms/domain/search/keptTotal.ts';
import { keywordAsMake } from '../../cms/domain/search/keywordMakes.ts';
import { publicListingStatement } from '../../cms/domain/search/publicListing.ts';
import {
  countedBy,
  countedTotal,
  countStatement,
  keywordPageAmongMatches,
  matchKey,
  rowsAndTotal,
  searchStatements,
  unpricedSearch,
  wideRangeWalked,
} from '../../cms/domain/search/searchVehicles.ts';
import { scopeOf, VersionedCache, type VersionScope } from '../../cms/domain/search/versionedCache.ts';
import { utcDay, ViewCounter } from '../../cms/domain/vehicles/viewCounter.ts';
import { visitorKey } from '../../cms/domain/vehicles/visitorKey.ts';
import { render, runPrepared, type Statement } from '../../cms/platform/db/preparedSql.ts';
import { barePayload, benchPool } from './barePayload.ts';
import type { SearchParams } from '../../contract/search.ts';
import { filtersOf } from './queries.ts';

const pool = benchPool(process.env.DATABASE_URL ?? '', Number(process.env.POOL_SIZE ?? 20));
pool.on('error', () => undefined);
const bare = barePayload(pool);
const views = new ViewCounter(pool, { warn: (details, message) => console.error(message, details) });
const secret = randomBytes(32).toString('hex');

interface Prepared {
  statements: { rows: Statement; count: Statement; rowsAndCount?: Statement; rowsOfWideRange?: Statement };
  set: FilterSet;
  filters: SearchParams;
  key: string;
  scope: VersionScope;
  page: number;
  limit: number;
}
const prepared = new Map<string, Prepared>();
const totals = new VersionedCache<number>(2000);
const answers = new VersionedCache<string>(300);
const facetAnswers = new VersionedCache<string>(1000);

/** `search`'s statements, for its own filters or (keyed apart) those it is asked as. */
async function prepare(search: string, asked?: { key: string; filters: SearchParams }): Promise<Prepared> {
  const known = prepared.get(asked?.key ?? search);
  if (known) return known;
  // The uncached query asks 10,000 distinct URLs: keep the prepared set bounded, as the app's caches are.
  if (prepared.size >= 2000) prepared.clear();
  const filters = asked?.filters ?? filtersOf(search);
  const set = await withNearPlaces(bare, await filterSet(bare, filters), filters.sortBy);
  const statements = searchStatements(set, filters);
  const entry = {
    statements: {
      rows: render(statements.rows),
      count: render(statements.count),
      rowsAndCount: statements.rowsAndCount && render(statements.rowsAndCount),
      rowsOfWideRange: statements.rowsOfWideRange && render(statements.rowsOfWideRange),
    },
    set,
    filters,
    key: matchKey(filters),
    scope: scopeOf(filters),
    page: filters.page,
    limit: filters.limit,
  };
  prepared.set(asked?.key ?? search, entry);
  return entry;
}

/** The search answer as JSON text. */
async function search(query: string): Promise<string> {
  // The make as the query string gives it: no schema parse on a cache hit, as the app parses once for both.
  const scope = scopeOf({ make: new URLSearchParams(query).get('make') ?? undefined });
  return answers.get(
    bare,
    query,
    async (version) => {
      const written = await prepare(query);
      // A keyword naming a make is asked as the make, as the app asks it (keywordMakes.ts).
      const byMake = await keywordAsMake(bare, written.filters, version);
      const entry = byMake ? await prepare(query, { key: `${query} as make`, filters: byMake }) : written;
      const run = <T>(statement: Statement) => runPrepared<T>(pool, statement);
      // The version read for the query string's make serves the totals only if parsing left the make as it was.
      const versionOfScope = JSON.stringify(entry.scope) === JSON.stringify(scope) ? version : undefined;
      const totalOf = (key: string, set: FilterSet, filters: SearchParams, count: () => Promise<number>) =>
        totals.get(
          bare,
          key,
          async (totalVersion) =>
            (await keptTotal(bare, set, filters, entry.scope === 'all' ? totalVersion : undefined)) ?? count(),
          entry.scope,
          versionOfScope,
        );
      const { rows, total } = await rowsAndTotal(
        entry.statements,
        run,
        (count) => totalOf(entry.key, entry.set, entry.filters, count),
        entry.page,
        keywordPageAmongMatches(bare, entry.set, entry.filters, scope === 'all' ? version : undefined),
        wideRangeWalked(entry.set, entry.filters, () => {
          const unpriced = unpricedSearch(entry.set, entry.filters);
          const count = () => countedBy(run, render(countStatement(unpriced.set)));
          return totalOf(matchKey(unpriced.filters), unpriced.set, unpriced.filters, count);
        }),
      );
      return JSON.stringify({ vehicles: rows, ...countedTotal(total), page: entry.page, limit: entry.limit });
    },
    scope,
  );
}

/** The facet counts as JSON text, kept as the app keeps them (every make counted: the version of all listings). */
function facets(query: string): Promise<string> {
  return facetAnswers.get(bare, query, async (version) =>
    JSON.stringify(await countFacets(bare, filtersOf(query), version)),
  );
}

/** A detail as a visitor reads it: the same statement as the app (public columns), and the view recorded. */
async function vehicle(id: number, req: http.IncomingMessage): Promise<unknown> {
  const [row] = await runPrepared(pool, render(publicListingStatement(id)));
  if (row) {
    const day = utcDay();
    views.record(
      id,
      visitorKey(secret, day, { address: req.socket.remoteAddress ?? '', userAgent: req.headers['user-agent'] ?? '' }),
      day,
    );
  }
  return row;
}

async function answer(url: URL, req: http.IncomingMessage): Promise<unknown> {
  const query = url.search.slice(1);
  if (url.pathname === '/search') return search(query);
  if (url.pathname === '/facets') return facets(query);
  // As the app's /api/ready says it.
  if (url.pathname === '/ready') return { heldListings: heldListingsState(pool) };
  const match = /^\/vehicles\/(\d+)$/.exec(url.pathname);
  if (match) return vehicle(Number(match[1]), req);
  return undefined;
}

http
  .createServer((req, res) => {
    answer(new URL(req.url ?? '/', 'http://floor'), req).then(
      (body) => {
        res.writeHead(body === undefined ? 404 : 200, { 'Content-Type': 'application/json' });
        res.end(typeof body === 'string' ? body : JSON.stringify(body ?? { message: 'Not found' }));
      },
      (error: unknown) => {
        res.writeHead(500, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ message: String(error) }));
      },
    );
  })
  .listen(Number(process.env.PORT), '127.0.0.1', () => console.log('floor ready'));
// The views still held are written before the floor stops, as the app writes them.
process.once('SIGTERM', () => void views.close().finally(() => process.exit(0)));
