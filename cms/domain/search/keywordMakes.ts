/**
 * A keyword that names a make ('porsche', or 'Porshe' misspelt): when every public listing whose text has a word the
 * term matches (keptWords.ts) has that word in its make, the term finds exactly one make's listings, and the search
 * runs as a search by that make. Its page is then a walk of the make's newest listings and its total comes from the
 * held or kept counts, where the keyword read every one of its matches through the full-text index to choose the
 * newest page. The kept counts compared (vehicle_word_counts, vehicle_value_counts) are read in one statement, one
 * snapshot: equal counts make equal sets, as a listing's text holds its make. A word the make's listings share with
 * any other listing (a description naming another make) leaves the term a keyword.
 */
import { sql } from '@payloadcms/db-postgres/drizzle';
import type { Payload } from 'payload';
import type { SearchParams } from '../../../contract/search.ts';
import { runPreparedSql } from '../../platform/db/preparedSql.ts';
import { keywordTerms, statusCondition } from './filterConditions.ts';
import { ONE_WORD, termWords } from './keptWords.ts';
import { VersionedCache } from './versionedCache.ts';

/** The make a term names, or null, per status asked for and term: both follow the version of all listings. */
const namedMakes = new VersionedCache<string | null>(2000);

/** The make whose listings are exactly those the term finds, as a listing spells it, or null. */
async function makeNamedBy(payload: Payload, includeSold: boolean, term: string): Promise<string | null> {
  if (!new RegExp(ONE_WORD).test(term)) return null;
  const set = { includeSold };
  const rows = await runPreparedSql<{ make: string }>(
    payload,
    sql`with ${termWords(set, term)},
      makes as (
        select min(value) as make, sum(listings) as listings from vehicle_value_counts
        where column_name = 'make' and ${statusCondition(set, sql`status`)}
        group by lower(value)
        having sum(listings) > 0),
      named as (
        select words.word, words.listings as found, makes.make, makes.listings as made from words join makes
          on words.word = any(tsvector_to_array(to_tsvector('simple', lower(marketplace_unaccent(makes.make))))))
      select min(make) as make from named
      having count(distinct lower(make)) = 1 and count(*) = (select count(*) from words)
        and bool_and(found = made)
        and (select bool_and(word ~ ${ONE_WORD}) from near) is not false`,
  );
  return rows[0]?.make ?? null;
}

/**
 * The same search with the keyword's terms that name a make asked as that make, or undefined when none does (or
 * the search has a make already, or terms name different makes). `version`: the version of the search's scope, if
 * read: of all listings, as a search without a make is kept under.
 */
export async function keywordAsMake(
  payload: Payload,
  filters: SearchParams,
  version?: string,
): Promise<SearchParams | undefined> {
  if (!filters.query || filters.make) return undefined;
  const includeSold = filters.includeSold ?? false;
  const terms = keywordTerms(filters.query);
  const named = await Promise.all(
    terms.map((term) =>
      namedMakes.get(payload, `${includeSold} ${term}`, () => makeNamedBy(payload, includeSold, term), 'all', version),
    ),
  );
  const make = named.find((found) => found !== null);
  if (!make || named.some((found) => found !== null && found.toLowerCase() !== make.toLowerCase())) return undefined;
  const others = terms.filter((_, index) => named[index] === null);
  return { ...filters, make, query: others.length ? others.join(' ') : undefined };
}
