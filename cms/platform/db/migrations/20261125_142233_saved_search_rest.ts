/**
 * A saved search's conditions beyond make, model, price and year, as a query of their own (kept by the collection's
 * hook): the alert run checks each distinct rest once instead of each search. Searches saved before this migration
 * take their whole query as their rest: it holds the same conditions and more, so they match exactly as before.
 * Also the index through which the daily run finds the accounts that saved a car whose price was cut.
 */
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "saved_searches" ADD COLUMN "match_rest" varchar DEFAULT '';
   UPDATE "saved_searches" SET "match_rest" = "query" WHERE coalesce("query", '') <> '';
   CREATE INDEX "saved_vehicles_vehicle_idx" ON "saved_vehicles" USING btree ("vehicle_id");`);
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "saved_vehicles_vehicle_idx";
   ALTER TABLE "saved_searches" DROP COLUMN "match_rest";`);
}
