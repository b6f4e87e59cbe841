/**
 * Which saved searches the new listings of a run match, without testing every search against every listing:
 * 1. each distinct *rest* of the live searches (their conditions beyond make, model, price and year, a column the
 *    collection keeps) is checked once with search's own conditions (filterSet/whereClause) against the new
 *    listings, many rests per statement: searches differ mostly in their bounds, their rests repeat;
 * 2. one statement then finds, through the index on (frequency, make, model), the searches whose make and model are
 *    the car's or unset, whose price and year bounds hold it, and whose rest the car passed, saved before the car
 *    was listed, of verified accounts; it counts each search's cars and keeps the newest few.
 * So a run costs in proportion to the new listings and the searches that could match them, and no list of every
 * (search, car) pair leaves PostgreSQL.
 */
import { sql, type SQL } from '@payloadcms/db-postgres/drizzle';
import type { Payload, PayloadRequest } from 'payload';
import { parseSavedQuery, type AlertRunFrequency } from '../../../contract/savedSearches.ts';
import { idArray, runSqlInRequest } from '../../platform/db/sql.ts';
import { InvalidInputError } from '../errors.ts';
import { filterSet, whereClause } from '../search/filterConditions.ts';
import type { ListingChange } from './listingChanges.ts';

export interface SearchMatch {
  searchId: number;
  userId: number;
  /** The newest of the matching cars, at most the run's limit. */
  vehicleIds: number[];
  total: number;
}

/** Rests checked per statement (a UNION ALL of their conditions over the new cars). */
const RESTS_PER_STATEMENT = 200;

/** For each distinct rest of the live searches of this kind, the new cars that pass it. */
async function carsPassingRests(
  payload: Payload,
  req: PayloadRequest,
  frequency: AlertRunFrequency,
  carIds: number[],
): Promise<{ rest: string; id: number }[]> {
  const rests = await runSqlInRequest<{ rest: string }>(
    req,
    sql`select distinct s.match_rest as rest from saved_searches s
        join users u on u.id = s.user_id and u.email_verified
        where s.frequency = ${frequency} and s.paused is not true and s.match_rest <> ''`,
  );
  const checks: SQL[] = [];
  for (const [index, { rest }] of rests.entries()) {
    const filters = parseSavedQuery(rest);
    // A rest that no longer parses (search's rules changed since it was saved) passes nothing.
    if (!filters.success) continue;
    const set = await filterSet(payload, filters.data).catch((error: unknown) => {
      // Nor does a place the ZIP table no longer knows.
      if (error instanceof InvalidInputError) return undefined;
      throw error;
    });
    if (set) checks.push(sql`select ${index}::int as rest, v.id from v where ${whereClause(set)}`);
  }
  const passed: { rest: string; id: number }[] = [];
  for (let start = 0; start < checks.length; start += RESTS_PER_STATEMENT) {
    // The new cars are read once per statement; each rest's conditions then run over those few rows.
    const statement = sql`with v as materialized (select * from vehicles where id = any(${idArray(carIds)}))
      ${sql.join(checks.slice(start, start + RESTS_PER_STATEMENT), sql` union all `)}`;
    for (const row of await runSqlInRequest<{ rest: number; id: number }>(req, statement))
      passed.push({ rest: rests[Number(row.rest)]!.rest, id: Number(row.id) });
  }
  return passed;
}

export async function matchNewListings(
  payload: Payload,
  req: PayloadRequest,
  frequency: AlertRunFrequency,
  listings: ListingChange[],
  carsPerSearch: number,
): Promise<SearchMatch[]> {
  if (listings.length === 0) return [];
  const passed = await carsPassingRests(
    payload,
    req,
    frequency,
    listings.map((car) => car.vehicleId),
  );
  const cars = JSON.stringify(
    listings.map((car) => ({
      id: car.vehicleId,
      make: car.make.toLowerCase(),
      model: car.model.toLowerCase(),
      year: car.year,
      price: car.price,
      listed_at: car.listedAt,
    })),
  );
  const rows = await runSqlInRequest<{ search_id: number; user_id: number; total: number; vehicle_ids: number[] }>(
    req,
    sql`with car as (
          select * from jsonb_to_recordset(${cars}::jsonb)
            as car(id int, make text, model text, year int, price numeric, listed_at timestamptz)
        ), passed as (
          select * from jsonb_to_recordset(${JSON.stringify(passed)}::jsonb) as passed(rest text, id int)
        )
        -- Newest first (the highest ids), as the search's default order lists them.
        select s.id as search_id, s.user_id, count(*)::int as total,
               (array_agg(car.id order by car.id desc))[1:${carsPerSearch}] as vehicle_ids
        from car
        join saved_searches s
          on s.frequency = ${frequency} and s.paused is not true
         and s.match_make in ('', car.make) and s.match_model in ('', car.model)
         and (s.match_min_price is null or car.price >= s.match_min_price)
         and (s.match_max_price is null or car.price <= s.match_max_price)
         and (s.match_min_year is null or car.year >= s.match_min_year)
         and (s.match_max_year is null or car.year <= s.match_max_year)
         and s.created_at < car.listed_at
        left join passed on passed.rest = s.match_rest and passed.id = car.id
        join users u on u.id = s.user_id and u.email_verified
        where s.match_rest = '' or passed.id is not null
        group by s.id, s.user_id`,
  );
  return rows.map((row) => ({
    searchId: Number(row.search_id),
    userId: Number(row.user_id),
    vehicleIds: row.vehicle_ids.map(Number),
    total: Number(row.total),
  }));
}
