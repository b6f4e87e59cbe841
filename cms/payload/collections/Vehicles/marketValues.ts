/**
 * Market values and deal ratings, in SQL (the rules: contract/deals.ts). For each approved listing:
 *   a     = ln(price) - perYear * (year - 2000) - per10kMiles * mileage / 10,000: its price brought to one model year
 *           and no miles, by the slopes of its body class (market_value_slopes, marketValueSlopes.ts);
 *   level = the mean of a over the OTHER approved listings of its model, from the model's n, sum and sum of squares
 *           less its own (a listing's price never moves its own value), or over its make and body class (segment)
 *           when the model has too few; too few there as well and it has no value;
 *   value = exp(level + perYear * (year - 2000) + per10kMiles * mileage / 10,000), to 3 significant figures;
 *   range = exp(ln value -/+ z * spread * sqrt(1 + 1 / others)), the spread pooled with a prior.
 * One statement aggregates the groups, values the listings and writes only the rows whose figures change, skipping
 * rows another transaction holds (no deadlock either way): that one is an edit, which re-values its own groups when
 * it commits, or a views flush, which does not. A change that had to skip rows queues its groups' re-valuation, run
 * apart once it has committed (marketValueTask.ts); the hourly full refresh catches up what is left. It also
 * re-estimates the slopes; the Vehicles hooks re-value the groups a change touches with the stored ones. The SQL
 * pieces of the valuation are in marketValueSql.ts, shared with the valuation of a described car (marketValueOfCar.ts).
 */
import { sql, type SQL } from '@payloadcms/db-postgres/drizzle';
import type { Payload, PayloadRequest } from 'payload';
import { bodyClassOf } from '../../../../contract/deals.ts';
import { plannedOnce } from '../../../platform/db/genericPlans.ts';
import { runPreparedSqlInRequest, runSql, runSqlInRequest, runSqlInTransaction } from '../../../platform/db/sql.ts';
import type { Vehicle } from '../../payload-types.ts';
import {
  adjusted,
  BASE_YEAR,
  bodyClass,
  columns,
  comparables,
  figureColumns,
  groupSums,
  hasModelLevel,
  hasSegmentLevel,
  inSegments,
  logValueAndHalf,
  num,
  rating,
} from './marketValueSql.ts';
import { estimateSlopes, NO_CLASS, type WithinSums } from './marketValueSlopes.ts';

/** A listing whose groups a change touches, as it is or as it was. */
export interface ValuedListing {
  id: number;
  make: string;
  model: string;
  bodyType?: string | null;
}

/** The fields a value is figured from: a change to one of them re-values the listing's groups. */
export const valuedFields = ['make', 'model', 'year', 'mileage', 'price', 'bodyType'] as const;

/** The fields the refresh writes. */
export const marketValueFields = [
  'dealRating',
  'marketValue',
  'marketValueLow',
  'marketValueHigh',
  'marketValueComparables',
  'marketValueBasis',
] as const satisfies readonly (keyof Vehicle)[];

export type MarketValueFields = Pick<Vehicle, (typeof marketValueFields)[number]>;

const v = sql`v`;

/** A listing a refresh writes: `columns` and its figures as they are. */
const targetColumns = sql`${columns}, v.deal_rating::text as now_rating, v.market_value as now_value,
  v.market_value_low as now_low, v.market_value_high as now_high, v.market_value_comparables as now_comparables,
  v.market_value_basis::text as now_basis`;

/**
 * Which listings a refresh writes (`target`, of `targetColumns`), and the approved listings it aggregates, adjusted:
 * those of the targets' models (`modelMember`) and of the segments in `segment_key` (`segmentMember`), the segments
 * of targets whose model has too few listings for its own level.
 */
interface Scope {
  target: SQL;
  modelMember: SQL;
  segmentMember: SQL;
}

/**
 * The approved listings of one make, every group of which (its models, its segments) lies within it: read once,
 * aggregated from what was read.
 */
function ofMake(make: string): Scope {
  return {
    target: sql`select ${targetColumns} from vehicles v where lower(v.make) = ${make} and v.status = 'approved'`,
    modelMember: adjusted(sql`select id, status, price, year, mileage, make, model, body_class from target`),
    segmentMember: sql`select m.* from model_member m join segment_key k on k.make = m.make and k.body_class = m.body_class`,
  };
}

/**
 * The listings the change of these can move: the approved listings of their models, and those of their segments
 * valued from the segment or not at all (a listing valued from its own model does not read its segment); and these
 * listings themselves (a sold or withdrawn one loses its figures).
 */
function around(listings: readonly ValuedListing[]): Scope {
  const models = new Map<string, SQL>();
  const segments = new Map<string, SQL>();
  for (const listing of listings) {
    const make = listing.make.toLowerCase();
    const model = listing.model.toLowerCase();
    const segment = bodyClassOf(listing.bodyType) ?? NO_CLASS;
    models.set(JSON.stringify([make, model]), sql`(${make}, ${model})`);
    segments.set(JSON.stringify([make, segment]), sql`(${make}, ${segment})`);
  }
  const ids = listings.map((listing) => listing.id);
  return {
    target: sql`
      select ${targetColumns} from vehicles v where v.id in ${ids}
      union
      select ${targetColumns} from vehicles v
        join (values ${sql.join([...models.values()], sql`, `)}) as k(make, model)
          on lower(v.make) = k.make and lower(v.model) = k.model
       where v.status = 'approved'
      union
      ${inSegments(
        sql`(values ${sql.join([...segments.values()], sql`, `)}) as k(make, body_class)`,
        targetColumns,
        sql`v.market_value_basis is distinct from 'model'`,
      )}`,
    modelMember: adjusted(sql`
      select ${columns} from vehicles v
        join (select distinct make, model from target) as k on lower(v.make) = k.make and lower(v.model) = k.model
       where v.status = 'approved'`),
    segmentMember: adjusted(inSegments(sql`segment_key k`, columns)),
  };
}

/**
 * Values the scope's targets and writes the rows that change; answers how many it wrote. Each step read once is
 * materialized all the same: inlined, each step's expressions were copied into the next, and planning the statement
 * took longer than running it (8 ms against 3-6 ms for one listing's groups at 200,000 listings; 4 ms then).
 */
function refreshStatement(scope: Scope): SQL {
  return sql`
    with target as (${scope.target}),
    model_member as (${scope.modelMember}),
    by_model as (
      select make, model, ${groupSums} from model_member group by make, model
    ),
    segment_key as materialized (
      select distinct t.make, t.body_class from target t join by_model bm on bm.make = t.make and bm.model = t.model
       where t.status = 'approved' and not ${hasModelLevel(sql`bm.n - 1`)}
    ),
    segment_member as materialized (${scope.segmentMember}),
    by_segment as materialized (
      select make, body_class, ${groupSums} from segment_member group by make, body_class
    ),
    grouped as materialized (
      select x.id, x.price, x.shift, x.a, ${hasModelLevel(sql`bm.n - 1`)} as own_model, bm.n as model_n,
             bm.s as model_s, bm.q as model_q, bs.n as segment_n, bs.s as segment_s, bs.q as segment_q
        from model_member x
        join target t on t.id = x.id
        join by_model bm on bm.make = x.make and bm.model = x.model
        left join by_segment bs on bs.make = x.make and bs.body_class = x.body_class
    ),
    others as materialized (
      select id, price, shift, case when own_model then 'model' else 'segment' end as basis,
             case when own_model then model_n else segment_n end - 1 as n,
             case when own_model then model_s else segment_s end - a as s,
             case when own_model then model_q else segment_q end - a * a as q
        from grouped
       where own_model or ${hasSegmentLevel(sql`segment_n - 1`)}
    ),
    valued as materialized (
      select id, price, basis, n, ${logValueAndHalf} from others
    ),
    figures as materialized (
      select id, price, basis, n, ${figureColumns} from valued
    ),
    result as materialized (
      select t.*, ${comparables(sql`f.n`)} as comparables, f.value, f.low, f.high,
             case when f.id is not null then f.basis when t.status = 'approved' then 'none' end as basis,
             ${rating(sql`f.price`, sql`f.value`, sql`f.id is not null`)} as rating
        from target t left join figures f on f.id = t.id
    ),
    changed as (
      select * from result
       where (now_rating, now_value, now_low, now_high, now_comparables, now_basis)
             is distinct from (rating, value, low, high, comparables, basis)
    ),
    locked as (select v.id from vehicles v join changed c on c.id = v.id for update of v skip locked),
    written as (
      update vehicles v
         set deal_rating = c.rating::enum_vehicles_deal_rating, market_value = c.value, market_value_low = c.low,
             market_value_high = c.high, market_value_comparables = c.comparables,
             market_value_basis = c.basis::enum_vehicles_market_value_basis
        from changed c join locked l on l.id = c.id
       where v.id = c.id
      returning v.id
    )
    select (select count(*)::int from written) as written,
           (select count(*)::int from changed) - (select count(*)::int from locked) as held`;
}

/** The fixed-effects sums of each body class: cross-products around each model's means (WithinSums). */
const withinSums = sql`
  with listing as (
    select lower(v.make) as make, lower(v.model) as model, ${bodyClass(v)} as body_class,
           (v.year - ${num(BASE_YEAR)}) as y, v.mileage / ${num(10_000)} as x, ln(v.price::float8) as z
      from vehicles v
     where v.status = 'approved' and v.price > 0
  ),
  cell as (
    select body_class, count(*) as n, sum(y) as sy, sum(x) as sx, sum(z) as sz, sum(y * y) as syy,
           sum(x * x) as sxx, sum(x * y) as sxy, sum(y * z) as syz, sum(x * z) as sxz
      from listing group by make, model, body_class
  )
  select body_class as "bodyClass", sum(syy - sy * sy / n) as yy, sum(sxx - sx * sx / n) as xx,
         sum(sxy - sx * sy / n) as xy, sum(syz - sy * sz / n) as yz, sum(sxz - sx * sz / n) as xz
    from cell group by body_class`;

/** Rows a re-valuation rewrote, and rows whose figures it should have changed but another transaction held. */
export interface Revalued {
  written: number;
  held: number;
}

/**
 * Re-values, inside the change's transaction, the listings a change of these listings can move. Every write to
 * vehicles holds the listings version's row until it commits (its trigger), so the hooks of two changes run one after
 * the other and the later sees the earlier.
 */
export async function refreshMarketValuesAround(
  req: PayloadRequest,
  listings: readonly ValuedListing[],
): Promise<Revalued> {
  if (!listings.length) return { written: 0, held: 0 };
  // Planned once: planned for its values it cost PostgreSQL 3.3-5.2 ms on every approval and edit, and PostgreSQL
  // never took its generic plan by itself, which runs as fast or faster for models of 34 to 2,092 listings at
  // 200,000 (5-43 ms).
  const [row] = await runPreparedSqlInRequest<Revalued>(req, plannedOnce(refreshStatement(around(listings))));
  return row;
}

/**
 * Re-values the listings a change of these listings can move, in a transaction of its own, after the change. The
 * listings version's row is taken first, as the full refresh takes it: past it this waits for no row (it skips those
 * held), so no change can be waiting for this while this waits for that change.
 */
export async function refreshMarketValuesApart(
  payload: Payload,
  listings: readonly ValuedListing[],
): Promise<Revalued> {
  if (!listings.length) return { written: 0, held: 0 };
  return runSqlInTransaction(payload, async (run) => {
    await run(sql`select 1 from search_version where id = 1 for update`);
    const [row] = await run<Revalued>(refreshStatement(around(listings)));
    return row;
  });
}

/** The fields a listing's value is figured from, and its status, as its row holds them now. */
export type ValuedRow = Pick<Vehicle, 'id' | (typeof valuedFields)[number] | 'status'>;

export async function valuedRowOf(req: PayloadRequest, id: number): Promise<ValuedRow | undefined> {
  const [row] = await runSqlInRequest<ValuedRow>(
    req,
    sql`select id, make, model, year, mileage, price::float8 as price, body_type::text as "bodyType",
          status::text as status
        from vehicles where id = ${id}`,
  );
  return row;
}

/** A listing's figures as the refresh left them, named as Payload names them. */
export async function marketValueOf(req: PayloadRequest, id: number): Promise<MarketValueFields | undefined> {
  const [row] = await runSqlInRequest<MarketValueFields>(
    req,
    sql`select deal_rating::text as "dealRating", market_value as "marketValue", market_value_low as "marketValueLow",
          market_value_high as "marketValueHigh", market_value_comparables as "marketValueComparables",
          market_value_basis::text as "marketValueBasis"
        from vehicles where id = ${id}`,
  );
  return row;
}

/** Figures left on listings that are no longer approved (each change's hook clears its own; this catches up). */
const clearStatement = sql`
  update vehicles v
     set deal_rating = null, market_value = null, market_value_low = null, market_value_high = null,
         market_value_comparables = null, market_value_basis = null
   where v.id in (
     select id from vehicles where status <> 'approved' and market_value_basis is not null for update skip locked
   )`;

/** Re-estimates the slopes from every approved listing, in place of the last estimate. */
async function refreshSlopes(payload: Payload): Promise<void> {
  await runSqlInTransaction(payload, async (run) => {
    // Two servers' housekeeping may run at once: one estimate replaces the other whole.
    await run(sql`lock table market_value_slopes in exclusive mode`);
    const slopes = estimateSlopes(await run<WithinSums>(withinSums));
    const rows = slopes.map((entry) => sql`(${entry.bodyClass}, ${num(entry.perYear)}, ${num(entry.per10kMiles)})`);
    await run(sql`delete from market_value_slopes`);
    await run(
      sql`insert into market_value_slopes (body_class, per_year, per_10k_miles) values ${sql.join(rows, sql`, `)}`,
    );
  });
}

/**
 * Re-estimates the slopes and re-values every listing, one make per transaction (no group spans two makes), so
 * that no write to listings waits long for it; answers how many rows it rewrote. Run hourly by housekeeping, after
 * bulk imports, and by the benchmark.
 */
export async function refreshAllMarketValues(payload: Payload): Promise<number> {
  await refreshSlopes(payload);
  await runSql(payload, clearStatement);
  const makes = await runSql<{ make: string }>(
    payload,
    sql`select distinct lower(make) as make from vehicles where status = 'approved'`,
  );
  let written = 0;
  for (const { make } of makes) {
    written += await runSqlInTransaction(payload, async (run) => {
      // Taken first (see refreshMarketValuesAround): no change to listings commits while the make's figures are
      // worked out, so none is overwritten by figures from before it.
      await run(sql`select 1 from search_version where id = 1 for update`);
      // A large make's groups and figures are held in memory, not spilled to disk.
      await run(sql`set local work_mem = '64MB'`);
      const [row] = await run<Revalued>(refreshStatement(ofMake(make)));
      return row.written;
    });
  }
  return written;
}
