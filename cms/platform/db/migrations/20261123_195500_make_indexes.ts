/**
 * Hand-written, from the search benchmark's EXPLAIN check at 200,000 listings (docs/performance.md).
 * - A make, a price range and the cheapest first (the commonest filtered search): the make/model index handed
 *   over every listing of the make (6,400 BMWs) to be filtered and sorted; (make, price, id) walks the make's
 *   listings in price order from the minimum and stops at the page.
 * - Facets: counting makes under a body type (the 'SUV' page) read the whole table; (body_type, make) answers it
 *   from the index alone.
 */
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE INDEX "vehicles_approved_make_price_idx" ON "vehicles" (lower("make"), "price", "id") WHERE "status" = 'approved';
    CREATE INDEX "vehicles_approved_body_make_idx" ON "vehicles" ("body_type", "make") WHERE "status" = 'approved';
  `);
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX "vehicles_approved_body_make_idx";
    DROP INDEX "vehicles_approved_make_price_idx";
  `);
}
