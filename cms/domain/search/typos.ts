/**
 * Small typos in a keyword ('Porshe', 'corvete'): the term's tsquery also accepts the words of the listings'
 * vocabulary (search_words, kept by triggers) that it nearly matches, by trigram word similarity of at least 0.5
 * (the pool's pg_trgm.word_similarity_threshold), nearest first (`<->>` is one minus that similarity, so a GiST
 * trigram index on a table of distinct words reads only the nearest, not the whole vocabulary, nor listings).
 * Built inside the statement, so a search costs no extra round trip.
 */
import { sql, type SQL } from '@payloadcms/db-postgres/drizzle';

const MAX_NEAR_WORDS = 8;

/** The vocabulary's words the term nearly matches, nearest first, as a subquery of `word`. */
export function nearWords(term: string): SQL {
  return sql`(select word from search_words
        where ${term} <% word and word <> ${term} and word ~ '^[[:alnum:]]+$'
        order by word <->> ${term}, word limit ${MAX_NEAR_WORDS})`;
}

/** The term as a prefix, or any of its near words. The term holds only letters and digits (no tsquery syntax). */
export function termQuery(term: string): SQL {
  return sql`(select to_tsquery('simple', string_agg(near.word, ' | ')) from (
      select ${`${term}:*`}::text as word
      union all
      ${nearWords(term)}
    ) as near)`;
}
