/**
 * The front ends' files are compressed in the background at start, one at a time: a compression holds one of libuv's
 * four threads, which the database driver's sign-in (SCRAM's PBKDF2) needs too, so a server warming every file at
 * once could not open a connection in its first seconds.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, expect, it, vi } from 'vitest';

const dir = mkdtempSync(path.join(os.tmpdir(), 'compressed-assets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('warms one file at a time, and answers with what it compressed', async () => {
  mkdirSync(path.join(dir, 'assets'));
  const files = Array.from({ length: 6 }, (_, index) => `chunk-${index}.js`);
  for (const [index, name] of files.entries()) {
    const text = Array.from({ length: 4000 }, (_, line) => `export const value${line} = ${line * (index + 1)};`);
    writeFileSync(path.join(dir, 'assets', name), text.join('\n'));
  }
  let running = 0;
  let most = 0;
  let finished = 0;
  for (const name of ['brotliCompress', 'gzip'] as const) {
    const original = zlib[name] as (
      input: Buffer,
      options: object,
      done: (error: Error | null, out: Buffer) => void,
    ) => void;
    vi.spyOn(zlib, name).mockImplementation(((
      input: Buffer,
      options: object,
      done: (error: Error | null, out: Buffer) => void,
    ) => {
      running += 1;
      most = Math.max(most, running);
      original(input, options, (error, out) => {
        running -= 1;
        finished += 1;
        done(error, out);
      });
    }) as never);
  }
  // Imported after the spies: the module binds zlib's functions as it loads.
  const { compressedAssets } = await import('../../cms/http/web/compressedAssets.ts');
  const middleware = compressedAssets(dir, () => undefined);
  for (let waited = 0; finished < files.length * 2 && waited < 30_000; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(finished).toBe(files.length * 2);
  expect(most).toBe(1);

  // A request is answered from the kept compression.
  const sent: { headers: Record<string, unknown>; body?: Buffer } = { headers: {} };
  const res = {
    setHeader: (name: string, value: unknown) => (sent.headers[name] = value),
    type: () => res,
    status: () => res,
    end: (body: Buffer) => (sent.body = body),
  };
  await new Promise<void>((resolve, reject) => {
    res.end = (body: Buffer) => {
      sent.body = body;
      resolve();
      return body;
    };
    middleware(
      { method: 'GET', path: '/assets/chunk-0.js', headers: { 'accept-encoding': 'br' } } as never,
      res as never,
      () => reject(new Error('not answered')),
    );
  });
  expect(sent.headers['Content-Encoding']).toBe('br');
  expect(zlib.brotliDecompressSync(sent.body!).toString()).toContain('export const value3999 = 3999;');
  expect(finished).toBe(files.length * 2);
});
