/**
 * Hand-written: the model is held in memory too (the sidebar of a make counts its models there), so a change of a
 * public listing's model is logged for the servers that hold it, as a change of its make is.
 */
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres';
import { firstHeldColumns, logListingChangesFunction } from './20261129_100000_listing_changes.ts';

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(logListingChangesFunction([...firstHeldColumns, 'model'])));
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(logListingChangesFunction(firstHeldColumns)));
}
