/**
 * Hand-written: the kept counts per value (vehicle_value_counts) also count each combination of search features
 * (`feature_bits`). The total of a search for three features counted the index entries of every listing with them
 * (8,769 at 200,000 listings, through the 1,634 combinations that hold the three: 5-6 ms); it is now a sum over the
 * kept combinations (about 15,000 rows, 2-2.5 ms), at most one per combination of the 16 search features, however many the listings.
 * Not kept per make: a make's listings with a feature are few, and counted as before.
 *
 * Writes to vehicles wait while the counts are filled.
 */
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres';
import { countedValues, dealRatingValue } from './20261128_070000_deal_rating_counts.ts';
import { makeCountedValues, priceDroppedOnValue } from './20261128_100000_price_drop_counts.ts';

export const featureBitsValue = `('feature_bits', "listing"."feature_bits"::text)`;

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(`
    LOCK TABLE "vehicles" IN SHARE MODE;
    ${countedValues([dealRatingValue, priceDroppedOnValue, featureBitsValue])}
    ${makeCountedValues(['make', 'price_dropped_on', 'feature_bits'])}
    INSERT INTO "vehicle_value_counts" ("status", "column_name", "value", "listings")
      SELECT "status", 'feature_bits', "feature_bits"::text, count(*)
      FROM "vehicles"
      WHERE "status" IN ('approved', 'sold') AND "feature_bits" IS NOT NULL
      GROUP BY 1, 3;
    ANALYZE "vehicle_value_counts";
  `),
  );
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(
    sql.raw(`
    LOCK TABLE "vehicles" IN SHARE MODE;
    ${countedValues([dealRatingValue, priceDroppedOnValue])}
    ${makeCountedValues(['make', 'price_dropped_on'])}
    DELETE FROM "vehicle_value_counts" WHERE "column_name" = 'feature_bits';
  `),
  );
}
