/**
 * The benchmark's queries, each as (a) our /api endpoint, (b) what a Payload user would build with the generic REST
 * API (`GET /cms-api/vehicles` with where/sort/limit=30), or null where Payload has no equivalent, and (c) the
 * floor's route for the same SQL. Paths are functions: the detail reads a different listing each request, each as
 * a new visitor (a different User-Agent), so every read is a view our server and the floor count.
 */
import pg from 'pg';
import { priceDropRules } from '../../contract/priceHistory.ts';
import { searchParamsSchema, type SearchParams } from '../../contract/search.ts';
import { boundingBoxDegrees } from '../../cms/domain/search/geoDistance.ts';
import { queryObject } from '../../cms/http/validate.ts';
import type { RequestOf } from './load.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface BenchQuery {
  name: string;
  /** Search parameters, also used for the EXPLAIN check (none for the detail). */
  search?: string;
  kind: 'search' | 'facets' | 'detail';
  api: RequestOf;
  payload: RequestOf | null;
  /** How (b) differs from (a), when it is not the same query. */
  payloadNote?: string;
  /** Asked anew on every request (no cached answer, total or facets can serve it). */
  uncached?: boolean;
  floor: RequestOf;
}

/** Payload's REST query string: where[...] in qs notation, depth 0 (no joins), 30 per page as our search. */
function restQuery(where: Record<string, string>, sort: string): string {
  const parts = Object.entries(where).map(([key, value]) => `where${key}=${encodeURIComponent(value)}`);
  return `/cms-api/vehicles?${[...parts, `sort=${sort}`, 'limit=30', 'depth=0'].join('&')}`;
}

/** A query string parsed as the app parses it (Express makes a repeated key an array). */
export function filtersOf(query: string): SearchParams {
  return searchParamsSchema.parse(queryObject(new URLSearchParams(query)));
}

export const RADIUS_ZIP = '60601';

/**
 * Above every generated listing's price (the dearest hypercars reach about $6M): a ceiling under it changes a
 * search's key, not the cars it finds. It was $5M, which left out a few of them.
 */
const PRICE_CEILING = 50_000_000;

/**
 * The same query asked for the first time on every request: a bound moved by a dollar each time (a price ceiling
 * above every listing's price, or the query's own lower price bound), so no cached answer, total or facet count ever
 * serves it. What a buyer's new search costs: its SQL, not the cache.
 */
function uncached(query: BenchQuery): BenchQuery {
  const movesFloor = query.search?.includes('minPrice=') ?? false;
  /** The parameters with the bound moved by `step` dollars. */
  const moveBound = (params: URLSearchParams, step: number) => {
    if (movesFloor) params.set('minPrice', String(Number(params.get('minPrice')) + step));
    else params.set('maxPrice', String(PRICE_CEILING - step));
    return params;
  };
  let next = 0;
  const moved = (requestOf: RequestOf) => {
    const request = requestOf();
    const url = new URL(typeof request === 'string' ? request : request.path, 'http://bench');
    moveBound(url.searchParams, next++ % 10_000);
    return `${url.pathname}${url.search}`;
  };
  const bounded = moveBound(new URLSearchParams(query.search), 0);
  return {
    ...query,
    name: `${query.name}, uncached`,
    search: bounded.toString(),
    uncached: true,
    payload: null,
    payloadNote: 'no cache: as the row above',
    api: () => moved(query.api),
    floor: () => moved(query.floor),
  };
}

const FEATURES = ['Bluetooth', 'Backup Camera', 'Heated Seats'];
const featureParams = FEATURES.map((feature) => `features=${encodeURIComponent(feature)}`).join('&');

// The run's own visitors: the app's marks of an earlier run today (same secret, same day) would count them as seen.
const run = Date.now().toString(36);
let visitors = 0;
/** A read by someone new (as many people each opening a listing): every detail read is a view to count. */
export function asNewVisitor(path: string): { path: string; headers: Record<string, string> } {
  return { path, headers: { 'User-Agent': `bench-visitor/${run}/${visitors++}` } };
}

export async function benchQueries(databaseUrl: string): Promise<BenchQuery[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const ids = (
    await client.query<{ id: number }>(
      `select id from vehicles where status = 'approved' order by md5(id::text) limit 2000`,
    )
  ).rows.map((row) => row.id);
  const zip = (
    await client.query<{ latitude: number; longitude: number }>(
      'select latitude, longitude from zip_codes where zip = $1',
      [RADIUS_ZIP],
    )
  ).rows[0];
  await client.end();
  let next = 0;
  const anyId = () => ids[next++ % ids.length];
  const box = boundingBoxDegrees(zip, 50);

  // Result cards, as the storefront asks for them; Payload's REST has no such view and answers whole documents.
  const search = (name: string, filters: string, payload: (() => string) | null, payloadNote?: string): BenchQuery => {
    const params = filters ? `${filters}&view=card` : 'view=card';
    return {
      name,
      search: params,
      kind: 'search',
      payload,
      payloadNote,
      api: () => `/api/vehicles/search?${params}`,
      floor: () => `/search?${params}`,
    };
  };
  const facets = (name: string, filters: string): BenchQuery => {
    const query = filters ? `?${filters}` : '';
    return {
      name,
      search: filters,
      kind: 'facets',
      payload: null,
      payloadNote: 'no equivalent (no grouped counts)',
      api: () => `/api/vehicles/facets${query}`,
      floor: () => `/facets${query}`,
    };
  };
  const approved = { '[status][equals]': 'approved' };
  const queries: BenchQuery[] = [
    search('no filter, newest', '', () => restQuery(approved, '-createdAt')),
    // The storefront's default order, and the commonest search of a car marketplace.
    search('make, newest', 'make=BMW', () => restQuery({ ...approved, '[make][equals]': 'BMW' }, '-createdAt')),
    search(
      'make+price+year, by price',
      'make=BMW&minPrice=20000&maxPrice=45000&minYear=2016&maxYear=2021&sortBy=price_asc',
      () =>
        restQuery(
          {
            ...approved,
            '[make][equals]': 'BMW',
            '[price][greater_than_equal]': '20000',
            '[price][less_than_equal]': '45000',
            '[year][greater_than_equal]': '2016',
            '[year][less_than_equal]': '2021',
          },
          'price',
        ),
    ),
    // A price range on the commonest make, newest first: wide enough to hold about half of its listings.
    search('make+price, newest (common make)', 'make=Toyota&minPrice=10000&maxPrice=30000', () =>
      restQuery(
        {
          ...approved,
          '[make][equals]': 'Toyota',
          '[price][greater_than_equal]': '10000',
          '[price][less_than_equal]': '30000',
        },
        '-createdAt',
      ),
    ),
    search(
      'keyword typo "Porshe"',
      'query=Porshe',
      () =>
        restQuery(
          {
            '[and][0][status][equals]': 'approved',
            '[and][1][or][0][make][like]': 'Porshe',
            '[and][1][or][1][model][like]': 'Porshe',
            '[and][1][or][2][description][like]': 'Porshe',
          },
          '-createdAt',
        ),
      'ILIKE on make, model, description: no typo tolerance, finds 0',
    ),
    search(
      `ZIP ${RADIUS_ZIP} 50 mi, by distance`,
      `location=${RADIUS_ZIP}&radius=50&sortBy=distance`,
      () =>
        restQuery(
          {
            ...approved,
            '[latitude][greater_than_equal]': String(box.south),
            '[latitude][less_than_equal]': String(box.north),
            '[longitude][greater_than_equal]': String(box.west),
            '[longitude][less_than_equal]': String(box.east),
          },
          '-createdAt',
        ),
      'bounding box, newest first: no distance or distance sort',
    ),
    search('great deals, newest', 'dealRating=great', () =>
      restQuery({ ...approved, '[dealRating][equals]': 'great' }, '-createdAt'),
    ),
    search('price drops, biggest first', 'priceDrops=true&sortBy=price_drop_desc', () =>
      restQuery(
        {
          ...approved,
          '[priceDrop][greater_than_equal]': String(priceDropRules.minimumAmount),
          '[priceDroppedAt][greater_than]': new Date(Date.now() - priceDropRules.recentDays * DAY_MS).toISOString(),
        },
        '-priceDrop',
      ),
    ),
    // Payload 3.90.1 turns `contains`/`like` on a json field into ILIKE on jsonb, which PostgreSQL refuses (a 500);
    // `equals`/`in` compare the whole array. A Payload user cannot ask "has these features" of a json list.
    search('three features', featureParams, null, 'no equivalent: contains on a json field answers 500'),
    // The storefront's "Include sold cars": sold listings are in none of the partial indexes on approved ones.
    search('include sold, make+price', 'includeSold=true&make=Audi&minPrice=20000&maxPrice=45000', () =>
      restQuery(
        {
          '[status][in]': 'approved,sold',
          '[make][equals]': 'Audi',
          '[price][greater_than_equal]': '20000',
          '[price][less_than_equal]': '45000',
        },
        '-createdAt',
      ),
    ),
    facets('facets no filter', ''),
    // The sidebar of the commonest search, a make.
    facets('facets make', 'make=BMW'),
    facets('facets make+body type', 'make=BMW&bodyType=SUV'),
    // A price range set on a make's search: a bound inside the prices, so a filter, not the slider left at its ends.
    facets('facets make+price', 'make=BMW&minPrice=20000&maxPrice=45000'),
    facets('facets three features', featureParams),
    facets('facets include sold', 'includeSold=true'),
    {
      name: 'vehicle detail',
      kind: 'detail',
      api: () => asNewVisitor(`/api/vehicles/${anyId()}`),
      payload: () => asNewVisitor(`/cms-api/vehicles/${anyId()}?depth=0`),
      floor: () => asNewVisitor(`/vehicles/${anyId()}`),
      payloadNote: 'no view counted',
    },
  ];
  return [...queries, ...queries.filter((query) => query.kind !== 'detail').map(uncached)];
}
