/**
 * Hand-written: the kept counts per value (vehicle_value_counts) also count deal ratings, so the total of a search
 * for great deals is a row or two to add instead of up to 10,001 index entries to count.
 *
 * Writes to vehicles wait while the counts are filled: a listing changed between the function's replacement and the
 * fill would be counted twice, or not at all.
 */
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres';

/** The kept columns' VALUES row of deal ratings. */
export const dealRatingValue = `('deal_rating', "listing"."deal_rating"::text)`;

/** vehicle_counted_values: the columns vehicle_value_counts began with, and `more` (rows of its VALUES list). */
export const countedValues = (more: string[]) => `
  CREATE OR REPLACE FUNCTION "vehicle_counted_values"("listing" "vehicles")
    RETURNS TABLE ("column_name" text, "value" text) LANGUAGE sql STABLE AS $$
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
      ('year', "listing"."year"::text)${more.map((value) => `,\n      ${value}`).join('')}
    ) AS "kept"("column_name", "value")
    WHERE "kept"."value" IS NOT NULL
  $$;`;

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(`
    LOCK TABLE "vehicles" IN SHARE MODE;
    ${countedValues([dealRatingValue])}
    INSERT INTO "vehicle_value_counts" ("status", "column_name", "value", "listings")
      SELECT "status", 'deal_rating', "deal_rating"::text, count(*)
      FROM "vehicles"
      WHERE "status" IN ('approved', 'sold') AND "deal_rating" IS NOT NULL
      GROUP BY 1, 3;
  `),
  );
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(
    sql.raw(`
    LOCK TABLE "vehicles" IN SHARE MODE;
    ${countedValues([])}
    DELETE FROM "vehicle_value_counts" WHERE "column_name" = 'deal_rating';
  `),
  );
}
