/**
 * Hand-written: the index of approved listings by feature bits carries every column a facet pass groups by, so
 * the facets of a search by features are counted from the index alone. With only price, year and mileage in it,
 * the pass over three features' 8,769 listings (200,000 in all) read each one's row: 46 ms with the table in
 * memory, 120 ms from disk, against 28 ms from the index (13 MB instead of 7.7).
 */
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE INDEX "vehicles_approved_features_facets_idx" ON "vehicles" ("feature_bits")
      INCLUDE ("make", "body_type", "fuel_type", "transmission", "drivetrain", "condition", "exterior_color",
        "price", "year", "mileage")
      WHERE "status" = 'approved';
    DROP INDEX "vehicles_approved_features_idx";
  `);
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    CREATE INDEX "vehicles_approved_features_idx" ON "vehicles" ("feature_bits")
      INCLUDE ("price", "year", "mileage") WHERE "status" = 'approved';
    DROP INDEX "vehicles_approved_features_facets_idx";
  `);
}
