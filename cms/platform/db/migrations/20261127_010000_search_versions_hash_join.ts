/**
 * Hand-written: the statement trigger that moves search versions on UPDATE matches old rows to new ones by id. Its
 * plan is made once per connection, at the trigger's first run, for the row counts of that run: made for an UPDATE
 * of one row or none, it is a nested loop that compares every old row with every new one, and the connection keeps
 * it. The hourly market value refresh (one UPDATE per make, 17,690 rows for the largest at 200,000 listings) then
 * ran for minutes per make while it held the listings version's row, which every write to listings waits for.
 * Without nested loops the join is a hash or merge join whatever counts it was planned for (4.8 s for that make,
 * against 4.5 s with no trigger at all).
 */
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER FUNCTION "vehicles_search_versions"() SET enable_nestloop = off;`);
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`ALTER FUNCTION "vehicles_search_versions"() RESET enable_nestloop;`);
}
