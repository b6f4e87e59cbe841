/**
 * Hand-written.
 * - Keyword search reads one lower-cased, accent-free text per listing (make, model, trim, description,
 *   features), kept by PostgreSQL itself as a generated column; pg_trgm matches small typos in it.
 * - Rate limits shared by every app server: one counter per key and fixed window.
 */
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE EXTENSION IF NOT EXISTS unaccent;
    -- unaccent() is only STABLE (its dictionary could change); generated columns need IMMUTABLE.
    CREATE OR REPLACE FUNCTION marketplace_unaccent(text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
    ALTER TABLE "vehicles" ADD COLUMN "search_text" text GENERATED ALWAYS AS (
      lower(marketplace_unaccent(
        coalesce("make", '') || ' ' || coalesce("model", '') || ' ' || coalesce("trim", '') || ' ' ||
        coalesce("description", '') || ' ' || coalesce("features"::text, '')
      ))
    ) STORED;
    CREATE TABLE "rate_limits" (
      "key" text PRIMARY KEY,
      "window_start" timestamptz NOT NULL,
      "hits" integer NOT NULL
    );
  `);
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP TABLE "rate_limits";
    ALTER TABLE "vehicles" DROP COLUMN "search_text";
    DROP FUNCTION marketplace_unaccent(text);
  `);
}
