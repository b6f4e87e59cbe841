/**
 * Payload's generic REST API under /cms-api, without Next.js: each Express request becomes a Fetch Request for
 * Payload's `handleEndpoints`, and its Response is written back. Mounted before any body parser so Payload reads
 * the raw body itself (multipart uploads); a JSON body already read and checked by restInputGuard is passed as is.
 * Payload turns a call's error into its own answer; a database outage becomes /api's 503 in restErrors.ts.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { RequestHandler } from 'express';
import { handleEndpoints, type Payload } from 'payload';
import { fetchHeaders } from '../session.ts';

const BODYLESS = new Set(['GET', 'HEAD']);

export function payloadRest(payload: Payload): RequestHandler {
  return async (req, res, next) => {
    try {
      const url = new URL(req.originalUrl, `${req.protocol}://${req.get('host') ?? 'localhost'}`);
      const request = new Request(url, {
        method: req.method,
        headers: fetchHeaders(req),
        body: BODYLESS.has(req.method)
          ? undefined
          : Buffer.isBuffer(req.body)
            ? new Uint8Array(req.body)
            : (Readable.toWeb(req) as ReadableStream),
        // @ts-expect-error Node's fetch needs duplex for a streamed body; the DOM types do not know it
        duplex: 'half',
      });
      const response = await handleEndpoints({ config: payload.config, request });
      res.status(response.status);
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie' && name !== 'content-encoding' && name !== 'content-length')
          res.setHeader(name, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) res.setHeader('Set-Cookie', cookies);
      if (!response.body || req.method === 'HEAD') return void res.end();
      // pipeline, not pipe: a body stream that fails, or a client that hangs up, ends this response only.
      await pipeline(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream), res).catch(
        (error: unknown) => {
          payload.logger.debug({ err: error }, 'A /cms-api answer was cut off');
        },
      );
    } catch (error) {
      next(error);
    }
  };
}
