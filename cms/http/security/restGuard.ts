/**
 * Input checks in front of Payload's generic REST API (/cms-api). Payload hands some client input to PostgreSQL
 * unchecked and answers 500 when the database refuses it: a NUL byte in a text or a filter, a non-numeric or
 * out-of-range id, a limit of 1e309, a repeated or over-nested query parameter, a body it cannot parse or of the
 * wrong shape, a malformed multipart form. Each is refused here with a 4xx in Payload's own error shape, before Payload sees it. JSON bodies are
 * read here (at most 1 MB, else 413) and handed on as bytes.
 */
import express, { type Request, type RequestHandler, type Response } from 'express';
import type { Payload } from 'payload';
import { CONTROL_CHARACTERS, isStorableText } from '../../../contract/storableText.ts';
import { BodyShapeError, checkBodyShape, isRowId } from './restBody.ts';
import { checkWhere, FilterError } from './restWhere.ts';

const BODY_LIMIT = '1mb';
/** C0 controls but tab and line breaks, and DEL: PostgreSQL cannot store NUL, and none belongs in a text. */
/** Paging and depth parameters Payload turns into SQL LIMIT/OFFSET or recursion without bounds checks. */
const COUNT_PARAMS: Record<string, number> = { limit: 10_000, page: 1_000_000, depth: 10 };
/** Query parameters Payload reads as nested objects (`where[make][equals]=BMW`); all others are single values. */
const NESTED_PARAMS = new Set(['where', 'select', 'populate', 'joins']);
const METHOD_OVERRIDE = ['x-payload-http-method-override', 'x-http-method-override'];
/** Endpoints whose body is a document to create or update. */
const DOC_WRITES = new Set(['post /', 'patch /', 'patch /:id']);

type Collection = Payload['collections'][keyof Payload['collections']];

class RestInputError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const readRaw = express.raw({ type: () => true, limit: BODY_LIMIT });

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

/** `where[or][0][owner][in][1]` -> ['where', 'or', '0', 'owner', 'in', '1']; undefined when not of that form. */
function bracketPath(name: string): string[] | undefined {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
  return match ? [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1]!)] : undefined;
}

function whereChecked(collection: Collection | undefined, path: string[], value: string): void {
  try {
    checkWhere(collection, path, value);
  } catch (error) {
    throw error instanceof FilterError ? new RestInputError(400, error.message) : error;
  }
}

function checkQuery(search: string, collection: Collection | undefined): void {
  const params = new URLSearchParams(search);
  const seen = new Set<string>();
  for (const [name, value] of params) {
    if (CONTROL_CHARACTERS.test(name) || CONTROL_CHARACTERS.test(value))
      throw new RestInputError(400, 'The query must not contain control characters');
    if (seen.has(name)) throw new RestInputError(400, `The query parameter ${name} is given more than once`);
    seen.add(name);
    const path = bracketPath(name);
    if (!path) throw new RestInputError(400, `The query parameter ${name} is malformed`);
    if (path.length > 1 && !NESTED_PARAMS.has(path[0]!))
      throw new RestInputError(400, `The query parameter ${path[0]} takes one value`);
    if (path[0] === 'where') whereChecked(collection, path, value);
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

interface Route {
  collection: Collection | undefined;
  /** The endpoint Payload will run, as `method path` (e.g. `patch /:id`), if any. */
  endpoint: string | undefined;
}

/** The endpoint Payload will pick (the first that matches, as Payload looks); an `id` in its path must be a row id. */
function routeOf(payload: Payload, method: string, segments: string[]): Route {
  const collection = payload.collections[segments[0] as keyof Payload['collections']];
  if (!collection) return { collection, endpoint: undefined };
  const rest = `/${segments.slice(1).join('/')}`;
  for (const candidate of collection.config.endpoints || []) {
    if (candidate.method !== method.toLowerCase()) continue;
    const match = templatePattern(candidate.path).exec(rest);
    if (!match) continue;
    const id = match.groups?.id;
    if (id && !isRowId(id)) throw new RestInputError(404, 'Not Found');
    // Payload registers the versions endpoints on every collection; one that keeps no versions has none to show.
    if (candidate.path.startsWith('/versions') && !collection.config.versions)
      throw new RestInputError(404, 'Not Found');
    return { collection, endpoint: `${candidate.method} ${candidate.path}` };
  }
  return { collection, endpoint: undefined };
}

/**
 * JSON, or a form-encoded query sent as POST with a method override (Payload's long-query form). Multipart is
 * refused: photos are uploaded through /api/media/upload (Media's create is closed to every other door), and
 * Payload's multipart reader answers 500 to a malformed form.
 */
function bodyKind(req: Request): 'json' | 'stream' {
  const type = (req.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  // Payload reads a body as JSON only under this exact type (`application/vnd.api+json` reached it unread).
  if (type === 'application/json') return 'json';
  if (type === 'application/x-www-form-urlencoded' && METHOD_OVERRIDE.some((name) => req.get(name) === 'GET'))
    return 'stream';
  throw new RestInputError(415, 'Send a JSON body with the header Content-Type: application/json');
}

function hasBody(req: Request): boolean {
  return req.get('transfer-encoding') !== undefined || Number(req.get('content-length') ?? 0) > 0;
}

function parseJson(body: Buffer): unknown {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    throw new RestInputError(400, 'The request body is not valid UTF-8');
  }
  let badText = false;
  let data: unknown;
  try {
    data = JSON.parse(text, (key, value) => {
      for (const entry of [key, value]) if (typeof entry === 'string' && !isStorableText(entry)) badText = true;
      return value;
    });
  } catch {
    throw new RestInputError(400, 'The request body is not valid JSON');
  }
  if (badText) throw new RestInputError(400, 'Texts must not contain control characters or unpaired surrogates');
  return data;
}

async function checkJsonBody(payload: Payload, body: Buffer, route: Route): Promise<void> {
  if (body.length === 0) return;
  const data = parseJson(body);
  try {
    await checkBodyShape(
      payload,
      route.collection,
      data,
      route.endpoint !== undefined && DOC_WRITES.has(route.endpoint),
    );
  } catch (error) {
    if (error instanceof BodyShapeError) throw new RestInputError(400, error.message);
    throw error;
  }
}

/** Runs before payloadRest; on success a JSON body is left in `req.body` as a Buffer. */
export function restInputGuard(payload: Payload): RequestHandler {
  const fail = (res: Response, next: (error?: unknown) => void) => (error: unknown) =>
    error instanceof RestInputError ? send(res, error) : next(error);
  return (req, res, next) => {
    try {
      const [rawPath, search = ''] = req.url.split(/\?(.*)/s, 2);
      const path = decoded(rawPath!);
      if (CONTROL_CHARACTERS.test(path))
        throw new RestInputError(400, 'The address must not contain control characters');
      const segments = path.split('/').filter(Boolean);
      const route = routeOf(payload, req.method, segments);
      checkQuery(search, route.collection);
      if (!hasBody(req) || req.method === 'GET' || req.method === 'HEAD') return next();
      if (bodyKind(req) === 'stream') return next();
      readRaw(req, res, (error?: unknown) => {
        if (error) {
          const tooLarge = (error as { type?: string }).type === 'entity.too.large';
          return send(
            res,
            new RestInputError(
              tooLarge ? 413 : 400,
              tooLarge ? 'The request body is too large' : 'The request body could not be read',
            ),
          );
        }
        checkJsonBody(payload, req.body as Buffer, route).then(() => next(), fail(res, next));
      });
    } catch (error) {
      fail(res, next)(error);
    }
  };
}
