/**
 * Failures of Payload's REST API (/cms-api) while PostgreSQL cannot be reached answer the same JSON 503 as /api
 * (cms/http/errors.ts), never Payload's 500.
 *
 * Payload's `handleEndpoints` does not throw: it catches the error of the call and answers a 500 Response, so the
 * Express adapter sees only the status, not why. Two ways to tell an outage from there: ask the database again when
 * Payload answers 5xx, or look at the error itself. The error is the clean way, and Payload hands it over in its
 * `afterError` hook (run for REST calls only, just before the answer is written; it may replace the status and
 * body). The hook classifies it with the same `isDatabaseUnavailable` as /api's error handler: no extra round trip,
 * and no guessing when the database comes back between the failure and a probe (a 500 for an outage) or a real
 * fault of ours happens during an outage (a 503 for a bug). Errors raised before Payload is called (the input
 * checks of restGuard.ts look relations up) reach /api's error handler, mounted after the adapter (server.ts).
 */
import type { AfterErrorHook } from 'payload';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../../platform/db/unavailable.ts';

/** Registered in ../config.ts (`hooks.afterError`). */
export const databaseUnavailableAfterError: AfterErrorHook = ({ error }) => {
  return isDatabaseUnavailable(error) ? { status: 503, response: { message: DATABASE_UNAVAILABLE } } : undefined;
};
