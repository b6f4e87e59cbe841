/**
 * Hand-written: every combination of search features a listing has had (`feature_bits`), kept by a trigger. A mask
 * ("has Bluetooth, Backup Camera and Heated Seats") matches no btree range, so a count scanned every approved
 * listing's bits; the combinations that contain the mask are few (1,634 of 15,034 at 200,000 listings for three
 * features), and `feature_bits = any(those)` reads only the index entries that match: 5 ms instead of 20-60 for that
 * count. A combination is never removed: one no listing has any more costs a descent of the index, and stays valid.
 */
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE "vehicle_feature_sets" ("bits" bigint PRIMARY KEY);
    INSERT INTO "vehicle_feature_sets" SELECT DISTINCT "feature_bits" FROM "vehicles";

    CREATE FUNCTION "vehicles_note_feature_set"() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO "vehicle_feature_sets" VALUES (NEW."feature_bits") ON CONFLICT DO NOTHING;
      RETURN NULL;
    END $$;
    CREATE TRIGGER "vehicles_note_feature_set" AFTER INSERT OR UPDATE OF "features" ON "vehicles"
      FOR EACH ROW EXECUTE FUNCTION "vehicles_note_feature_set"();
  `);
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP TRIGGER "vehicles_note_feature_set" ON "vehicles";
    DROP FUNCTION "vehicles_note_feature_set"();
    DROP TABLE "vehicle_feature_sets";
  `);
}
