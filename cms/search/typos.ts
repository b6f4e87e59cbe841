/**
 * Small typos in a keyword ('Porshe', 'corvete'): the words of the listings' vocabulary (search_words, kept by
 * triggers) that the term nearly matches, by trigram word similarity of at least 0.5 (the pool's
 * pg_trgm.word_similarity_threshold), answered by a trigram index on a table of distinct words, not on listings.
 */
import type { Payload } from 'payload';
import { poolOf } from '../db/pool.ts';

const MAX_NEAR_WORDS = 8;
/** Only letters and digits reach a tsquery, so no word can carry its syntax (&, |, :, parentheses). */
const PLAIN_WORD = /^[\p{L}\p{N}]+$/u;

export async function nearWords(payload: Payload, term: string): Promise<string[]> {
  const { rows } = await poolOf(payload).query<{ word: string }>(
    `select word from search_words where $1 <% word and word <> $1
      order by word_similarity($1, word) desc, word limit ${MAX_NEAR_WORDS}`,
    [term],
  );
  return rows.map((row) => row.word).filter((word) => PLAIN_WORD.test(word));
}
