/**
 * Hand-written: how many public listings (approved, sold) have each value of each column the search sidebar counts,
 * kept by statement triggers. The sidebar as /search opens counts every approved listing under no filter; at
 * 200,000 listings that pass read 160,000 index entries and hashed them into ten facets (about 290 ms of PostgreSQL
 * time for each answer), and every approval emptied its cache. Here it reads a few thousand rows, one per value.
 *
 * A statement adds one per listing it makes public and takes one away per listing it takes back, per value, netted
 * (a views batch or a market-value refresh nets to nothing and writes nothing). Rows are upserted in key order, after
 * the search-version triggers (named earlier) have taken the version row every public change takes first, so
 * counting adds no new wait and no lock cycle. Null values are not kept: no facet shows them.
 */
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres';

const publicStatus = `('approved', 'sold')`;

/** The trigger function as first written: its statement built and planned at every call (a later migration replaces it). */
export const countValuesByExecute = `
    CREATE OR REPLACE FUNCTION "vehicles_count_values"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        EXECUTE format($changes$
          INSERT INTO "vehicle_value_counts" AS "counted" ("status", "column_name", "value", "listings")
          SELECT "status", "column_name", "value", sum("sign")::int
          FROM (%s) "changed"
          WHERE "status" IN ${publicStatus}
          GROUP BY 1, 2, 3
          HAVING sum("sign") <> 0
          ORDER BY 1, 2, 3
          ON CONFLICT ("status", "column_name", "value")
            DO UPDATE SET "listings" = "counted"."listings" + excluded."listings"
        $changes$, concat_ws(' UNION ALL ',
          CASE WHEN TG_OP <> 'DELETE' THEN
            'SELECT 1 AS "sign", "n"."status", "kept".* FROM "new_rows" "n", "vehicle_counted_values"("n") "kept"' END,
          CASE WHEN TG_OP <> 'INSERT' THEN
            'SELECT -1 AS "sign", "o"."status", "kept".* FROM "old_rows" "o", "vehicle_counted_values"("o") "kept"' END));
        RETURN NULL;
      END
    $$;`;

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(`
    CREATE TABLE "vehicle_value_counts" (
      "status" "enum_vehicles_listing_status" NOT NULL,
      "column_name" text NOT NULL,
      "value" text NOT NULL,
      "listings" integer NOT NULL,
      -- A number as a number: the sidebar reads thousands of prices, and casting each from text cost the most.
      "amount" numeric GENERATED ALWAYS AS (
        CASE WHEN "column_name" IN ('price', 'year') THEN "value"::numeric END
      ) STORED,
      PRIMARY KEY ("status", "column_name", "value")
    );

    CREATE FUNCTION "vehicle_counted_values"("listing" "vehicles") RETURNS TABLE ("column_name" text, "value" text)
      LANGUAGE sql STABLE AS $$
      SELECT "kept"."column_name", "kept"."value"
      FROM (VALUES
        ('make', "listing"."make"::text),
        ('body_type', "listing"."body_type"::text),
        ('fuel_type', "listing"."fuel_type"::text),
        ('transmission', "listing"."transmission"::text),
        ('drivetrain', "listing"."drivetrain"::text),
        ('condition', "listing"."condition"::text),
        ('exterior_color', "listing"."exterior_color"::text),
        ('price', "listing"."price"::text),
        ('year', "listing"."year"::text)
      ) AS "kept"("column_name", "value")
      WHERE "kept"."value" IS NOT NULL
    $$;

    INSERT INTO "vehicle_value_counts" ("status", "column_name", "value", "listings")
      SELECT "v"."status", "kept"."column_name", "kept"."value", count(*)
      FROM "vehicles" "v", "vehicle_counted_values"("v") "kept"
      WHERE "v"."status" IN ${publicStatus}
      GROUP BY 1, 2, 3;

    -- One function for the three statements: the transition tables a statement has are named in its trigger.
    ${countValuesByExecute}

    CREATE FUNCTION "vehicles_count_values_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM "vehicle_value_counts";
        RETURN NULL;
      END
    $$;

    CREATE TRIGGER "vehicles_value_counts_insert" AFTER INSERT ON "vehicles"
      REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "vehicles_count_values"();
    CREATE TRIGGER "vehicles_value_counts_update" AFTER UPDATE ON "vehicles"
      REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
      FOR EACH STATEMENT EXECUTE FUNCTION "vehicles_count_values"();
    CREATE TRIGGER "vehicles_value_counts_delete" AFTER DELETE ON "vehicles"
      REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "vehicles_count_values"();
    CREATE TRIGGER "vehicles_value_counts_truncate" AFTER TRUNCATE ON "vehicles"
      FOR EACH STATEMENT EXECUTE FUNCTION "vehicles_count_values_truncated"();
  `),
  );
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP TRIGGER "vehicles_value_counts_insert" ON "vehicles";
    DROP TRIGGER "vehicles_value_counts_update" ON "vehicles";
    DROP TRIGGER "vehicles_value_counts_delete" ON "vehicles";
    DROP TRIGGER "vehicles_value_counts_truncate" ON "vehicles";
    DROP FUNCTION "vehicles_count_values_truncated"();
    DROP FUNCTION "vehicles_count_values"();
    DROP FUNCTION "vehicle_counted_values"("vehicles");
    DROP TABLE "vehicle_value_counts";
  `);
}
