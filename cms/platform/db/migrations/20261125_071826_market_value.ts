/**
 * Market value (cms/payload/collections/Vehicles/marketValues.ts) in place of the median of similar listings:
 * the value, its range, its comparables and basis on each listing; the median and its count go. Generated, with
 * hand-written parts around it:
 * - the listings version's trigger names the columns shown in answers, the dropped ones among them: it is dropped
 *   first and made again with the new ones;
 * - whole dollars and counts as integer;
 * - market_value_slopes, the slopes of ln(price) per body class ('' the market's) the full refresh estimates;
 * - indexes for the listings of one make and body type (the refresh's segments), and for those among them valued
 *   from the segment or not at all (the few a change to the segment re-values).
 * Values are filled in by the first housekeeping round after start (or `refreshAllMarketValues`).
 */
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres';

const filteredColumns = sql.raw(`
  "make", "model", "year", "trim", "mileage", "price", "condition", "body_type", "fuel_type", "transmission",
  "drivetrain", "exterior_color", "interior_color", "description", "features", "latitude", "longitude",
  "status", "deal_rating"`);
const shownColumns = sql.raw(`
  "images", "is_featured", "location", "zip_code", "city", "state", "contact_location", "created_at", "updated_at"`);

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`DROP TRIGGER "vehicles_search_version" ON "vehicles";`);
  await db.execute(sql`
   CREATE TYPE "public"."enum_vehicles_market_value_basis" AS ENUM('model', 'segment', 'none');
  CREATE TYPE "public"."enum__vehicles_v_version_market_value_basis" AS ENUM('model', 'segment', 'none');
  ALTER TABLE "vehicles" ADD COLUMN "market_value" numeric;
  ALTER TABLE "vehicles" ADD COLUMN "market_value_low" numeric;
  ALTER TABLE "vehicles" ADD COLUMN "market_value_high" numeric;
  ALTER TABLE "vehicles" ADD COLUMN "market_value_comparables" numeric;
  ALTER TABLE "vehicles" ADD COLUMN "market_value_basis" "enum_vehicles_market_value_basis";
  ALTER TABLE "_vehicles_v" ADD COLUMN "version_market_value" numeric;
  ALTER TABLE "_vehicles_v" ADD COLUMN "version_market_value_low" numeric;
  ALTER TABLE "_vehicles_v" ADD COLUMN "version_market_value_high" numeric;
  ALTER TABLE "_vehicles_v" ADD COLUMN "version_market_value_comparables" numeric;
  ALTER TABLE "_vehicles_v" ADD COLUMN "version_market_value_basis" "enum__vehicles_v_version_market_value_basis";
  ALTER TABLE "vehicles" DROP COLUMN "deal_median";
  ALTER TABLE "vehicles" DROP COLUMN "deal_comparables";
  ALTER TABLE "_vehicles_v" DROP COLUMN "version_deal_median";
  ALTER TABLE "_vehicles_v" DROP COLUMN "version_deal_comparables";`);
  await db.execute(sql`
    ALTER TABLE "vehicles" ALTER COLUMN "market_value" TYPE integer;
    ALTER TABLE "vehicles" ALTER COLUMN "market_value_low" TYPE integer;
    ALTER TABLE "vehicles" ALTER COLUMN "market_value_high" TYPE integer;
    ALTER TABLE "vehicles" ALTER COLUMN "market_value_comparables" TYPE integer;
    CREATE TABLE "market_value_slopes" (
      "body_class" text PRIMARY KEY,
      "per_year" double precision NOT NULL,
      "per_10k_miles" double precision NOT NULL
    );
    CREATE INDEX "vehicles_approved_make_body_idx" ON "vehicles" (lower("make"), "body_type") WHERE "status" = 'approved';
    CREATE INDEX "vehicles_approved_unmodelled_idx" ON "vehicles" (lower("make"), "body_type")
      WHERE "status" = 'approved' AND "market_value_basis" IS DISTINCT FROM 'model';
    CREATE TRIGGER "vehicles_search_version" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF ${filteredColumns},
      ${shownColumns}, "market_value", "market_value_low", "market_value_high", "market_value_comparables",
      "market_value_basis"
      ON "vehicles" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_version"();
  `);
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP TRIGGER "vehicles_search_version" ON "vehicles";
    DROP INDEX "vehicles_approved_unmodelled_idx";
    DROP INDEX "vehicles_approved_make_body_idx";
    DROP TABLE "market_value_slopes";
  `);
  await db.execute(sql`
   ALTER TABLE "vehicles" ADD COLUMN "deal_median" numeric;
  ALTER TABLE "vehicles" ADD COLUMN "deal_comparables" numeric;
  ALTER TABLE "_vehicles_v" ADD COLUMN "version_deal_median" numeric;
  ALTER TABLE "_vehicles_v" ADD COLUMN "version_deal_comparables" numeric;
  ALTER TABLE "vehicles" DROP COLUMN "market_value";
  ALTER TABLE "vehicles" DROP COLUMN "market_value_low";
  ALTER TABLE "vehicles" DROP COLUMN "market_value_high";
  ALTER TABLE "vehicles" DROP COLUMN "market_value_comparables";
  ALTER TABLE "vehicles" DROP COLUMN "market_value_basis";
  ALTER TABLE "_vehicles_v" DROP COLUMN "version_market_value";
  ALTER TABLE "_vehicles_v" DROP COLUMN "version_market_value_low";
  ALTER TABLE "_vehicles_v" DROP COLUMN "version_market_value_high";
  ALTER TABLE "_vehicles_v" DROP COLUMN "version_market_value_comparables";
  ALTER TABLE "_vehicles_v" DROP COLUMN "version_market_value_basis";
  DROP TYPE "public"."enum_vehicles_market_value_basis";
  DROP TYPE "public"."enum__vehicles_v_version_market_value_basis";`);
  await db.execute(sql`
    ALTER TABLE "vehicles" ALTER COLUMN "deal_median" TYPE numeric(10,2);
    ALTER TABLE "vehicles" ALTER COLUMN "deal_comparables" TYPE integer;
    CREATE TRIGGER "vehicles_search_version" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF ${filteredColumns},
      ${shownColumns}, "deal_median", "deal_comparables"
      ON "vehicles" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_version"();
  `);
}
