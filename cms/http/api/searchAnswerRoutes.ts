/**
 * The /api reads answered from the search answer cache: the home page's lists, search and its facet counts. Express
 * routes them (vehicles.ts), and cachedAnswers.ts answers the same paths before Express does. Each answer is kept
 * under the request that asked for it (its path and query string, as sent).
 */
import type { Payload } from 'payload';
import { searchParamsSchema } from '../../../contract/search.ts';
import type { SearchAnswerCache } from '../../domain/search/answerCache.ts';
import type { JsonAnswer } from '../../domain/search/jsonAnswer.ts';
import { parseInput } from '../validate.ts';

const RECENT_LIMIT = 12;
const FEATURED_LIMIT = 6;

/** An answer to a GET, from its query string parsed as Express parses one (`req.query`); throws on bad input. */
export type SearchAnswerRoute = (payload: Payload, query: unknown, askedBy: string) => Promise<JsonAnswer>;

/** The routes by path under /api. */
export function searchAnswerRoutes(answers: SearchAnswerCache): Record<string, SearchAnswerRoute> {
  return {
    '/vehicles/recent': (payload, _query, askedBy) => answers.latest(payload, { limit: RECENT_LIMIT }, askedBy),
    '/vehicles/featured': (payload, _query, askedBy) =>
      answers.latest(payload, { limit: FEATURED_LIMIT, featuredOnly: true }, askedBy),
    '/vehicles/search': (payload, query, askedBy) =>
      answers.search(payload, parseInput(searchParamsSchema, query), askedBy),
    '/vehicles/facets': (payload, query, askedBy) =>
      answers.facets(payload, parseInput(searchParamsSchema, query), askedBy),
  };
}
