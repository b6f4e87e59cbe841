/**
 * One error shape for every /api answer: `{ message, errors? }`. Anything a client can send maps to a 4xx here;
 * only a fault of ours is a 500, logged with its stack.
 */
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { APIError, ValidationError, type Payload } from 'payload';
import type { ErrorBody } from '../../contract/api.ts';
import { ConflictError, InvalidInputError, TooLargeError, UnavailableError } from '../domain/errors.ts';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../platform/db/unavailable.ts';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: ErrorBody['errors'],
  ) {
    super(message);
  }
}

/** Payload's field errors become the contract's `errors`, its message the summary. */
function fromPayloadValidation(error: ValidationError): HttpError {
  const data = error.data as { errors?: { path?: string; message?: string }[] } | undefined;
  const errors = (data?.errors ?? []).map((entry) => ({
    path: entry.path ?? '',
    message: entry.message ?? 'Invalid value',
  }));
  const summary = errors.map((entry) => `${entry.path}: ${entry.message}`).join('; ');
  return new HttpError(400, summary || error.message, errors);
}

/** The 503 for an error that means the database cannot be reached, else undefined. */
export function databaseUnavailable(error: unknown): HttpError | undefined {
  return isDatabaseUnavailable(error) ? new HttpError(503, DATABASE_UNAVAILABLE) : undefined;
}

export function toHttpError(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (error instanceof InvalidInputError) return new HttpError(400, error.message, error.errors);
  if (error instanceof TooLargeError) return new HttpError(413, error.message);
  if (error instanceof ConflictError) return new HttpError(409, error.message);
  if (error instanceof UnavailableError) return new HttpError(503, error.message);
  if (error instanceof ValidationError) return fromPayloadValidation(error);
  if (error instanceof APIError && error.status < 500) return new HttpError(error.status, error.message);
  // The router decodes path parameters: a malformed %-escape (e.g. /api/vehicles/%E0%A4%A) is the client's.
  if (error instanceof URIError) return new HttpError(400, 'The address is not valid: it holds a malformed %-escape');
  // body-parser: malformed JSON, too large, bad charset
  const bodyError = error as { type?: string; status?: number };
  if (bodyError?.type === 'entity.parse.failed') return new HttpError(400, 'The request body is not valid JSON');
  if (bodyError?.type === 'entity.too.large') return new HttpError(413, 'The request body is too large');
  if (typeof bodyError?.status === 'number' && bodyError.status >= 400 && bodyError.status < 500 && bodyError.type) {
    return new HttpError(bodyError.status, 'The request body could not be read');
  }
  return databaseUnavailable(error);
}

export function sendError(res: Parameters<RequestHandler>[1], error: HttpError): void {
  const body: ErrorBody = { message: error.message };
  if (error.errors?.length) body.errors = error.errors;
  res.status(error.status).json(body);
}

export function apiErrorHandler(logger: Payload['logger']): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    const known = toHttpError(error);
    if (known) return sendError(res, known);
    logger.error({ err: error, method: req.method, path: req.originalUrl }, 'Unhandled error');
    sendError(res, new HttpError(500, 'Something went wrong on our side. Please try again.'));
  };
}

export const apiNotFound: RequestHandler = (req, res) =>
  sendError(res, new HttpError(404, `No such call: ${req.method} ${req.baseUrl}${req.path}`));
