/**
 * Whole answers of search, the home page's lists, the facet counts and listing pages, serialised, per listings version:
 * most traffic asks for the first page of a few searches, for the home page's lists and for the listings of the moment,
 * and a hit costs a version lookup alone (shared under load; no SQL of its own, no serialising). A version moves with
 * every change buyers can see but a view count (versionedCache.ts), so a cached answer is never stale but for its view
 * counts; a search of one make keeps that make's version, so changes to other makes leave it cached. 300 pages of 30
 * listings are about 10 MB, 1,000 facet answers about 2 MB, 1,000 listing pages about 6 MB; 0 page entries turn all
 * three off.
 *
 * A caller may say what request an answer was asked by (its path and query string, as sent): the same request
 * then finds the answer through `cached` without its parameters being parsed again.
 */
import type { Payload } from 'payload';
import type { SearchParams } from '../../../contract/search.ts';
import { countFacets } from './facets.ts';
import { defaultViewCounterLimits } from '../vehicles/viewCounter.ts';
import { jsonAnswer, type JsonAnswer } from './jsonAnswer.ts';
import { PublicListingCache, type PublicListing } from './publicListingCache.ts';
import { latestVehicles, matchKey, searchVehicles } from './searchVehicles.ts';
import { recentlyUsed } from './recentlyUsed.ts';
import { scopeOf, VersionedCache, type VersionScope } from './versionedCache.ts';

const FACET_ENTRIES = 1000;
/** About 3 KB of JSON each, and the same listing as an object. */
const LISTING_ENTRIES = 1000;

interface Kept {
  store: VersionedCache<JsonAnswer>;
  key: string;
  scope: VersionScope;
}

export function searchAnswerCache(maxEntries: number) {
  const pages = new VersionedCache<JsonAnswer>(maxEntries);
  const facets = new VersionedCache<JsonAnswer>(maxEntries && FACET_ENTRIES);
  // A kept page's view count is then at most one flush older than the stored one.
  const listings = new PublicListingCache(maxEntries && LISTING_ENTRIES, defaultViewCounterLimits.flushEveryMs);
  /** Requests answered lately: where their answer is kept. */
  const requests = recentlyUsed<string, Kept>(maxEntries && maxEntries + FACET_ENTRIES);
  const answer = (
    payload: Payload,
    kept: Kept,
    compute: (version: string | undefined) => Promise<unknown>,
    askedBy?: string,
  ) => {
    if (askedBy !== undefined) requests?.set(askedBy, kept);
    return kept.store.get(payload, kept.key, async (version) => jsonAnswer(await compute(version)), kept.scope);
  };
  return {
    /** searchVehicles' answer. */
    search: (payload: Payload, filters: SearchParams, askedBy?: string): Promise<JsonAnswer> =>
      answer(
        payload,
        { store: pages, key: `search ${JSON.stringify(filters)}`, scope: scopeOf(filters) },
        // The answer and its total depend on the same listings (scopeOf): one version read serves both.
        (version) => searchVehicles(payload, filters, version),
        askedBy,
      ),
    /** latestVehicles' answer. */
    latest: (payload: Payload, options: Parameters<typeof latestVehicles>[1], askedBy?: string): Promise<JsonAnswer> =>
      answer(
        payload,
        { store: pages, key: `latest ${JSON.stringify(options)}`, scope: 'all' },
        () => latestVehicles(payload, options),
        askedBy,
      ),
    /** countFacets' answer: every make is counted whatever the filters, so it keeps the version of all listings. */
    facets: (payload: Payload, filters: SearchParams, askedBy?: string): Promise<JsonAnswer> =>
      answer(
        payload,
        { store: facets, key: matchKey(filters), scope: 'all' },
        // The bounds that leave out no listing are looked up under the version the answer is kept under.
        (version) => countFacets(payload, filters, version),
        askedBy,
      ),
    /** A listing page as a visitor reads it (no view counted here), or undefined when there is none to show. */
    listing: (payload: Payload, id: number): Promise<PublicListing | undefined> => listings.get(payload, id),
    /** The answer to a request answered before, if it is still current; undefined at once for one never seen. */
    cached: (payload: Payload, askedBy: string): Promise<JsonAnswer | undefined> | undefined => {
      const kept = requests?.get(askedBy);
      return kept && kept.store.peek(payload, kept.key, kept.scope);
    },
  };
}

export type SearchAnswerCache = ReturnType<typeof searchAnswerCache>;
