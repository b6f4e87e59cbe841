/**
 * A saved search's conditions beyond make, model, price and year, as a query of their own (kept by the collection's
 * hook): the alert run checks each distinct rest once instead of each search.
 */
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "saved_searches" ADD COLUMN "match_rest" varchar DEFAULT '';`);
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "saved_searches" DROP COLUMN "match_rest";`);
}
