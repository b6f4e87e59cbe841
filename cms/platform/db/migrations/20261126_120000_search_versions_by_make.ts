/**
 * Hand-written: cached search answers are kept per make as well as for all listings, and only a change buyers can
 * see moves a version. The statement trigger on vehicles bumped one listings version for every statement that named
 * a shown column, whatever it changed: a seller's pending listing, an UPDATE that matched no row or rewrote the same
 * values, and every change to one make emptied the cached answers of every other make.
 *
 * Now three statement triggers read the rows the statement changed (transition tables) and keep only those that
 * were or are public (approved or sold) and differ in anything but `views` (a visitor's read counts one; cached
 * pages may show a count a little behind). If any remain, the version of all listings moves, and so does the
 * version of each make among their old and new makes (lower-cased, as search compares makes). Every version value
 * comes from one sequence, so a value never repeats in any scope and a cached answer can keep the version it was
 * made under. TRUNCATE moves them all.
 */
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres';

const publicStatus = `('approved', 'sold')`;

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(`
    DROP TRIGGER "vehicles_search_version" ON "vehicles";
    DROP FUNCTION "bump_search_version"();

    CREATE SEQUENCE "search_version_seq";
    SELECT setval('search_version_seq', greatest((SELECT "version" FROM "search_version" WHERE "id" = 1), 1));
    CREATE TABLE "search_make_versions" ("make" text PRIMARY KEY, "version" bigint NOT NULL);

    -- The version of all listings first, then the makes in order: concurrent writers lock rows in the same order.
    CREATE FUNCTION "bump_search_versions"("makes" text[]) RETURNS void LANGUAGE sql AS $$
      UPDATE "search_version" SET "version" = nextval('search_version_seq') WHERE "id" = 1;
      INSERT INTO "search_make_versions" ("make", "version")
        SELECT "make", nextval('search_version_seq')
        FROM (SELECT DISTINCT "make" FROM unnest("makes") AS "make" WHERE "make" IS NOT NULL ORDER BY "make") AS "m"
        ON CONFLICT ("make") DO UPDATE SET "version" = excluded."version";
    $$;

    CREATE FUNCTION "vehicles_search_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE "makes" text[];
      BEGIN
        IF TG_OP = 'INSERT' THEN
          SELECT array_agg(lower("make")) INTO "makes" FROM "new_rows" WHERE "status" IN ${publicStatus};
        ELSIF TG_OP = 'DELETE' THEN
          SELECT array_agg(lower("make")) INTO "makes" FROM "old_rows" WHERE "status" IN ${publicStatus};
        ELSE
          SELECT array_agg(lower("made"."make")) INTO "makes"
          FROM "old_rows" "o" JOIN "new_rows" "n" ON "n"."id" = "o"."id",
               LATERAL (VALUES ("o"."make"), ("n"."make")) AS "made"("make")
          WHERE ("o"."status" IN ${publicStatus} OR "n"."status" IN ${publicStatus})
            AND to_jsonb("o") - 'views' IS DISTINCT FROM to_jsonb("n") - 'views';
        END IF;
        IF "makes" IS NOT NULL THEN
          PERFORM "bump_search_versions"("makes");
        END IF;
        RETURN NULL;
      END
    $$;

    CREATE FUNCTION "vehicles_search_versions_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM "bump_search_versions"(ARRAY(SELECT "make" FROM "search_make_versions"));
        RETURN NULL;
      END
    $$;

    CREATE TRIGGER "vehicles_search_versions_insert" AFTER INSERT ON "vehicles"
      REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "vehicles_search_versions"();
    CREATE TRIGGER "vehicles_search_versions_update" AFTER UPDATE ON "vehicles"
      REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
      FOR EACH STATEMENT EXECUTE FUNCTION "vehicles_search_versions"();
    CREATE TRIGGER "vehicles_search_versions_delete" AFTER DELETE ON "vehicles"
      REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "vehicles_search_versions"();
    CREATE TRIGGER "vehicles_search_versions_truncate" AFTER TRUNCATE ON "vehicles"
      FOR EACH STATEMENT EXECUTE FUNCTION "vehicles_search_versions_truncated"();
  `),
  );
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(
    sql.raw(`
    DROP TRIGGER "vehicles_search_versions_insert" ON "vehicles";
    DROP TRIGGER "vehicles_search_versions_update" ON "vehicles";
    DROP TRIGGER "vehicles_search_versions_delete" ON "vehicles";
    DROP TRIGGER "vehicles_search_versions_truncate" ON "vehicles";
    DROP FUNCTION "vehicles_search_versions_truncated"();
    DROP FUNCTION "vehicles_search_versions"();
    DROP FUNCTION "bump_search_versions"(text[]);
    DROP TABLE "search_make_versions";
    DROP SEQUENCE "search_version_seq";
    CREATE FUNCTION "bump_search_version"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE "search_version" SET "version" = "version" + 1 WHERE "id" = 1;
        RETURN NULL;
      END
    $$;
    CREATE TRIGGER "vehicles_search_version" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE ON "vehicles"
      FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_version"();
  `),
  );
}
