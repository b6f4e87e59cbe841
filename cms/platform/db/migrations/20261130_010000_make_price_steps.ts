/**
 * Hand-written: how many public listings of each make there are per year and per $1,000 step of price, kept by
 * statement triggers. The total of a make within a price range and a year range ('BMW, $20,000-45,000, 2016-2021')
 * was counted over every listing of the make in the price range, then checked for its year: 5,000 index entries at
 * 200,000 listings, five times as many at 1,000,000. It now adds up the steps inside the range (at most one row per
 * year and step, however many listings there are) and counts only the listings of the two partial steps at its edges.
 *
 * Only rows whose status, make, year or price changed are counted, old and new paired by id (a views batch or a
 * market-value refresh costs a join of its rows). Read through an index on the folded make that carries every column
 * a total reads. Triggers named after the search-version triggers, as the other counts', so counting adds no new
 * wait. Writes to vehicles wait while the counts are filled.
 */
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres';
import {
  dropKeptCountsTriggers,
  keptCountsTriggers,
  pairedCountingFunction,
  type KeptCounts,
} from '../keptCountsTriggers.ts';

const table = 'vehicle_make_price_steps';
/** The trigger function. */
const counting = 'vehicles_count_make_price_steps';

/** The listings `from` (as "r") by status, make, year and step of price, counting `sign` each. */
const steps = (sign: number, from: string) =>
  `SELECT ${sign} AS "sign", "r"."status", "r"."make", "r"."year", "vehicle_price_step"("r"."price") AS "price_step"
        FROM ${from}`;

const counts: KeptCounts = {
  table,
  keys: ['status', 'make', 'year', 'price_step'],
  required: ['make', 'year', 'price_step'],
};

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(`
    -- The mode CREATE TRIGGER takes, from the start: taking SHARE first and this after could deadlock.
    LOCK TABLE "vehicles" IN SHARE ROW EXCLUSIVE MODE;

    -- The step a price is kept under: $1,000 wide, [1000 * step, 1000 * (step + 1)).
    CREATE FUNCTION "vehicle_price_step"("price" numeric) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
      SELECT floor("price" / 1000)::integer
    $$;

    CREATE TABLE "vehicle_make_price_steps" (
      "status" "enum_vehicles_listing_status" NOT NULL,
      "make" text NOT NULL,
      "year" numeric NOT NULL,
      "price_step" integer NOT NULL,
      "listings" integer NOT NULL,
      PRIMARY KEY ("status", "make", "year", "price_step")
    );
    -- The make itself too: without it no index-only scan answers lower("make").
    CREATE INDEX "vehicle_make_price_steps_make_idx" ON "vehicle_make_price_steps"
      (lower("make"), "year", "price_step") INCLUDE ("make", "status", "listings");

    INSERT INTO "vehicle_make_price_steps" ("status", "make", "year", "price_step", "listings")
      SELECT "status", "make", "year", "vehicle_price_step"("price"), count(*)
      FROM "vehicles"
      WHERE "status" IN ('approved', 'sold') AND "make" IS NOT NULL AND "year" IS NOT NULL AND "price" IS NOT NULL
      GROUP BY 1, 2, 3, 4;
    ANALYZE "vehicle_make_price_steps";

    ${pairedCountingFunction(counting, counts, steps, ['status', 'make', 'year', 'price'])}
    ${keptCountsTriggers('value_counts_by_make_price_step', table, counting)}
  `),
  );
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(
    sql.raw(`
    ${dropKeptCountsTriggers('value_counts_by_make_price_step', counting)}
    DROP TABLE "vehicle_make_price_steps";
    DROP FUNCTION "vehicle_price_step"(numeric);
  `),
  );
}
