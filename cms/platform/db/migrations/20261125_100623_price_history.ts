/**
 * Price history: every public price of a listing with when it took effect (vehicle_prices), and its latest drop on
 * the listing (price_drop, price_dropped_at), both kept by triggers so that every way a price changes (an owner's
 * edit of a live listing once approved, an admin's edit, a re-approval, a bulk import) records it in the same
 * transaction. The generated columns, with hand-written parts:
 * - vehicle_prices, and its backfill: the current price of each approved or sold listing, from its first approval
 *   (the moderation history) or its creation;
 * - BEFORE trigger vehicle_price_drop: on a change of price or status, the drop against the last public price;
 *   cuts in a row add up, a rise clears it, and so does leaving the market; other writes pass it through;
 * - AFTER trigger record_vehicle_price: an approved listing whose price differs from the last recorded one gets a
 *   row (an inserted listing at its creation time, so imports keep their dates);
 * - the listings version's trigger also fires on the drop's columns (housekeeping clears old drops);
 * - an index for 'Price drops only' and the price-drop sort, holding the drop's date so that counting the recent
 *   drops reads the index alone.
 */
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres';

const filteredColumns = sql.raw(`
  "make", "model", "year", "trim", "mileage", "price", "condition", "body_type", "fuel_type", "transmission",
  "drivetrain", "exterior_color", "interior_color", "description", "features", "latitude", "longitude",
  "status", "deal_rating"`);
const shownColumns = sql.raw(`
  "images", "is_featured", "location", "zip_code", "city", "state", "contact_location", "created_at", "updated_at",
  "market_value", "market_value_low", "market_value_high", "market_value_comparables", "market_value_basis"`);

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "vehicles" ADD COLUMN "price_drop" numeric(10, 2);
    ALTER TABLE "vehicles" ADD COLUMN "price_dropped_at" timestamp(3) with time zone;
    ALTER TABLE "_vehicles_v" ADD COLUMN "version_price_drop" numeric;
    ALTER TABLE "_vehicles_v" ADD COLUMN "version_price_dropped_at" timestamp(3) with time zone;`);
  await db.execute(sql`
    CREATE TABLE "vehicle_prices" (
      "id" bigserial PRIMARY KEY,
      "vehicle_id" integer NOT NULL REFERENCES "vehicles"("id") ON DELETE CASCADE,
      "price" numeric(10, 2) NOT NULL,
      "at" timestamp(3) with time zone NOT NULL
    );
    CREATE INDEX "vehicle_prices_vehicle_at_idx" ON "vehicle_prices" ("vehicle_id", "at", "id");

    INSERT INTO "vehicle_prices" ("vehicle_id", "price", "at")
    SELECT v.id, v.price, coalesce(
             (SELECT min(e.created_at) FROM "moderation_events" e
               WHERE e.vehicle_id = v.id AND e.to_status = 'approved'),
             v.created_at)
      FROM "vehicles" v
     WHERE v.status IN ('approved', 'sold');

    CREATE FUNCTION "vehicle_price_drop"() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      last_price numeric;
    BEGIN
      IF TG_OP = 'INSERT' THEN
        NEW.price_drop := NULL;
        NEW.price_dropped_at := NULL;
        RETURN NEW;
      END IF;
      IF NEW.price IS NOT DISTINCT FROM OLD.price AND NEW.status IS NOT DISTINCT FROM OLD.status THEN
        RETURN NEW;
      END IF;
      IF NEW.status <> 'approved' THEN
        NEW.price_drop := NULL;
        NEW.price_dropped_at := NULL;
        RETURN NEW;
      END IF;
      SELECT p.price INTO last_price FROM "vehicle_prices" p
       WHERE p.vehicle_id = NEW.id ORDER BY p.at DESC, p.id DESC LIMIT 1;
      IF last_price IS NULL OR NEW.price = last_price THEN
        RETURN NEW;
      ELSIF NEW.price < last_price THEN
        NEW.price_drop := coalesce(OLD.price_drop, 0) + (last_price - NEW.price);
        NEW.price_dropped_at := now();
      ELSE
        NEW.price_drop := NULL;
        NEW.price_dropped_at := NULL;
      END IF;
      RETURN NEW;
    END $$;

    CREATE FUNCTION "record_vehicle_price"() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.status <> 'approved' THEN
        RETURN NULL;
      END IF;
      IF TG_OP = 'UPDATE' AND OLD.status = 'approved' AND NEW.price IS NOT DISTINCT FROM OLD.price THEN
        RETURN NULL;
      END IF;
      IF NEW.price IS NOT DISTINCT FROM (
        SELECT p.price FROM "vehicle_prices" p WHERE p.vehicle_id = NEW.id ORDER BY p.at DESC, p.id DESC LIMIT 1
      ) THEN
        RETURN NULL;
      END IF;
      INSERT INTO "vehicle_prices" ("vehicle_id", "price", "at")
      VALUES (NEW.id, NEW.price, CASE WHEN TG_OP = 'INSERT' THEN least(NEW.created_at, now()) ELSE now() END);
      RETURN NULL;
    END $$;

    CREATE TRIGGER "vehicles_price_drop" BEFORE INSERT OR UPDATE OF "price", "status" ON "vehicles"
      FOR EACH ROW EXECUTE FUNCTION "vehicle_price_drop"();
    CREATE TRIGGER "vehicles_price_history" AFTER INSERT OR UPDATE OF "price", "status" ON "vehicles"
      FOR EACH ROW EXECUTE FUNCTION "record_vehicle_price"();

    CREATE INDEX "vehicles_price_drop_idx" ON "vehicles" ("price_drop" DESC NULLS LAST, "id" DESC)
      INCLUDE ("price_dropped_at") WHERE "status" = 'approved';

    DROP TRIGGER "vehicles_search_version" ON "vehicles";
    CREATE TRIGGER "vehicles_search_version" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF ${filteredColumns},
      ${shownColumns}, "price_drop", "price_dropped_at"
      ON "vehicles" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_version"();
  `);
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP TRIGGER "vehicles_search_version" ON "vehicles";
    CREATE TRIGGER "vehicles_search_version" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF ${filteredColumns},
      ${shownColumns}
      ON "vehicles" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_version"();
    DROP INDEX "vehicles_price_drop_idx";
    DROP TRIGGER "vehicles_price_history" ON "vehicles";
    DROP TRIGGER "vehicles_price_drop" ON "vehicles";
    DROP FUNCTION "record_vehicle_price"();
    DROP FUNCTION "vehicle_price_drop"();
    DROP TABLE "vehicle_prices";
    ALTER TABLE "vehicles" DROP COLUMN "price_drop";
    ALTER TABLE "vehicles" DROP COLUMN "price_dropped_at";
    ALTER TABLE "_vehicles_v" DROP COLUMN "version_price_drop";
    ALTER TABLE "_vehicles_v" DROP COLUMN "version_price_dropped_at";`);
}
