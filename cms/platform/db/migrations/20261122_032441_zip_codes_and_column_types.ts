/**
 * Hand-written: what Payload's generator does not express.
 * - Column types: price numeric(10,2); year, mileage, views integers; coordinates float8.
 * - A deleted account takes its listings with it (the generated foreign key would null a required owner).
 * - The US ZIP table behind ZIP validation, 'City, ST' and radius search.
 */
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres';
import { readUsZipCodes } from '../data/usZipCodes.ts';

const BATCH = 2000;

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "vehicles"
      ALTER COLUMN "price" TYPE numeric(10,2),
      ALTER COLUMN "year" TYPE integer,
      ALTER COLUMN "mileage" TYPE integer,
      ALTER COLUMN "views" TYPE integer,
      ALTER COLUMN "views" SET NOT NULL,
      ALTER COLUMN "latitude" TYPE double precision,
      ALTER COLUMN "longitude" TYPE double precision,
      ADD CONSTRAINT "vehicles_price_positive" CHECK ("price" > 0),
      ADD CONSTRAINT "vehicles_mileage_range" CHECK ("mileage" BETWEEN 0 AND 2000000),
      ADD CONSTRAINT "vehicles_views_range" CHECK ("views" >= 0);
    ALTER TABLE "vehicles" ALTER COLUMN "owner_id" SET NOT NULL;
    ALTER TABLE "vehicles" DROP CONSTRAINT "vehicles_owner_id_users_id_fk";
    ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_owner_id_users_id_fk"
      FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE CASCADE;
    CREATE TABLE "zip_codes" (
      "zip" char(5) PRIMARY KEY,
      "city" text NOT NULL,
      "state" char(2) NOT NULL,
      "latitude" double precision NOT NULL,
      "longitude" double precision NOT NULL
    );
  `);
  const rows = readUsZipCodes();
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const values = sql.join(
      batch.map((row) => sql`(${row.zip}, ${row.city}, ${row.state}, ${row.latitude}, ${row.longitude})`),
      sql`, `,
    );
    await db.execute(sql`INSERT INTO "zip_codes" ("zip", "city", "state", "latitude", "longitude") VALUES ${values}`);
  }
  await db.execute(sql`CREATE INDEX "zip_codes_city_state_idx" ON "zip_codes" (lower("city"), "state")`);
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP TABLE "zip_codes";
    ALTER TABLE "vehicles" DROP CONSTRAINT "vehicles_owner_id_users_id_fk";
    ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_owner_id_users_id_fk"
      FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null;
    ALTER TABLE "vehicles" ALTER COLUMN "owner_id" DROP NOT NULL;
    ALTER TABLE "vehicles"
      DROP CONSTRAINT "vehicles_price_positive",
      DROP CONSTRAINT "vehicles_mileage_range",
      DROP CONSTRAINT "vehicles_views_range",
      ALTER COLUMN "views" DROP NOT NULL,
      ALTER COLUMN "price" TYPE numeric,
      ALTER COLUMN "year" TYPE numeric,
      ALTER COLUMN "mileage" TYPE numeric,
      ALTER COLUMN "views" TYPE numeric,
      ALTER COLUMN "latitude" TYPE numeric,
      ALTER COLUMN "longitude" TYPE numeric;
  `);
}
