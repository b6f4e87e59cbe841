/**
 * Hand-written, from the search benchmark (docs/performance.md): the radius search picks its page from the
 * coordinates and the id alone (searchVehicles.ts), so the coordinates index carries the id and answers it without
 * reading listings: 35 ms to 2 ms for 50 miles around Chicago at 200,000 listings.
 */
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX "vehicles_approved_geo_idx";
    CREATE INDEX "vehicles_approved_geo_idx" ON "vehicles" ("latitude", "longitude") INCLUDE ("id") WHERE "status" = 'approved';
  `);
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX "vehicles_approved_geo_idx";
    CREATE INDEX "vehicles_approved_geo_idx" ON "vehicles" ("latitude", "longitude") WHERE "status" = 'approved';
  `);
}
