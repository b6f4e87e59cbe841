/**
 * The alert benchmark's buyers: BUYERS verified accounts, each with saved searches and saved cars, inserted in bulk
 * once on the search benchmark's database (marked in bench_alerts_dataset) and reused. Searches are drawn as buyers
 * write them: mostly a make and model weighted as the market lists them, with a price ceiling, often a year floor,
 * sometimes a body type, mileage, feature, keyword or place; instant, daily or never; one in twenty paused.
 */
import pg from 'pg';
import { savedQuerySchema } from '../../contract/savedSearches.ts';
import { matchColumnsOf } from '../../cms/payload/collections/SavedSearches/hooks/ownSearch.ts';
import { randomSource } from '../search/listings.ts';

export const ALERTS_DATASET_VERSION = 2;
const BATCH = 10_000;

interface Shape {
  searches: number;
  buyers: number;
  savedCarsPerBuyer: number;
}

async function isBuilt(client: pg.Client, shape: Shape): Promise<boolean> {
  const { rows } = await client
    .query<{ version: number; searches: number }>(
      `select version, searches from bench_alerts_dataset where exists (select 1 from pg_tables where tablename = 'bench_alerts_dataset')`,
    )
    .catch(() => ({ rows: [] as { version: number; searches: number }[] }));
  return rows[0]?.version === ALERTS_DATASET_VERSION && rows[0]?.searches === shape.searches;
}

function queryOf(random: () => number, models: { make: string; model: string; p75: number }[], zips: string[]) {
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
  const params = new URLSearchParams();
  const car = models[Math.floor(random() ** 1.6 * models.length)]!;
  const kind = random();
  if (kind < 0.85) params.set('make', car.make);
  if (kind < 0.6) params.set('model', car.model);
  if (random() < 0.7) params.set('maxPrice', String(Math.round((car.p75 * (0.6 + random() * 0.8)) / 1000) * 1000));
  if (random() < 0.2) params.set('minPrice', String(Math.round((car.p75 * 0.3) / 1000) * 1000));
  if (random() < 0.5) params.set('minYear', String(2012 + Math.floor(random() * 12)));
  if (random() < 0.2) params.set('bodyType', pick(['suv', 'sedan', 'truck', 'coupe', 'convertible', 'hatchback']));
  if (random() < 0.15) params.set('maxMileage', String(10_000 * (2 + Math.floor(random() * 8))));
  if (random() < 0.08) params.set('features', pick(['Sunroof', 'Navigation System', 'Heated Seats', 'Backup Camera']));
  if (random() < 0.04) params.set('query', pick(['sport', 'premium', 'hybrid', 'one owner', 'awd']));
  if (random() < 0.05) {
    params.set('location', pick(zips));
    params.set('radius', pick(['25', '50', '100', '250']));
  }
  return savedQuerySchema.parse(params.toString());
}

/** Builds the buyers, their searches and saved cars unless a previous run left them. */
export async function ensureSavedSearches(url: string, shape: Shape, say: (line: string) => void): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    if (await isBuilt(client, shape)) {
      say(`reusing ${shape.searches.toLocaleString('en-US')} saved searches`);
      return;
    }
    say(
      `generating ${shape.searches.toLocaleString('en-US')} saved searches of ${shape.buyers.toLocaleString('en-US')} buyers`,
    );
    await client.query(
      `delete from saved_searches where user_id in (select id from users where email like 'bench-buyer-%')`,
    );
    await client.query(`delete from users where email like 'bench-buyer-%'`);
    const buyers = (
      await client.query<{ id: number }>(
        `insert into users (email, role, first_name, email_verified, saved_car_alerts)
         select 'bench-buyer-' || g || '@bench.test', 'user', 'Buyer', true, true from generate_series(1, $1) g
         returning id`,
        [shape.buyers],
      )
    ).rows.map((row) => row.id);
    const models = (
      await client.query<{ make: string; model: string; p75: number }>(
        `select min(make) as make, min(model) as model,
                percentile_cont(0.75) within group (order by price)::float8 as p75
           from vehicles where status = 'approved' group by lower(make), lower(model) order by count(*) desc`,
      )
    ).rows;
    const zips = (
      await client.query<{ zip: string }>(`select zip from zip_codes where zip like '9%' limit 500`)
    ).rows.map((row) => row.zip);
    const random = randomSource(20261125);
    for (let start = 0; start < shape.searches; start += BATCH) {
      const rows: unknown[][] = Array.from({ length: 13 }, () => []);
      for (let index = start; index < Math.min(shape.searches, start + BATCH); index++) {
        const query = queryOf(random, models, zips);
        const match = matchColumnsOf(query);
        const frequency = random() < 0.45 ? 'instant' : random() < 0.9 ? 'daily' : 'never';
        [
          buyers[index % buyers.length],
          `Search ${index}`,
          query,
          frequency,
          random() < 0.05,
          match.make,
          match.model,
          match.minPrice,
          match.maxPrice,
          match.minYear,
          match.maxYear,
          match.rest,
          new Date(Date.now() - (1 + random() * 90) * 86_400_000).toISOString(),
        ].forEach((value, column) => rows[column]!.push(value));
      }
      await client.query(
        `insert into saved_searches (user_id, name, query, frequency, paused, match_make, match_model,
           match_min_price, match_max_price, match_min_year, match_max_year, match_rest, created_at)
         select * from unnest($1::int[], $2::text[], $3::text[], $4::enum_saved_searches_frequency[], $5::bool[],
           $6::text[], $7::text[], $8::numeric[], $9::numeric[], $10::numeric[], $11::numeric[], $12::text[],
           $13::timestamptz[])`,
        rows,
      );
    }
    const forSale = (
      await client.query<{ id: number }>(`select id from vehicles where status = 'approved' order by id`)
    ).rows.map((row) => row.id);
    const savedBy: number[] = [];
    const savedCar: number[] = [];
    for (const buyer of buyers) {
      for (let index = 0; index < shape.savedCarsPerBuyer; index++) {
        savedBy.push(buyer);
        savedCar.push(forSale[Math.floor(random() * forSale.length)]!);
      }
    }
    await client.query(
      `insert into saved_vehicles (user_id, vehicle_id, title, price_at_save)
       select s.user_id, v.id, v.make || ' ' || v.model, v.price
         from unnest($1::int[], $2::int[]) as s(user_id, vehicle_id) join vehicles v on v.id = s.vehicle_id
       on conflict do nothing`,
      [savedBy, savedCar],
    );
    await client.query('analyze saved_searches; analyze saved_vehicles; analyze users');
    await client.query(
      `create table if not exists bench_alerts_dataset (version int, searches int);
       truncate bench_alerts_dataset;`,
    );
    await client.query('insert into bench_alerts_dataset values ($1, $2)', [ALERTS_DATASET_VERSION, shape.searches]);
  } finally {
    await client.end();
  }
}
