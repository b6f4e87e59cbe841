/**
 * Input checks in front of Payload's generic REST API (/cms-api). Payload hands some client input to PostgreSQL
 * unchecked and answers 500 when the database refuses it: a NUL byte in a text or a filter, a non-numeric id, a
 * limit of 1e309, a body it cannot parse. Each is refused here with a 4xx in Payload's own error shape, before
 * Payload sees it. JSON bodies are read here (at most 1 MB, else 413) and handed on as bytes.
 */
import express, { type Request, type RequestHandler, type Response } from 'express';
import type { Payload } from 'payload';

const BODY_LIMIT = '1mb';
/** C0 controls but tab and line breaks, and DEL: PostgreSQL cannot store NUL, and none belongs in a text. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** Collection ids are PostgreSQL `serial`s. */
const MAX_ID = 2 ** 31 - 1;
/** Paging and depth parameters Payload turns into SQL LIMIT/OFFSET or recursion without bounds checks. */
const COUNT_PARAMS: Record<string, number> = { limit: 10_000, page: 1_000_000, depth: 10 };
const METHOD_OVERRIDE = ['x-payload-http-method-override', 'x-http-method-override'];

class RestInputError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

const readJson = express.raw({ type: () => true, limit: BODY_LIMIT });

function send(res: Response, error: RestInputError): void {
  res.status(error.status).json({ errors: [{ message: error.message }] });
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    throw new RestInputError(400, 'The address is not valid: it holds a malformed %-escape');
  }
}

function checkQuery(search: string): void {
  const params = new URLSearchParams(search);
  for (const [name, value] of params) {
    if (CONTROL.test(name) || CONTROL.test(value)) throw new RestInputError(400, 'The query must not contain control characters');
    const max = COUNT_PARAMS[name];
    if (max !== undefined && !(/^\d{1,9}$/.test(value) && Number(value) <= max)) {
      throw new RestInputError(400, `${name} must be a whole number from 0 to ${max}`);
    }
  }
}

/** `/versions/:id` as a pattern whose groups are named after the template's parameters. */
function templatePattern(template: string): RegExp {
  const source = template
    .split('/')
    .map((part) => {
      const param = /^:(\w+)(\?)?$/.exec(part);
      if (!param) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return param[2] ? `?(?<${param[1]}>[^/]*)` : `(?<${param[1]}>[^/]+)`;
    })
    .join('/');
  return new RegExp(`^${source}$`);
}

/** An id in the path (the endpoint Payload will pick names it `id`) must be one a row can have. */
function checkId(payload: Payload, method: string, segments: string[]): void {
  const collection = payload.collections[segments[0] as keyof Payload['collections']];
  if (!collection) return;
  const rest = `/${segments.slice(1).join('/')}`;
  const endpoint = (collection.config.endpoints || []).find(
    (candidate) => candidate.method === method.toLowerCase() && templatePattern(candidate.path).test(rest),
  );
  const id = endpoint && templatePattern(endpoint.path).exec(rest)?.groups?.id;
  if (id && !(/^\d{1,10}$/.test(id) && Number(id) >= 1 && Number(id) <= MAX_ID)) throw new RestInputError(404, 'Not Found');
}

function checkContentType(payload: Payload, req: Request, collectionSlug: string | undefined): 'json' | 'stream' {
  const type = (req.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (type === 'application/json' || type.endsWith('+json')) return 'json';
  const uploads = collectionSlug !== undefined && Boolean(payload.collections[collectionSlug as keyof Payload['collections']]?.config.upload);
  if (type === 'multipart/form-data' && uploads) return 'stream';
  if (type === 'application/x-www-form-urlencoded' && METHOD_OVERRIDE.some((name) => req.get(name) === 'GET')) return 'stream';
  throw new RestInputError(415, uploads ? 'Send JSON or multipart/form-data' : 'Send a JSON body with the header Content-Type: application/json');
}

function hasBody(req: Request): boolean {
  return req.get('transfer-encoding') !== undefined || Number(req.get('content-length') ?? 0) > 0;
}

function checkJson(body: Buffer): void {
  if (body.length === 0) return;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    throw new RestInputError(400, 'The request body is not valid UTF-8');
  }
  let control = false;
  try {
    JSON.parse(text, (key, value) => {
      if (CONTROL.test(key) || (typeof value === 'string' && CONTROL.test(value))) control = true;
      return value;
    });
  } catch {
    throw new RestInputError(400, 'The request body is not valid JSON');
  }
  if (control) throw new RestInputError(400, 'Texts must not contain control characters');
}

/** Runs before payloadRest; on success a JSON body is left in `req.body` as a Buffer. */
export function restInputGuard(payload: Payload): RequestHandler {
  return (req, res, next) => {
    try {
      const [rawPath, search = ''] = req.url.split(/\?(.*)/s, 2);
      const path = decoded(rawPath);
      if (CONTROL.test(path)) throw new RestInputError(400, 'The address must not contain control characters');
      checkQuery(search);
      const segments = path.split('/').filter(Boolean);
      checkId(payload, req.method, segments);
      if (!hasBody(req) || req.method === 'GET' || req.method === 'HEAD') return next();
      if (checkContentType(payload, req, segments[0]) === 'stream') return next();
      readJson(req, res, (error?: unknown) => {
        if (error) {
          const tooLarge = (error as { type?: string }).type === 'entity.too.large';
          return send(res, new RestInputError(tooLarge ? 413 : 400, tooLarge ? 'The request body is too large' : 'The request body could not be read'));
        }
        try {
          checkJson(req.body as Buffer);
          next();
        } catch (failure) {
          if (failure instanceof RestInputError) return send(res, failure);
          next(failure);
        }
      });
    } catch (error) {
      if (error instanceof RestInputError) return send(res, error);
      next(error);
    }
  };
}
