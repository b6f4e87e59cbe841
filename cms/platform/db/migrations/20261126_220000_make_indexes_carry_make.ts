/**
 * Hand-written: the indexes on lower(make) also carry make itself (and lower(model)'s, model). PostgreSQL answers
 * from the index alone only when every column a statement names is in it, and `lower(v.make) = ...` names make: so
 * far each of these scans read every matching listing's row (a BMW facet pass, 5,000 rows, read 5,000 pages).
 */
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX "vehicles_approved_make_price_idx";
    CREATE INDEX "vehicles_approved_make_price_idx" ON "vehicles" (lower("make"), "price", "id")
      INCLUDE ("make", "year", "mileage") WHERE "status" = 'approved';
    DROP INDEX "vehicles_approved_make_body_idx";
    CREATE INDEX "vehicles_approved_make_body_idx" ON "vehicles" (lower("make"), "body_type")
      INCLUDE ("make", "price", "year", "mileage") WHERE "status" = 'approved';
    DROP INDEX "vehicles_approved_make_model_idx";
    CREATE INDEX "vehicles_approved_make_model_idx" ON "vehicles" (lower("make"), lower("model"), "year")
      INCLUDE ("make", "model", "price", "mileage") WHERE "status" = 'approved';
  `);
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX "vehicles_approved_make_model_idx";
    CREATE INDEX "vehicles_approved_make_model_idx" ON "vehicles" (lower("make"), lower("model"), "year")
      WHERE "status" = 'approved';
    DROP INDEX "vehicles_approved_make_body_idx";
    CREATE INDEX "vehicles_approved_make_body_idx" ON "vehicles" (lower("make"), "body_type")
      INCLUDE ("price", "year", "mileage") WHERE "status" = 'approved';
    DROP INDEX "vehicles_approved_make_price_idx";
    CREATE INDEX "vehicles_approved_make_price_idx" ON "vehicles" (lower("make"), "price", "id")
      INCLUDE ("year", "mileage") WHERE "status" = 'approved';
  `);
}
