/**
 * Hand-written: the kept counts per value (vehicle_value_counts, and per make) also count the public listings in each
 * band of the sidebar's price facet. The facet added up every kept price (4,640 rows at 200,000 listings, 2.5 ms, and
 * more with every new price); it now reads its seven bands.
 *
 * The bands are written here as the sidebar had them when it was written (`priceBands` in contract/facets.ts), as a
 * function of their own; a test compares the two at every band's edges, so a change to the bands needs a migration.
 * Writes to vehicles wait while the counts are filled.
 */
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres';
import { countedValues, dealRatingValue } from './20261128_070000_deal_rating_counts.ts';
import { makeCountedValues, priceDroppedOnValue } from './20261128_100000_price_drop_counts.ts';
import { featureBitsValue } from './20261128_110000_feature_set_counts.ts';

/** A band's position among the bands, none for a price between two (a price has cents: none falls between). */
const priceBandFunction = `
  CREATE FUNCTION "vehicle_price_band"("price" numeric) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
    SELECT CASE
      WHEN "price" <= 19999.99 THEN 0
      WHEN "price" >= 20000 AND "price" <= 39999.99 THEN 1
      WHEN "price" >= 40000 AND "price" <= 59999.99 THEN 2
      WHEN "price" >= 60000 AND "price" <= 79999.99 THEN 3
      WHEN "price" >= 80000 AND "price" <= 99999.99 THEN 4
      WHEN "price" >= 100000 AND "price" <= 149999.99 THEN 5
      WHEN "price" >= 150000 THEN 6
    END
  $$;`;

export const priceBandValue = `('price_band', "vehicle_price_band"("listing"."price")::text)`;

export const keptBefore = [dealRatingValue, priceDroppedOnValue, featureBitsValue];
export const notPerMake = ['make', 'price_dropped_on', 'feature_bits'];

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(`
    LOCK TABLE "vehicles" IN SHARE MODE;
    ${priceBandFunction}
    ${countedValues([...keptBefore, priceBandValue])}
    ${makeCountedValues(notPerMake)}
    INSERT INTO "vehicle_value_counts" ("status", "column_name", "value", "listings")
      SELECT "status", 'price_band', "vehicle_price_band"("price")::text, count(*)
      FROM "vehicles"
      WHERE "status" IN ('approved', 'sold') AND "vehicle_price_band"("price") IS NOT NULL
      GROUP BY 1, 3;
    INSERT INTO "vehicle_make_value_counts" ("status", "column_name", "value", "make", "listings")
      SELECT "status", 'price_band', "vehicle_price_band"("price")::text, "make", count(*)
      FROM "vehicles"
      WHERE "status" IN ('approved', 'sold') AND "make" IS NOT NULL AND "vehicle_price_band"("price") IS NOT NULL
      GROUP BY 1, 3, 4;
    ANALYZE "vehicle_value_counts";
    ANALYZE "vehicle_make_value_counts";
  `),
  );
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(
    sql.raw(`
    LOCK TABLE "vehicles" IN SHARE MODE;
    ${countedValues(keptBefore)}
    ${makeCountedValues(notPerMake)}
    DELETE FROM "vehicle_value_counts" WHERE "column_name" = 'price_band';
    DELETE FROM "vehicle_make_value_counts" WHERE "column_name" = 'price_band';
    DROP FUNCTION "vehicle_price_band"(numeric);
  `),
  );
}
