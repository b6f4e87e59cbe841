/**
 * Hand-written: a listing's views count each visitor once a day. A mark (day, listing, visitor) is written when a
 * view is counted, and `views` grows only by the marks that were new (cms/vehicles/viewCounter.ts), so several app
 * servers, or a flush tried again, never count one twice. The visitor is a keyed hash, never an address. Marks are
 * pruned after two days (cms/maintenance); `views` is not in the search-version trigger, so counting moves no cache.
 */
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE "view_marks" (
      "day" date NOT NULL,
      "vehicle_id" integer NOT NULL REFERENCES "vehicles" ("id") ON DELETE CASCADE,
      "visitor" text NOT NULL,
      PRIMARY KEY ("day", "vehicle_id", "visitor")
    );
    CREATE INDEX "view_marks_vehicle_idx" ON "view_marks" ("vehicle_id");
  `);
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP TABLE "view_marks";
  `);
}
