/**
 * Hand-written: the indexes of a make's listings by price (approved, and the twin over sold ones) also carry each
 * listing's creation time. A make's search under a price range is planned once, and its generic plan, blind to how
 * wide the range is, reads the make's listings in the range through this index and sorts them newest first: without
 * the time it read each one's row (1,609 rows, 709 pages, for an Audi between $20,000 and $45,000 at 200,000).
 */
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres';

const makePriceIndexes = (carried: string) =>
  ['approved', 'sold']
    .map(
      (status) => `
    DROP INDEX "vehicles_${status}_make_price_idx";
    CREATE INDEX "vehicles_${status}_make_price_idx" ON "vehicles" (lower("make"), "price", "id")
      INCLUDE (${carried}) WHERE "status" = '${status}';`,
    )
    .join('');

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(makePriceIndexes(`"make", "year", "mileage", "created_at"`)));
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(makePriceIndexes(`"make", "year", "mileage"`)));
}
