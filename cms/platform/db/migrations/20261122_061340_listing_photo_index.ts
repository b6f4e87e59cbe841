/**
 * Hand-written. Finding the listings that use a photo (the cleanup of unused uploads, deleting a listing's photos)
 * asks `images @> '["<address>"]'`: a GIN index answers it without reading every listing.
 */
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE INDEX "vehicles_images_gin_idx" ON "vehicles" USING gin ("images" jsonb_path_ops);
  `);
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX "vehicles_images_gin_idx";
  `);
}
