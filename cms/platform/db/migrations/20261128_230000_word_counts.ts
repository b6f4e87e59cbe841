/**
 * Hand-written: how many public listings (approved, sold) have each word of the full-text vector, kept by statement
 * triggers. A one-word keyword ('Porshe' resolves to 'porsche' alone) is then totalled from one kept row instead of
 * counting every listing the word is in (up to 10,001 of them, more the more listings there are).
 *
 * Only rows whose status or words changed are counted, the old and new rows of an update paired by id: a views
 * batch or a market-value refresh changes neither, so it costs a join of its rows, not a split of every vector into
 * its words. Rows are upserted in key order, after the triggers named before this one (the search version's and the
 * counts per value), so counting adds no new wait and no lock cycle. Words are compared byte by byte (collation C),
 * so that the words starting with a prefix are one range of the primary key. Writes to vehicles wait while the
 * counts are filled.
 */
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres';

/** The words of the listings a statement adds (1) or takes away (-1), of `rows` with `status` and `vector`. */
const words = (sign: number, rows: string, status: string, vector: string) =>
  `SELECT ${sign} AS "sign", ${status} AS "status", "word" FROM ${rows}, unnest(tsvector_to_array(${vector})) "word"`;

/**
 * An update's rows whose status or words changed, old and new paired by id. Kept whole (a materialized CTE): left to
 * the planner, which has no statistics of transition tables, the split into words ran before the join and 160,000
 * rows became 6,200,000 sorted on disk (27 s). The function plans the join without nested loops: PL/pgSQL keeps a
 * statement's plan for the session, made for the row count of its first call, so a session's one-row update
 * followed by one of 20,000 rows paired them by a nested loop over both (406 s at 200,000 listings).
 */
const changedRows = `WITH "changed" AS MATERIALIZED (
        SELECT "n"."status" AS "new_status", "n"."search_vector" AS "new_vector",
          "o"."status" AS "old_status", "o"."search_vector" AS "old_vector"
        FROM "new_rows" "n" JOIN "old_rows" "o" ON "o"."id" = "n"."id"
        WHERE "n"."status" IS DISTINCT FROM "o"."status" OR "n"."search_vector" IS DISTINCT FROM "o"."search_vector")`;

const upsert = (changes: string[], before = '') => `
      ${before}
      INSERT INTO "vehicle_word_counts" AS "counted" ("status", "word", "listings")
      SELECT "status", "word", sum("sign")::int
      FROM (${changes.join(' UNION ALL ')}) "changes"
      WHERE "status" IN ('approved', 'sold')
      GROUP BY 1, 2
      HAVING sum("sign") <> 0
      ORDER BY 1, 2
      ON CONFLICT ("status", "word") DO UPDATE SET "listings" = "counted"."listings" + excluded."listings";`;

/** The trigger function: the rows a statement adds count 1 for each of their words, those it removes -1, netted. */
export const countWordsFunction = `
    CREATE OR REPLACE FUNCTION "vehicles_count_words"() RETURNS trigger LANGUAGE plpgsql
      SET "enable_nestloop" = off AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN ${upsert([words(1, '"new_rows" "r"', '"r"."status"', '"r"."search_vector"')])}
        ELSIF TG_OP = 'UPDATE' THEN ${upsert(
          [
            words(1, '"changed"', '"new_status"', '"new_vector"'),
            words(-1, '"changed"', '"old_status"', '"old_vector"'),
          ],
          changedRows,
        )}
        ELSE ${upsert([words(-1, '"old_rows" "r"', '"r"."status"', '"r"."search_vector"')])}
        END IF;
        RETURN NULL;
      END
    $$;`;

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(`
    LOCK TABLE "vehicles" IN SHARE MODE;
    CREATE TABLE "vehicle_word_counts" (
      "status" "enum_vehicles_listing_status" NOT NULL,
      "word" text COLLATE "C" NOT NULL,
      "listings" integer NOT NULL,
      PRIMARY KEY ("status", "word")
    );
    INSERT INTO "vehicle_word_counts" ("status", "word", "listings")
      SELECT "r"."status", "word", count(*)
      FROM "vehicles" "r", unnest(tsvector_to_array("r"."search_vector")) "word"
      WHERE "r"."status" IN ('approved', 'sold')
      GROUP BY 1, 2;
    ANALYZE "vehicle_word_counts";

    ${countWordsFunction}
    CREATE FUNCTION "vehicles_count_words_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM "vehicle_word_counts";
        RETURN NULL;
      END
    $$;

    CREATE TRIGGER "vehicles_word_counts_insert" AFTER INSERT ON "vehicles"
      REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "vehicles_count_words"();
    CREATE TRIGGER "vehicles_word_counts_update" AFTER UPDATE ON "vehicles"
      REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
      FOR EACH STATEMENT EXECUTE FUNCTION "vehicles_count_words"();
    CREATE TRIGGER "vehicles_word_counts_delete" AFTER DELETE ON "vehicles"
      REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "vehicles_count_words"();
    CREATE TRIGGER "vehicles_word_counts_truncate" AFTER TRUNCATE ON "vehicles"
      FOR EACH STATEMENT EXECUTE FUNCTION "vehicles_count_words_truncated"();
  `),
  );
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP TRIGGER "vehicles_word_counts_insert" ON "vehicles";
    DROP TRIGGER "vehicles_word_counts_update" ON "vehicles";
    DROP TRIGGER "vehicles_word_counts_delete" ON "vehicles";
    DROP TRIGGER "vehicles_word_counts_truncate" ON "vehicles";
    DROP FUNCTION "vehicles_count_words_truncated"();
    DROP FUNCTION "vehicles_count_words"();
    DROP TABLE "vehicle_word_counts";
  `);
}
