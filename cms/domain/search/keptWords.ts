/**
 * A keyword's total from the public listings the database keeps counted per word of their text
 * (vehicle_word_counts). A keyword of one term matches the words that start with it and its near words (typos.ts):
 * when that is one word, or none, the kept count of that word is the total, whatever the number of listings.
 * Two words may share listings, so a term matching more is counted (searchStatements).
 */
import { sql, type SQL } from '@payloadcms/db-postgres/drizzle';
import { statusCondition, type FilterGroup, type FilterSet } from './filterConditions.ts';
import { nearWords } from './typos.ts';

/**
 * Words the text search parser reads as one word, itself. Another term, or a near word, could be parsed into
 * several words that a listing must all have, which no single kept count answers.
 */
export const ONE_WORD = '^[a-z0-9]+$';

/** The largest code point: every word starting with a term sorts (byte by byte) below the term followed by it. */
const LAST_CHARACTER = sql`chr(1114111)`;

/**
 * Two common table expressions: `near`, the term's near words, and `words`, each kept word the term matches with
 * its public listings (of the statuses the set asks for), none of them without.
 */
export function termWords(set: Pick<FilterSet, 'includeSold'>, term: string): SQL {
  const kept = sql`select status, word, listings from vehicle_word_counts where ${statusCondition(set, sql`status`)}`;
  // Two branches, each a range or lookups of the primary key, rather than one OR that reads every kept word.
  return sql`near as ${nearWords(term)},
    words as (
      select word, sum(listings) as listings from (
        ${kept} and word >= ${term} and word < ${term} || ${LAST_CHARACTER} and starts_with(word, ${term})
        union
        ${kept} and word in (select word from near)
      ) matched
      where listings > 0
      group by word)`;
}

/**
 * The total of a search whose only filter left is a keyword of one term, as `total`: null when the term matches more
 * than one kept word. Undefined for any other search.
 */
export function wordsTotal(set: FilterSet, left: FilterGroup[]): SQL | undefined {
  const [term] = set.terms;
  if (left.length !== 1 || left[0] !== 'keyword' || set.terms.length !== 1 || !new RegExp(ONE_WORD).test(term)) {
    return undefined;
  }
  return sql`with ${termWords(set, term)}
    select case when count(*) <= 1 and (select bool_and(word ~ ${ONE_WORD}) from near) is not false
      then coalesce(sum(listings), 0) end::int as total
    from words`;
}
