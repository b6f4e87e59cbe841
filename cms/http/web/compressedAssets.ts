/**
 * Brotli or gzip for the front ends' built text files (JavaScript, CSS, SVG). Express serves files as they are,
 * and a phone on a slow network pays for every byte: the storefront's framework chunk is about 350 KB raw and
 * about 100 KB compressed. Each file is compressed once (at the highest level, in the background at start) and
 * kept in memory; hashed file names never change, so the cache never needs invalidating within a release.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { RequestHandler } from 'express';

export const brotli = promisify(zlib.brotliCompress);
export const gzip = promisify(zlib.gzip);

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.map']);
/** Below this, compression saves less than the header costs. */
const MIN_BYTES = 1024;

type Encoding = 'br' | 'gzip';
interface Compressed {
  br: Buffer;
  gzip: Buffer;
  size: number;
  mtimeMs: number;
}

async function compressFile(file: string): Promise<Compressed> {
  const { size, mtimeMs } = statSync(file);
  const raw = readFileSync(file);
  // One after the other: each holds one of libuv's threads (see the warm-up below).
  const br = await brotli(raw, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size },
  });
  const gz = await gzip(raw, { level: 9 });
  return { br, gzip: gz, size, mtimeMs };
}

/** The best encoding the client accepts, by the Accept-Encoding header (q=0 means refused). */
export function preferredEncoding(header: string | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  if ((accepted.get('br') ?? 0) > 0) return 'br';
  if ((accepted.get('gzip') ?? 0) > 0) return 'gzip';
  return null;
}

/** Middleware for a build folder, mounted before express.static (which still serves everything else). */
export function compressedAssets(
  distDir: string,
  setHeaders: (res: Parameters<RequestHandler>[1], file: string) => void,
): RequestHandler {
  const cache = new Map<string, Promise<Compressed>>();
  const root = path.resolve(distDir);

  function compressed(file: string): Promise<Compressed> {
    let entry = cache.get(file);
    // A rebuilt file (same name in development) is compressed again.
    if (entry) {
      entry = entry.then((done) => (statSync(file).mtimeMs === done.mtimeMs ? done : compressFile(file)));
    } else {
      entry = compressFile(file);
    }
    cache.set(file, entry);
    entry.catch(() => cache.delete(file));
    return entry;
  }

  // Warm the cache in the background, so no visitor waits for the first compression of a chunk; one file at a time.
  // A compression at the highest level holds one of libuv's four threads for up to seconds, and the database
  // driver's sign-in (SCRAM's PBKDF2) and file reads wait for a free one: with every file at once, connections
  // opened in the first seconds after a start timed out (a 503 for the request waiting on them).
  const warming: string[] = [];
  try {
    const assets = path.join(root, 'assets');
    for (const name of readdirSync(assets)) {
      const file = path.join(assets, name);
      if (COMPRESSIBLE.has(path.extname(name)) && statSync(file).size >= MIN_BYTES) warming.push(file);
    }
  } catch {
    // Not built yet: files are compressed on first request instead.
  }
  void (async () => {
    for (const file of warming) await compressed(file).catch(() => undefined);
  })();

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const extension = path.extname(req.path);
    if (!COMPRESSIBLE.has(extension)) return next();
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    let file: string;
    try {
      file = path.resolve(root, `.${decodeURIComponent(req.path)}`);
    } catch {
      return next();
    }
    if (!encoding || !file.startsWith(root + path.sep)) return next();
    // As express.static: nothing under a dot folder (the build's .vite/manifest.json is the server's, not the web's).
    const segments = path.relative(root, file).split(path.sep);
    if (segments.some((segment) => segment.startsWith('.'))) return next();
    let size: number;
    try {
      const stat = statSync(file);
      if (!stat.isFile()) return next();
      size = stat.size;
    } catch {
      return next();
    }
    if (size < MIN_BYTES) return next();
    compressed(file).then(
      (done) => {
        const body = done[encoding];
        res.setHeader('Content-Encoding', encoding);
        res.setHeader('Vary', 'Accept-Encoding');
        res.setHeader('Content-Length', body.length);
        res.type(extension);
        setHeaders(res, file);
        res.status(200).end(req.method === 'HEAD' ? undefined : body);
      },
      () => next(),
    );
  };
}
