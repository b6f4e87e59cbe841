/**
 * Deal ratings, in SQL: each approved listing against the approved listings like it (same make and model, year
 * within one, mileage within a band; contract/deals.ts), rated against their median price when there are enough.
 * Kept current by the Vehicles hooks for the models a change touches; computed for all listings by the seeds.
 */
import { sql, type SQL } from '@payloadcms/db-postgres/drizzle';
import type { Payload, PayloadRequest } from 'payload';
import { dealRules as rules } from '../../../../contract/deals.ts';
import { runSql, runSqlInRequest } from '../../../platform/db/sql.ts';

export interface DealSegment {
  make: string;
  model: string;
  year: number;
}

/** Listings whose comparables may include a listing of this segment: same model, year within the span. */
function segmentCondition(alias: SQL, segment: DealSegment): SQL {
  return sql`lower(${alias}.make) = lower(${segment.make}) and lower(${alias}.model) = lower(${segment.model})
    and ${alias}.year between ${segment.year - rules.yearSpan} and ${segment.year + rules.yearSpan}`;
}

function refreshQuery(targets: SQL): SQL {
  return sql`
    with stats as (
      select t.id, t.price, count(c.id)::int as n,
             percentile_cont(0.5) within group (order by c.price) as median
      from vehicles t
      left join vehicles c
        on c.status = 'approved' and c.id <> t.id
       and lower(c.make) = lower(t.make) and lower(c.model) = lower(t.model)
       and c.year between t.year - ${rules.yearSpan} and t.year + ${rules.yearSpan}
       and abs(c.mileage - t.mileage) <= greatest(${rules.mileageMiles}::float8, t.mileage * ${rules.mileageShare}::float8)
      where t.status = 'approved' and ${targets}
      group by t.id, t.price
    ), rated as (
      select id, n, round(median::numeric, 2) as median,
             case when n < ${rules.minComparables} then null
                  when price <= median * ${rules.greatAtMost}::float8 then 'great'
                  when price <= median * ${rules.goodAtMost}::float8 then 'good'
                  when price <= median * ${rules.fairAtMost}::float8 then 'fair'
                  else 'high' end as rating
      from stats
    )
    update vehicles v
       set deal_rating = r.rating::enum_vehicles_deal_rating,
           deal_median = case when r.rating is null then null else r.median end,
           deal_comparables = case when r.rating is null then null else r.n end
      from rated r
     where v.id = r.id
       and (v.deal_rating::text, v.deal_median, v.deal_comparables) is distinct from
           (r.rating, case when r.rating is null then null else r.median end, case when r.rating is null then null else r.n end)`;
}

/** Listings that are not approved carry no rating. */
function clearQuery(targets: SQL): SQL {
  return sql`update vehicles t set deal_rating = null, deal_median = null, deal_comparables = null
    where t.status <> 'approved' and t.deal_rating is not null and ${targets}`;
}

/** Re-rates the listings a change to these segments may affect, inside the change's transaction. */
export async function refreshDealSegments(req: PayloadRequest, segments: DealSegment[]): Promise<void> {
  const seen = new Set<string>();
  for (const segment of segments) {
    const key = `${segment.make.toLowerCase()}|${segment.model.toLowerCase()}|${segment.year}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const targets = segmentCondition(sql`t`, segment);
    await runSqlInRequest(req, clearQuery(targets));
    await runSqlInRequest(req, refreshQuery(targets));
  }
}

/** Rates every listing (after a bulk import or seed). */
export async function refreshAllDealRatings(payload: Payload): Promise<void> {
  await runSql(payload, clearQuery(sql`true`));
  await runSql(payload, refreshQuery(sql`true`));
}
