/**
 * Hand-written: the kept counts per value (vehicle_value_counts) also count the public listings whose price dropped
 * by at least 100 (priceDropRules.minimumAmount), per UTC day of the drop. A search for recent drops counted up to
 * 10,001 index entries (a drop is recent for 30 days, and 5 % of listings had one); its total is now the kept days
 * after the first day of that window, plus the drops of that first day still inside it, found through the new index
 * on when the price dropped (one day's drops at most).
 *
 * The per-make counts do not keep them: a make's recent drops are a few hundred listings, counted as before.
 * Writes to vehicles wait while the counts are filled: a listing changed between the functions' replacement and the
 * fill would be counted twice, or not at all.
 */
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres';
import { countedValues, dealRatingValue } from './20261128_070000_deal_rating_counts.ts';

/** Drops of 100 or more, by the UTC day they dropped; a smaller cut is not shown as a drop. */
export const priceDroppedOnValue = `('price_dropped_on', CASE WHEN "listing"."price_drop" >= 100
        THEN to_char("listing"."price_dropped_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD') END)`;

/** vehicle_make_counted_values: the kept values but those in `notPerMake`, and the model. */
export const makeCountedValues = (notPerMake: string[]) => `
  CREATE OR REPLACE FUNCTION "vehicle_make_counted_values"("listing" "vehicles")
    RETURNS TABLE ("column_name" text, "value" text) LANGUAGE sql STABLE AS $$
    SELECT "kept"."column_name", "kept"."value" FROM "vehicle_counted_values"("listing") "kept"
    WHERE "kept"."column_name" NOT IN (${notPerMake.map((column) => `'${column}'`).join(', ')})
    UNION ALL
    SELECT 'model', "listing"."model"::text WHERE "listing"."model" IS NOT NULL
  $$;`;

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(`
    LOCK TABLE "vehicles" IN SHARE MODE;
    ${countedValues([dealRatingValue, priceDroppedOnValue])}
    ${makeCountedValues(['make', 'price_dropped_on'])}
    INSERT INTO "vehicle_value_counts" ("status", "column_name", "value", "listings")
      SELECT "v"."status", "kept"."column_name", "kept"."value", count(*)
      FROM "vehicles" "v", "vehicle_counted_values"("v") "kept"
      WHERE "v"."status" IN ('approved', 'sold') AND "kept"."column_name" = 'price_dropped_on'
      GROUP BY 1, 2, 3;
    -- Only listings whose price ever dropped: most never do, and a price change is rare beside a view counted.
    CREATE INDEX "vehicles_price_dropped_at_idx" ON "vehicles" ("price_dropped_at") INCLUDE ("price_drop", "status")
      WHERE "price_dropped_at" IS NOT NULL;
  `),
  );
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(
    sql.raw(`
    LOCK TABLE "vehicles" IN SHARE MODE;
    DROP INDEX "vehicles_price_dropped_at_idx";
    ${countedValues([dealRatingValue])}
    ${makeCountedValues(['make'])}
    DELETE FROM "vehicle_value_counts" WHERE "column_name" = 'price_dropped_on';
  `),
  );
}
