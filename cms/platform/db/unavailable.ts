/**
 * PostgreSQL unreachable (stopped, restarting, network gone, pool timed out): the HTTP layer answers such an error
 * with a 503 and this message, which the client can retry, never a 500 or a hanging request. Errors arrive raw
 * from pg, wrapped by drizzle (`cause`) or by Payload.
 */

export const DATABASE_UNAVAILABLE = 'The service is briefly unavailable. Please try again in a moment.';

/** Socket errors, and PostgreSQL's class 08 (connection exception) and 57P01-57P03 (shutdown, starting up). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
]);
// pg and pg-pool say these without a code; wrappers that drop the cause keep the words (Payload's "cannot begin
// transaction: connect ECONNREFUSED ...").
const UNAVAILABLE_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|connection error and is not queryable|Client was closed and is not queryable|ECONNREFUSED|ECONNRESET|the database system is (shutting down|starting up|in recovery mode)|terminating connection due to administrator command/i;

function unavailable(error: unknown, depth: number): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  if (Array.isArray(errors) && errors.some((inner) => unavailable(inner, depth + 1))) return true;
  return unavailable(cause, depth + 1);
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return unavailable(error, 0);
}
