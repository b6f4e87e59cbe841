/**
 * Hand-written: search answers are now cached whole per listings version (cms/search/searchVehicles.ts), so the
 * version must move with every column an answer shows, not only those search filters on. Payload's updates write
 * every column and so fired the trigger already; an UPDATE in SQL of one column (photos moved behind a CDN, a bulk
 * fix of locations) did not. Photos, the featured flag, the location fields, the deal figures and the dates join the
 * list. `views` stays out on purpose: a visitor's read counts one, and a version bumped on every read would empty
 * every cache; a cached page may show a view count that is a little behind.
 */
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres';

const filteredColumns = sql.raw(`
  "make", "model", "year", "trim", "mileage", "price", "condition", "body_type", "fuel_type", "transmission",
  "drivetrain", "exterior_color", "interior_color", "description", "features", "latitude", "longitude",
  "status", "deal_rating"`);

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    DROP TRIGGER "vehicles_search_version" ON "vehicles";
    CREATE TRIGGER "vehicles_search_version" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF ${filteredColumns},
      "images", "is_featured", "location", "zip_code", "city", "state", "contact_location", "deal_median",
      "deal_comparables", "created_at", "updated_at"
      ON "vehicles" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_version"();
  `);
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP TRIGGER "vehicles_search_version" ON "vehicles";
    CREATE TRIGGER "vehicles_search_version" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF ${filteredColumns}
      ON "vehicles" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_version"();
  `);
}
