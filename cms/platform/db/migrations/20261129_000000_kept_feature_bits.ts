/**
 * Hand-written: the kept feature combinations (vehicle_value_counts, column 'feature_bits') are also kept as numbers,
 * in an index that carries their counts. A search for three features is totalled over every kept combination
 * (about 15,000 at 200,000 listings, 50,000 at 1,000,000), each tested against the mask: read from the table and cast
 * from text, that was 2.0 ms and 6.1 ms of PostgreSQL; read from this index alone, no row of the table is visited.
 */
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "vehicle_value_counts" ADD COLUMN "bits" bigint GENERATED ALWAYS AS (
      CASE WHEN "column_name" = 'feature_bits' THEN "value"::bigint END
    ) STORED;
    CREATE INDEX "vehicle_value_counts_bits_idx" ON "vehicle_value_counts" ("status", "bits")
      INCLUDE ("listings") WHERE "column_name" = 'feature_bits';
    ANALYZE "vehicle_value_counts";
  `);
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX "vehicle_value_counts_bits_idx";
    ALTER TABLE "vehicle_value_counts" DROP COLUMN "bits";
  `);
}
