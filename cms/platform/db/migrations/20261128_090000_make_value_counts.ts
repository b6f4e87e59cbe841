/**
 * Hand-written: how many public listings of each make have each value of the other columns the sidebar counts (and
 * each model), kept by statement triggers as vehicle_value_counts is. With a make chosen, the commonest sidebar after
 * the first, every other facet was counted over the make's listings (5,000 rows for BMW at 200,000 listings), and the
 * make facet under one other filter over that filter's listings (21,000 for SUVs); both are now rows of this table.
 *
 * Keyed by column and value first, then make: a facet of makes under a body type reads one value's rows, a facet
 * under a make reads the make's rows through the second index. Both indexes carry the count: a count changed is not
 * a HOT update (two index entries more per row an approval changes), but a sidebar reads no row of the table.
 * Triggers named after the search-version triggers, so counting adds no new wait; rows upserted in key order. Writes
 * to vehicles wait while the counts are filled.
 */
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres';

const publicStatus = `('approved', 'sold')`;

/** The trigger function as first written: its statement built and planned at every call (a later migration replaces it). */
export const countMakeValuesByExecute = `
    CREATE OR REPLACE FUNCTION "vehicles_count_make_values"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        EXECUTE format($changes$
          INSERT INTO "vehicle_make_value_counts" AS "counted" ("status", "column_name", "value", "make", "listings")
          SELECT "status", "column_name", "value", "make", sum("sign")::int
          FROM (%s) "changed"
          WHERE "status" IN ${publicStatus} AND "make" IS NOT NULL
          GROUP BY 1, 2, 3, 4
          HAVING sum("sign") <> 0
          ORDER BY 1, 2, 3, 4
          ON CONFLICT ("status", "column_name", "value", "make")
            DO UPDATE SET "listings" = "counted"."listings" + excluded."listings"
        $changes$, concat_ws(' UNION ALL ',
          CASE WHEN TG_OP <> 'DELETE' THEN
            'SELECT 1 AS "sign", "n"."status", "n"."make", "kept".*
             FROM "new_rows" "n", "vehicle_make_counted_values"("n") "kept"' END,
          CASE WHEN TG_OP <> 'INSERT' THEN
            'SELECT -1 AS "sign", "o"."status", "o"."make", "kept".*
             FROM "old_rows" "o", "vehicle_make_counted_values"("o") "kept"' END));
        RETURN NULL;
      END
    $$;`;

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(`
    -- The mode CREATE TRIGGER takes, from the start: taking SHARE first and this after could deadlock.
    LOCK TABLE "vehicles" IN SHARE ROW EXCLUSIVE MODE;

    CREATE TABLE "vehicle_make_value_counts" (
      "status" "enum_vehicles_listing_status" NOT NULL,
      "column_name" text NOT NULL,
      "value" text NOT NULL,
      "make" text NOT NULL,
      "listings" integer NOT NULL,
      "amount" numeric GENERATED ALWAYS AS (
        CASE WHEN "column_name" IN ('price', 'year') THEN "value"::numeric END
      ) STORED,
      PRIMARY KEY ("status", "column_name", "value", "make") INCLUDE ("amount", "listings")
    );
    -- Every column a count reads is in each index, so both are read without the table.
    CREATE INDEX "vehicle_make_value_counts_make_idx" ON "vehicle_make_value_counts" (lower("make"), "column_name")
      INCLUDE ("make", "status", "value", "amount", "listings");

    -- The values vehicle_value_counts keeps but the make, and the model, which is only ever counted under a make.
    CREATE FUNCTION "vehicle_make_counted_values"("listing" "vehicles")
      RETURNS TABLE ("column_name" text, "value" text) LANGUAGE sql STABLE AS $$
      SELECT "kept"."column_name", "kept"."value" FROM "vehicle_counted_values"("listing") "kept"
      WHERE "kept"."column_name" <> 'make'
      UNION ALL
      SELECT 'model', "listing"."model"::text WHERE "listing"."model" IS NOT NULL
    $$;

    INSERT INTO "vehicle_make_value_counts" ("status", "column_name", "value", "make", "listings")
      SELECT "v"."status", "kept"."column_name", "kept"."value", "v"."make", count(*)
      FROM "vehicles" "v", "vehicle_make_counted_values"("v") "kept"
      WHERE "v"."status" IN ${publicStatus} AND "v"."make" IS NOT NULL
      GROUP BY 1, 2, 3, 4;

    ${countMakeValuesByExecute}

    CREATE FUNCTION "vehicles_count_make_values_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM "vehicle_make_value_counts";
        RETURN NULL;
      END
    $$;

    CREATE TRIGGER "vehicles_value_counts_by_make_insert" AFTER INSERT ON "vehicles"
      REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "vehicles_count_make_values"();
    CREATE TRIGGER "vehicles_value_counts_by_make_update" AFTER UPDATE ON "vehicles"
      REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
      FOR EACH STATEMENT EXECUTE FUNCTION "vehicles_count_make_values"();
    CREATE TRIGGER "vehicles_value_counts_by_make_delete" AFTER DELETE ON "vehicles"
      REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "vehicles_count_make_values"();
    CREATE TRIGGER "vehicles_value_counts_by_make_truncate" AFTER TRUNCATE ON "vehicles"
      FOR EACH STATEMENT EXECUTE FUNCTION "vehicles_count_make_values_truncated"();

    ANALYZE "vehicle_make_value_counts";
  `),
  );
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP TRIGGER "vehicles_value_counts_by_make_insert" ON "vehicles";
    DROP TRIGGER "vehicles_value_counts_by_make_update" ON "vehicles";
    DROP TRIGGER "vehicles_value_counts_by_make_delete" ON "vehicles";
    DROP TRIGGER "vehicles_value_counts_by_make_truncate" ON "vehicles";
    DROP FUNCTION "vehicles_count_make_values_truncated"();
    DROP FUNCTION "vehicles_count_make_values"();
    DROP FUNCTION "vehicle_make_counted_values"("vehicles");
    DROP TABLE "vehicle_make_value_counts";
  `);
}
