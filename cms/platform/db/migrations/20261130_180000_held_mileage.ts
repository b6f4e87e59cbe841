/**
 * Hand-written: each listing's mileage is held in memory too (a sidebar under a mileage bound is counted there, as
 * under a price or a year bound, whose columns were already held for their facets), so a change of a public
 * listing's mileage is logged for the servers that hold it.
 */
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres';
import { firstHeldColumns, logListingChangesFunction } from './20261129_100000_listing_changes.ts';

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(logListingChangesFunction([...firstHeldColumns, 'model', 'mileage'])));
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(logListingChangesFunction([...firstHeldColumns, 'model'])));
}
