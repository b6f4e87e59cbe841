/**
 * Hand-written: what search filters and sorts on, indexed for approved listings only (the rows search reads),
 * checked with EXPLAIN on the benchmark's 200,000 listings (docs/performance.md).
 * - One index per sort (newest, price, year, mileage, views), each ending in id as the sort does.
 * - make/model ignoring case; latitude/longitude for the radius search's bounding box; features by containment.
 * - Keywords: a full-text vector (prefix matches; an expression index, as a generated column cannot build on
 *   another) and trigrams (typos) over the accent-free search text.
 * - A listings version, bumped by any change search can see, so cached totals and facets stay exact.
 */
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "vehicles" ALTER COLUMN "deal_median" TYPE numeric(10,2);
    ALTER TABLE "vehicles" ALTER COLUMN "deal_comparables" TYPE integer;

    CREATE INDEX "vehicles_approved_created_idx" ON "vehicles" ("created_at" DESC, "id" DESC) WHERE "status" = 'approved';
    CREATE INDEX "vehicles_approved_price_idx" ON "vehicles" ("price", "id") WHERE "status" = 'approved';
    CREATE INDEX "vehicles_approved_year_idx" ON "vehicles" ("year", "id") WHERE "status" = 'approved';
    CREATE INDEX "vehicles_approved_mileage_idx" ON "vehicles" ("mileage", "id") WHERE "status" = 'approved';
    CREATE INDEX "vehicles_approved_views_idx" ON "vehicles" ("views", "id") WHERE "status" = 'approved';
    CREATE INDEX "vehicles_approved_make_model_idx" ON "vehicles" (lower("make"), lower("model"), "year") WHERE "status" = 'approved';
    CREATE INDEX "vehicles_approved_geo_idx" ON "vehicles" ("latitude", "longitude") WHERE "status" = 'approved';
    CREATE INDEX "vehicles_approved_features_idx" ON "vehicles" USING gin ("features" jsonb_path_ops) WHERE "status" = 'approved';
    CREATE INDEX "vehicles_approved_vector_idx" ON "vehicles" USING gin (to_tsvector('simple', "search_text")) WHERE "status" = 'approved';
    CREATE INDEX "vehicles_approved_trgm_idx" ON "vehicles" USING gin ("search_text" gin_trgm_ops) WHERE "status" = 'approved';
    CREATE INDEX "vehicles_approved_deal_idx" ON "vehicles" ("deal_rating") WHERE "status" = 'approved';
    CREATE INDEX "vehicles_status_created_idx" ON "vehicles" ("status", "created_at");

    CREATE TABLE "search_version" (
      "id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
      "version" bigint NOT NULL
    );
    INSERT INTO "search_version" VALUES (1, 0);
    CREATE FUNCTION "bump_search_version"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE "search_version" SET "version" = "version" + 1 WHERE "id" = 1;
        RETURN NULL;
      END
    $$;
    -- Views change on every visit and only feed the views sort, which may lag: they do not bump the version.
    CREATE TRIGGER "vehicles_search_version" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF
      "make", "model", "year", "trim", "mileage", "price", "condition", "body_type", "fuel_type", "transmission",
      "drivetrain", "exterior_color", "interior_color", "description", "features", "latitude", "longitude",
      "status", "deal_rating"
      ON "vehicles" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_version"();
  `);
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP TRIGGER "vehicles_search_version" ON "vehicles";
    DROP FUNCTION "bump_search_version"();
    DROP TABLE "search_version";
    DROP INDEX "vehicles_status_created_idx";
    DROP INDEX "vehicles_approved_deal_idx";
    DROP INDEX "vehicles_approved_trgm_idx";
    DROP INDEX "vehicles_approved_vector_idx";
    DROP INDEX "vehicles_approved_features_idx";
    DROP INDEX "vehicles_approved_geo_idx";
    DROP INDEX "vehicles_approved_make_model_idx";
    DROP INDEX "vehicles_approved_views_idx";
    DROP INDEX "vehicles_approved_mileage_idx";
    DROP INDEX "vehicles_approved_year_idx";
    DROP INDEX "vehicles_approved_price_idx";
    DROP INDEX "vehicles_approved_created_idx";
    ALTER TABLE "vehicles" ALTER COLUMN "deal_comparables" TYPE numeric;
    ALTER TABLE "vehicles" ALTER COLUMN "deal_median" TYPE numeric;
  `);
}
