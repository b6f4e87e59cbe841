/**
 * Hand-written: a keyword's near words (typos.ts) are the vocabulary's words nearest to it by trigram word
 * similarity. The GIN trigram index answers the `<%` filter, but the planner read the whole vocabulary and sorted it
 * (1,233 words: 1.2 ms on the benchmark's data, and growing with every new word). A GiST trigram index serves the
 * nearest-first order itself (`word <->> term`, a K-nearest-neighbour scan), so a typo reads a few index pages
 * whatever the vocabulary's size: 0.15 ms there.
 */
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`CREATE INDEX "search_words_trgm_gist_idx" ON "search_words" USING gist ("word" gist_trgm_ops);`);
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX "search_words_trgm_gist_idx";`);
}
