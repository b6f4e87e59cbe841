/**
 * Hand-written: counting a search's matches and its facets from narrow indexes instead of the listings' rows.
 *
 * - `feature_bits`: one bit per search feature (contract/catalog/searchFilters.ts, in its order), from the stored
 *   spellings each stands for. "Has Bluetooth, Backup Camera and Heated Seats" becomes `feature_bits & 22 = 22`,
 *   which an index entry answers; jsonb containment through the GIN index had to read every matching row to
 *   recheck it (16,000 pages for three common features at 200,000 listings). The mapping is written out here, so
 *   a change to the catalogue needs a migration; tests/api/featureBits.test.ts fails until it has one.
 * - The index of approved listings newest first carries the filters nearly every search has (features, price,
 *   year, mileage), so a search's page and its capped count over them read the index alone.
 * - The indexes by make and price, make and body type, place, deal rating and price drop carry price, year and
 *   mileage for the same reason: a bound on any of them no longer reads the table.
 */
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE FUNCTION "vehicle_feature_bits"("features" jsonb) RETURNS bigint
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT coalesce(bit_or(CASE f.name
        WHEN 'Air Conditioning' THEN 1
        WHEN 'Bluetooth Connectivity' THEN 2
        WHEN 'Bluetooth connectivity' THEN 2
        WHEN 'Bluetooth' THEN 2
        WHEN 'Backup Camera' THEN 4
        WHEN 'Backup camera' THEN 4
        WHEN 'Navigation System' THEN 8
        WHEN 'Navigation system' THEN 8
        WHEN 'Heated Seats' THEN 16
        WHEN 'Leather Interior' THEN 32
        WHEN 'Leather seats' THEN 32
        WHEN 'Leather Seats' THEN 32
        WHEN 'Sunroof/Moonroof' THEN 64
        WHEN 'Sunroof' THEN 64
        WHEN 'Premium Sound System' THEN 128
        WHEN 'Premium audio system' THEN 128
        WHEN 'Cruise Control' THEN 256
        WHEN 'Keyless Entry' THEN 512
        WHEN 'Remote Start' THEN 1024
        WHEN 'Parking Sensors' THEN 2048
        WHEN 'Lane Departure Warning' THEN 4096
        WHEN 'Blind Spot Monitoring' THEN 8192
        WHEN 'Apple CarPlay' THEN 16384
        WHEN 'Android Auto' THEN 32768
      END), 0)::bigint
      FROM jsonb_array_elements_text(
        CASE WHEN jsonb_typeof("features") = 'array' THEN "features" ELSE '[]'::jsonb END) AS f(name)
    $$;

    ALTER TABLE "vehicles" ADD COLUMN "feature_bits" bigint
      GENERATED ALWAYS AS ("vehicle_feature_bits"("features")) STORED;

    DROP INDEX "vehicles_approved_created_idx";
    CREATE INDEX "vehicles_approved_created_idx" ON "vehicles" ("created_at" DESC, "id" DESC)
      INCLUDE ("feature_bits", "price", "year", "mileage") WHERE "status" = 'approved';
    DROP INDEX "vehicles_approved_features_idx";

    DROP INDEX "vehicles_approved_make_price_idx";
    CREATE INDEX "vehicles_approved_make_price_idx" ON "vehicles" (lower("make"), "price", "id")
      INCLUDE ("year", "mileage") WHERE "status" = 'approved';
    DROP INDEX "vehicles_approved_geo_idx";
    CREATE INDEX "vehicles_approved_geo_idx" ON "vehicles" ("latitude", "longitude")
      INCLUDE ("id", "price", "year", "mileage") WHERE "status" = 'approved';
    DROP INDEX "vehicles_approved_deal_idx";
    CREATE INDEX "vehicles_approved_deal_idx" ON "vehicles" ("deal_rating", "price")
      INCLUDE ("year", "mileage") WHERE "status" = 'approved';
    DROP INDEX "vehicles_approved_body_make_idx";
    CREATE INDEX "vehicles_approved_body_make_idx" ON "vehicles" ("body_type", "make")
      INCLUDE ("price", "year", "mileage") WHERE "status" = 'approved';
    DROP INDEX "vehicles_approved_make_body_idx";
    CREATE INDEX "vehicles_approved_make_body_idx" ON "vehicles" (lower("make"), "body_type")
      INCLUDE ("price", "year", "mileage") WHERE "status" = 'approved';
    DROP INDEX "vehicles_price_drop_idx";
    CREATE INDEX "vehicles_price_drop_idx" ON "vehicles" ("price_drop" DESC NULLS LAST, "id" DESC)
      INCLUDE ("price_dropped_at", "price") WHERE "status" = 'approved';
  `);
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX "vehicles_price_drop_idx";
    CREATE INDEX "vehicles_price_drop_idx" ON "vehicles" ("price_drop" DESC NULLS LAST, "id" DESC)
      INCLUDE ("price_dropped_at") WHERE "status" = 'approved';
    DROP INDEX "vehicles_approved_make_body_idx";
    CREATE INDEX "vehicles_approved_make_body_idx" ON "vehicles" (lower("make"), "body_type") WHERE "status" = 'approved';
    DROP INDEX "vehicles_approved_body_make_idx";
    CREATE INDEX "vehicles_approved_body_make_idx" ON "vehicles" ("body_type", "make") WHERE "status" = 'approved';
    DROP INDEX "vehicles_approved_deal_idx";
    CREATE INDEX "vehicles_approved_deal_idx" ON "vehicles" ("deal_rating") WHERE "status" = 'approved';
    DROP INDEX "vehicles_approved_geo_idx";
    CREATE INDEX "vehicles_approved_geo_idx" ON "vehicles" ("latitude", "longitude") INCLUDE ("id")
      WHERE "status" = 'approved';
    DROP INDEX "vehicles_approved_make_price_idx";
    CREATE INDEX "vehicles_approved_make_price_idx" ON "vehicles" (lower("make"), "price", "id") WHERE "status" = 'approved';
    CREATE INDEX "vehicles_approved_features_idx" ON "vehicles" USING gin ("features" jsonb_path_ops)
      WHERE "status" = 'approved';
    DROP INDEX "vehicles_approved_created_idx";
    CREATE INDEX "vehicles_approved_created_idx" ON "vehicles" ("created_at" DESC, "id" DESC) WHERE "status" = 'approved';
    ALTER TABLE "vehicles" DROP COLUMN "feature_bits";
    DROP FUNCTION "vehicle_feature_bits"(jsonb);
  `);
}
