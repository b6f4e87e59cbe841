/**
 * Hand-written: the kept counts per value (vehicle_value_counts) also count the public listings at each place, the
 * coordinates a listing takes from its ZIP code. A search within a radius of a point then totals a few hundred places
 * instead of counting every listing inside (up to 10,001 index entries, more of them the more listings there are),
 * and its page by distance walks the places nearest first (searchStatements).
 *
 * A place is kept as the text 'latitude,longitude'. The coordinates come from the ZIP table with a handful of
 * decimals, so their text reads back as the same float8 (generated columns, indexed for the box around a circle).
 * Writes to vehicles wait while the counts are filled.
 */
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres';
import { countedValues } from './20261128_070000_deal_rating_counts.ts';
import { makeCountedValues } from './20261128_100000_price_drop_counts.ts';
import { keptBefore, notPerMake, priceBandValue } from './20261128_130000_price_band_counts.ts';

const placeValue = `('place', "listing"."latitude"::text || ',' || "listing"."longitude"::text)`;

const coordinate = (part: number) =>
  `float8 GENERATED ALWAYS AS (CASE WHEN "column_name" = 'place' THEN split_part("value", ',', ${part})::float8 END) STORED`;

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(`
    LOCK TABLE "vehicles" IN SHARE MODE;
    ${countedValues([...keptBefore, priceBandValue, placeValue])}
    ${makeCountedValues([...notPerMake, 'place'])}
    ALTER TABLE "vehicle_value_counts" ADD COLUMN "latitude" ${coordinate(1)}, ADD COLUMN "longitude" ${coordinate(2)};
    CREATE INDEX "vehicle_value_counts_place_idx" ON "vehicle_value_counts" ("status", "latitude", "longitude")
      INCLUDE ("listings") WHERE "column_name" = 'place';
    INSERT INTO "vehicle_value_counts" ("status", "column_name", "value", "listings")
      SELECT "v"."status", "kept"."column_name", "kept"."value", count(*)
      FROM "vehicles" "v", "vehicle_counted_values"("v") "kept"
      WHERE "v"."status" IN ('approved', 'sold') AND "kept"."column_name" = 'place'
      GROUP BY 1, 2, 3;
    ANALYZE "vehicle_value_counts";
  `),
  );
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(
    sql.raw(`
    LOCK TABLE "vehicles" IN SHARE MODE;
    ${countedValues([...keptBefore, priceBandValue])}
    ${makeCountedValues(notPerMake)}
    DELETE FROM "vehicle_value_counts" WHERE "column_name" = 'place';
    DROP INDEX "vehicle_value_counts_place_idx";
    ALTER TABLE "vehicle_value_counts" DROP COLUMN "latitude", DROP COLUMN "longitude";
  `),
  );
}
