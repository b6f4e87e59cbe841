/**
 * Hand-written, from the search benchmark (docs/performance.md): the full-text vector of a listing is stored, not
 * an index expression. With the expression, every listing a keyword query reads (to sort the newest matches, or
 * to recheck an index hit) re-parsed its whole text: 190 ms for 'Porshe' at 200,000 listings. A generated column
 * cannot build on another (search_text), so it repeats search_text's expression.
 */
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "vehicles" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
      to_tsvector('simple', lower(marketplace_unaccent(
        coalesce("make", '') || ' ' || coalesce("model", '') || ' ' || coalesce("trim", '') || ' ' ||
        coalesce("description", '') || ' ' || coalesce("features"::text, '')
      )))
    ) STORED;
    DROP INDEX "vehicles_approved_vector_idx";
    CREATE INDEX "vehicles_approved_vector_idx" ON "vehicles" USING gin ("search_vector") WHERE "status" = 'approved';
  `);
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX "vehicles_approved_vector_idx";
    ALTER TABLE "vehicles" DROP COLUMN "search_vector";
    CREATE INDEX "vehicles_approved_vector_idx" ON "vehicles" USING gin (to_tsvector('simple', "search_text")) WHERE "status" = 'approved';
  `);
}
