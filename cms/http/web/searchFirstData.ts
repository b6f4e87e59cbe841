/**
 * A /search page sent with its first results: the answer GET /api/vehicles/search would give for the address's
 * filters, as the storefront's query data, and a preload of the first card's photo. The app then draws the cards
 * as soon as its code runs, and the photo (the page's largest paint) is already on its way, instead of both
 * waiting a round trip each after the code.
 */
import type { Payload } from 'payload';
import { photoSizes } from '../../../contract/photoVariants.ts';
import { searchParamsSchema } from '../../../contract/search.ts';
import { type SearchResponse } from '../../../contract/searchOptions.ts';
import { apiSearchParams, filtersFromParams, searchQueryKey } from '../../../contract/searchUrl.ts';
import { InvalidInputError } from '../../domain/errors.ts';
import type { SearchAnswerCache } from '../../domain/search/answerCache.ts';
import type { JsonAnswer } from '../../domain/search/jsonAnswer.ts';
import { HttpError } from '../errors.ts';
import { parseInput, queryObject } from '../validate.ts';
import type { FirstQueryJson } from './firstDataScript.ts';
import { photoPreload } from './vehicleHead.ts';

/**
 * How long a page waits for its search. A phone gains a round trip and its code's download from the wait; a fast
 * connection would only lose time to a slow search. Past it the page goes without results; the search goes on and
 * its answer is cached for the app's own ask.
 */
export const FIRST_DATA_WAIT_MS = 250;

const late = Symbol('late');

export interface SearchFirstData {
  /** The preload of the first card's photo, for the page's head ('' when the first car has none). */
  photoPreload: string;
  /** The answer, under the storefront's query key. */
  query: FirstQueryJson;
}

/**
 * The first results of a /search address's query string, or null when its search cannot be answered now (a place
 * the API does not know, an outage) or not within `waitMs`: the app then asks the API itself and shows what it says.
 */
export async function searchFirstData(
  payload: Payload,
  answers: SearchAnswerCache,
  pageQuery: URLSearchParams,
  waitMs = FIRST_DATA_WAIT_MS,
): Promise<SearchFirstData | null> {
  const filters = filtersFromParams(pageQuery);
  let timer: NodeJS.Timeout | undefined;
  let answer: JsonAnswer | typeof late;
  try {
    const searching = answers.search(payload, parseInput(searchParamsSchema, queryObject(apiSearchParams(filters, 1))));
    // A search that fails after the page has gone is the app's to hear about, from the API.
    searching.catch(() => undefined);
    answer = await Promise.race([
      searching,
      new Promise<typeof late>((resolve) => (timer = setTimeout(resolve, waitMs, late))),
    ]);
  } catch (error) {
    if (!(error instanceof InvalidInputError || error instanceof HttpError)) {
      payload.logger.warn({ err: error }, 'A /search page was sent without its first results');
    }
    return null;
  } finally {
    clearTimeout(timer);
  }
  if (answer === late) return null;
  const firstPhoto = (JSON.parse(answer.json) as SearchResponse<{ images: string[] }>).vehicles[0]?.images[0];
  return {
    photoPreload: firstPhoto ? photoPreload(firstPhoto, photoSizes.grid) : '',
    // The shape of the storefront's infinite query: its pages, and the page number each was asked for.
    query: { queryKey: [searchQueryKey(filters)], json: `{"pages":[${answer.json}],"pageParams":[1]}` },
  };
}
