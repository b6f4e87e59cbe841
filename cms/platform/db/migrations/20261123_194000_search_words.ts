/**
 * Hand-written, from the search benchmark's EXPLAIN check at 200,000 listings (docs/performance.md).
 * - Typos: a trigram match against each listing's whole search text (`term <% search_text`) had to recheck most
 *   listings (every text has ' po', 'por', 'he '...): 15 s for 'Porshe'. The typo is now matched against the
 *   vocabulary of the listings, one row per distinct word, and its near words join the full-text query, which the
 *   existing GIN vector index answers. The vocabulary grows with the listings (triggers); a word no listing uses
 *   any more only widens a query that then finds nothing more. The trigram index on vehicles is no longer used.
 */
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE "search_words" ("word" text PRIMARY KEY);
    CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);

    CREATE FUNCTION "search_words_of_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO "search_words" ("word")
          SELECT DISTINCT w FROM new_rows, regexp_split_to_table(new_rows.search_text, '[^[:alnum:]]+') AS w
           WHERE w <> '' AND length(w) <= 40
        ON CONFLICT DO NOTHING;
        RETURN NULL;
      END
    $$;
    -- Row by row, and only rows whose text changed: a view counted or a status set adds no word (PostgreSQL allows
    -- no column list on a trigger with transition tables).
    CREATE FUNCTION "search_words_of_row"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO "search_words" ("word")
          SELECT DISTINCT w FROM regexp_split_to_table(NEW.search_text, '[^[:alnum:]]+') AS w
           WHERE w <> '' AND length(w) <= 40
        ON CONFLICT DO NOTHING;
        RETURN NULL;
      END
    $$;
    CREATE TRIGGER "vehicles_search_words_insert" AFTER INSERT ON "vehicles"
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_words_of_inserted"();
    CREATE TRIGGER "vehicles_search_words_update" AFTER UPDATE OF "make", "model", "trim", "description", "features"
      ON "vehicles" FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text)
      EXECUTE FUNCTION "search_words_of_row"();
    INSERT INTO "search_words" ("word")
      SELECT DISTINCT w FROM "vehicles", regexp_split_to_table("search_text", '[^[:alnum:]]+') AS w
       WHERE w <> '' AND length(w) <= 40
    ON CONFLICT DO NOTHING;

    DROP INDEX "vehicles_approved_trgm_idx";
  `);
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    CREATE INDEX "vehicles_approved_trgm_idx" ON "vehicles" USING gin ("search_text" gin_trgm_ops) WHERE "status" = 'approved';
    DROP TRIGGER "vehicles_search_words_update" ON "vehicles";
    DROP TRIGGER "vehicles_search_words_insert" ON "vehicles";
    DROP FUNCTION "search_words_of_row"();
    DROP FUNCTION "search_words_of_inserted"();
    DROP TABLE "search_words";
  `);
}
