/**
 * A visitor's read of a listing page (GET /api/vehicles/:id without credentials): the kept public answer, with the
 * read counted as a view. Express routes it (vehicles.ts), and cachedAnswers.ts answers the same path before
 * Express does, so both count a view the same way.
 */
import type { Payload } from 'payload';
import type { SearchAnswerCache } from '../../domain/search/answerCache.ts';
import type { JsonAnswer } from '../../domain/search/jsonAnswer.ts';
import { utcDay, viewCounterOf } from '../../domain/vehicles/viewCounter.ts';
import { visitorKey, type Visitor } from '../../domain/vehicles/visitorKey.ts';

/** Counts a read of a listing once a day per visitor: the user if signed in, else the client's address and browser. */
export function viewCounting(payload: Payload, secret: string): (id: number, visitor: Visitor) => void {
  return (id, visitor) => {
    const day = utcDay();
    viewCounterOf(payload).record(id, visitorKey(secret, day, visitor), day);
  };
}

/** The answer to a visitor's read with its view counted, or undefined when no approved or sold listing has the id. */
export type VisitorListingRoute = (
  id: number,
  client: { address: string; userAgent: string },
) => Promise<JsonAnswer | undefined>;

export function visitorListingRoute(payload: Payload, answers: SearchAnswerCache, secret: string): VisitorListingRoute {
  const countView = viewCounting(payload, secret);
  return async (id, client) => {
    const listing = await answers.listing(payload, id);
    // The count shown is the one stored: this view, and others not yet written, join it within seconds.
    if (listing) countView(id, client);
    return listing?.answer;
  };
}
