import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_vehicles_deal_rating" AS ENUM('great', 'good', 'fair', 'high');
  ALTER TABLE "vehicles" ADD COLUMN "deal_rating" "enum_vehicles_deal_rating";
  ALTER TABLE "vehicles" ADD COLUMN "deal_median" numeric;
  ALTER TABLE "vehicles" ADD COLUMN "deal_comparables" numeric;`);
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "vehicles" DROP COLUMN "deal_rating";
  ALTER TABLE "vehicles" DROP COLUMN "deal_median";
  ALTER TABLE "vehicles" DROP COLUMN "deal_comparables";
  DROP TYPE "public"."enum_vehicles_deal_rating";`);
}
