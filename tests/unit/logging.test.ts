/**
 * What a reader of the server's log notices: files and probes out of the way at debug, a fault of ours at error, a
 * client's mistake one line at info without a stack, and on a terminal one readable line per request.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { APIError, Forbidden } from 'payload';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { noteArrival, requestLevel, requestLogging } from '../../cms/http/requestLog.ts';
import { prettyMessage } from '../../cms/platform/logging/destination.ts';
import { loggerOptions } from '../../cms/platform/logging/loggerOptions.ts';

// Files served from disk and load balancer probes at debug; pages, calls and refusals at info; our faults at error.
const requestLevels: [string, number, 'debug' | 'info' | 'error'][] = [
  ['/assets/index-3f2a.js', 200, 'debug'],
  ['/admin/assets/index-9c1b.css', 200, 'debug'],
  ['/media/uploads/5e1f-800.webp', 304, 'debug'],
  ['/favicon.svg', 200, 'debug'],
  ['/robots.txt', 200, 'debug'],
  ['/api/health', 200, 'debug'],
  ['/api/ready', 200, 'debug'],
  ['/', 200, 'info'],
  ['/vehicles/12', 200, 'info'],
  ['/admin', 200, 'info'],
  ['/about.html', 200, 'info'],
  ['/api/vehicles/search', 200, 'info'],
  ['/cms-api/pages', 200, 'info'],
  ['/assets/gone-1234.js', 404, 'info'],
  ['/api/login', 401, 'info'],
  ['/api/ready', 503, 'error'],
  ['/api/vehicles/search', 500, 'error'],
  ['/media/uploads/x.webp', 500, 'error'],
];

describe('the level of a request line', () => {
  it.each(requestLevels)('%s answered %i is logged at %s', (path, status, level) => {
    expect(requestLevel(path, status)).toBe(level);
  });
});

function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino(loggerOptions('info'), sink), lines };
}

describe("the server's logger", () => {
  it("writes a client's error (Payload's 4xx) as one info line with its message and status, no stack", () => {
    const { logger, lines } = capturedLogger();
    logger.error({ err: new Forbidden() });
    logger.error({ err: new APIError('abc is not allowed as a JSON query value', 400) });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ level: 30, status: 403, msg: 'You are not allowed to perform this action.' });
    expect(lines[1]).toMatchObject({ level: 30, status: 400, msg: 'abc is not allowed as a JSON query value' });
    expect(JSON.stringify(lines)).not.toContain('"stack"');
  });

  it('keeps a fault of ours at error with its stack', () => {
    const { logger, lines } = capturedLogger();
    logger.error({ err: new APIError('Something went wrong.') }, 'Unhandled error');
    logger.error({ err: new Error('connection terminated') });
    expect(lines.map((line) => line.level)).toEqual([50, 50]);
    expect((lines[0]!.err as { stack: string }).stack).toContain('APIError: Something went wrong.');
  });

  it('shows a request as one line on a terminal, and names the request of any other line', () => {
    const request = {
      msg: 'request',
      reqId: 'r1',
      method: 'GET',
      path: '/api/vehicles/search',
      status: 200,
      durationMs: 12.5,
    };
    expect(prettyMessage(request, 'msg')).toBe('GET /api/vehicles/search 200 12.5 ms');
    expect(prettyMessage({ ...request, aborted: true }, 'msg')).toBe(
      'GET /api/vehicles/search 200 12.5 ms (the client went away)',
    );
    expect(prettyMessage({ msg: 'Unhandled error', method: 'POST', path: '/api/contact' }, 'msg')).toBe(
      'Unhandled error (POST /api/contact)',
    );
    expect(prettyMessage({ msg: 'The following path cannot be queried: x', status: 400 }, 'msg')).toBe(
      'The following path cannot be queried: x (400)',
    );
    expect(prettyMessage({ msg: 'Marketplace ready' }, 'msg')).toBe('Marketplace ready');
  });
});

describe('the request line of an answer computed before the log middleware runs', () => {
  it("counts its duration from the request's arrival", async () => {
    const { logger, lines } = capturedLogger();
    const logRequest = requestLogging(logger as never);
    // As cachedAnswers.ts does: note the arrival, compute (60 ms here), then run the middleware and answer.
    const server = createServer((req, res) => {
      noteArrival(req);
      setTimeout(() => logRequest(req, res, () => res.end('{}')), 60);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      await (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/vehicles/search`)).text();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    const line = lines.find((entry) => entry.msg === 'request');
    expect(line).toMatchObject({ path: '/api/vehicles/search', status: 200 });
    expect(line!.durationMs).toBeGreaterThanOrEqual(55);
  });
});
