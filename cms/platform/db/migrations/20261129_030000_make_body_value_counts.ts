/**
 * Hand-written: how many public listings of each make and body type have each value of the other columns the sidebar
 * counts under both, kept by statement triggers. The sidebar of a make and a body type ('BMW SUVs') counted its
 * facets over every such listing (902 BMW SUVs at 200,000 listings, 750 buffers; five times the rows at 1,000,000);
 * they are now a few hundred rows of this table, however many listings there are.
 *
 * Kept: the model, the options, the colour, the price band and the year (not the price itself nor the deal rating:
 * no count under a make and a body type reads them). Only rows whose status, make, body type or a kept column changed
 * are counted, old and new paired by id, as the word counts do: a views batch or a market-value refresh costs a join
 * of its rows. Read through an index on the folded make that carries every column a count reads. Writes to vehicles
 * wait while the counts are filled.
 */
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres';
import {
  dropKeptCountsTriggers,
  keptCountsTriggers,
  pairedCountingFunction,
  type KeptCounts,
} from '../keptCountsTriggers.ts';

const table = 'vehicle_make_body_value_counts';
/** The trigger function. */
const counting = 'vehicles_count_make_body_values';

/** Each kept column, and the listing's column it comes from. */
const keptFrom = {
  model: 'model',
  fuel_type: 'fuel_type',
  transmission: 'transmission',
  drivetrain: 'drivetrain',
  condition: 'condition',
  exterior_color: 'exterior_color',
  price_band: 'price',
  year: 'year',
} as const;

/** A listing's columns that its counts here depend on. */
const countedColumns = ['status', 'make', 'body_type', ...Object.values(keptFrom)];

/** The kept values of the listings `from` (as "r"), with their status, make and body type, counting `sign` each. */
const values = (sign: number, from: string) =>
  `SELECT ${sign} AS "sign", "r"."status", "r"."make", "r"."body_type", "kept".*
        FROM ${from}, "vehicle_make_body_counted_values"("r") "kept"`;

const counts: KeptCounts = {
  table,
  keys: ['status', 'column_name', 'value', 'make', 'body_type'],
  required: ['make', 'body_type'],
};

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(`
    -- The mode CREATE TRIGGER takes, from the start: taking SHARE first and this after could deadlock.
    LOCK TABLE "vehicles" IN SHARE ROW EXCLUSIVE MODE;

    CREATE TABLE "vehicle_make_body_value_counts" (
      "status" "enum_vehicles_listing_status" NOT NULL,
      "column_name" text NOT NULL,
      "value" text NOT NULL,
      "make" text NOT NULL,
      "body_type" "enum_vehicles_body_type" NOT NULL,
      "listings" integer NOT NULL,
      "amount" numeric GENERATED ALWAYS AS (CASE WHEN "column_name" = 'year' THEN "value"::numeric END) STORED,
      PRIMARY KEY ("status", "column_name", "value", "make", "body_type")
    );
    -- The make itself too: without it no index-only scan answers lower("make").
    CREATE INDEX "vehicle_make_body_value_counts_make_idx" ON "vehicle_make_body_value_counts"
      (lower("make"), "body_type", "column_name") INCLUDE ("make", "status", "value", "amount", "listings");

    CREATE FUNCTION "vehicle_make_body_counted_values"("listing" "vehicles")
      RETURNS TABLE ("column_name" text, "value" text) LANGUAGE sql STABLE AS $$
      SELECT "kept"."column_name", "kept"."value" FROM "vehicle_make_counted_values"("listing") "kept"
      WHERE "kept"."column_name" IN (${Object.keys(keptFrom)
        .map((column) => `'${column}'`)
        .join(', ')})
    $$;

    INSERT INTO "vehicle_make_body_value_counts" ("status", "column_name", "value", "make", "body_type", "listings")
      SELECT "v"."status", "kept"."column_name", "kept"."value", "v"."make", "v"."body_type", count(*)
      FROM "vehicles" "v", "vehicle_make_body_counted_values"("v") "kept"
      WHERE "v"."status" IN ('approved', 'sold') AND "v"."make" IS NOT NULL AND "v"."body_type" IS NOT NULL
      GROUP BY 1, 2, 3, 4, 5;
    ANALYZE "vehicle_make_body_value_counts";

    ${pairedCountingFunction(counting, counts, values, countedColumns)}
    ${keptCountsTriggers('value_counts_by_make_body', table, counting)}
  `),
  );
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(
    sql.raw(`
    ${dropKeptCountsTriggers('value_counts_by_make_body', counting)}
    DROP FUNCTION "vehicle_make_body_counted_values"("vehicles");
    DROP TABLE "vehicle_make_body_value_counts";
  `),
  );
}
