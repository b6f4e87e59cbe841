/**
 * The pages visitors land on arrive with what their first screen needs: /search with its first results and its
 * first card's photo preloaded, and the home, search and vehicle pages with their own code announced.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_USER_API_PATH, SEARCH_API_PATH } from '../../contract/apiPaths.ts';
import { FIRST_DATA_ELEMENT_ID, type FirstQuery } from '../../contract/firstData.ts';
import { apiSearchParams, filtersFromParams, searchQueryKey } from '../../contract/searchUrl.ts';
import { FIRST_DATA_WAIT_MS } from '../../cms/http/web/searchFirstData.ts';
import { projectRoot } from '../../cms/platform/config/env.ts';
import { poolOf } from '../../cms/platform/db/pool.ts';
import { uniqueVin } from '../../bench/load/listings.ts';
import { createAccount, createListing, signedInClient } from '../helpers/fixtures.ts';
import { useTestServer } from '../helpers/testServer.ts';

const api = useTestServer();
const distDir = path.join(projectRoot, 'storefront', 'dist');
const manifestFile = path.join(distDir, '.vite', 'manifest.json');

beforeAll(async () => {
  if (!existsSync(manifestFile))
    throw new Error(`${manifestFile} is missing: run \`npm run build\` first (npm test does)`);
  const owner = await createAccount(api.server.payload);
  const listings = [
    { make: 'BMW', model: 'M3', price: 68900, images: ['/media/vehicle-photos/m3-1600.webp'] },
    { make: 'BMW', model: 'X5', price: 54900, bodyType: 'suv', images: ['/media/vehicle-photos/x5-1600.webp'] },
    { make: 'Audi', model: 'A4', price: 31900, trim: 'Clean </script><script>alert(1)</script>' },
  ];
  for (const listing of listings) {
    await createListing(api.server.payload, owner.id, { ...listing, status: 'approved', vin: uniqueVin() });
  }
});

function firstQueries(html: string): FirstQuery[] | null {
  const match = html.match(
    new RegExp(`<script id="${FIRST_DATA_ELEMENT_ID}" type="application/json">([\\s\\S]*?)</script>`),
  );
  return match ? (JSON.parse(match[1]!) as FirstQuery[]) : null;
}

/** The answer a page carries whose query key starts with `path`, if any. */
function answerFor(html: string, path: string): FirstQuery | undefined {
  return firstQueries(html)?.find((query) => query.queryKey[0]!.startsWith(path));
}

/** What the server drew into the app's element ('' when the page comes undrawn). */
function drawn(html: string): string {
  return html.match(/<div id="root">([\s\S]*?)<\/div><script id="first-data"/)?.[1] ?? '';
}

/** The stylesheet the build's index.html links (assets/…). */
function builtStylesheet(): string {
  return readFileSync(path.join(distDir, 'index.html'), 'utf8').match(
    /<link rel="stylesheet" crossorigin href="\/([^"]+)">/,
  )![1]!;
}

/** The files the build's manifest says a page module needs (its own chunk and every chunk it imports). */
function pageFiles(module: string): string[] {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
    string,
    { file: string; imports?: string[] }
  >;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(module);
  return [...files];
}

const modulePreloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)"/g)].map((match) => match[1]!);

describe('/search', () => {
  it('carries the first page of results the API gives for its filters, under the storefront query key', async () => {
    // The API asked first: the page's search is then no first search on a loaded machine, which could outlast the
    // page's wait and leave it without results (the case of the test below).
    const fromApi = (
      await api.visitor.get('/api/vehicles/search?make=BMW&sortBy=price_asc&minPrice=1000&page=1&limit=30&view=card')
    ).body;
    const address = '/search?make=bmw&sortBy=price_asc&minPrice=1,000';
    const html: string = (await api.visitor.get(address)).body;
    const queries = firstQueries(html);
    const filters = filtersFromParams(new URLSearchParams(address.split('?')[1]));
    // With, for a visitor, the answer that there is no user: neither the page nor the app has to ask.
    expect(queries!.map((query) => query.queryKey)).toEqual([[searchQueryKey(filters)], [CURRENT_USER_API_PATH]]);
    expect(queries![1]!.data).toBeNull();
    expect(queries![0]!.data).toEqual({ pages: [fromApi], pageParams: [1] });
    expect(fromApi.vehicles.map((vehicle: { model: string }) => vehicle.model)).toEqual(['X5', 'M3']);
    // The cheapest BMW's photo is the first card's: preloaded at the grid's sizes, as the card's <img> asks.
    expect(html).toContain('<link rel="preload" as="image" imagesrcset="/media/vehicle-photos/x5-400.webp 400w');
    expect(html).toContain('imagesizes="(min-width: 1280px) 25vw, (min-width: 1024px) 33vw');
  });

  it('keeps a seller\'s or an address\'s "</script>" inside the data', async () => {
    // Each search asked of the API first, as the app would, so that the page's is no first search (see above).
    const searchFirstAsked = async (query: string) => {
      const fromApi = await api.visitor.get(
        `${SEARCH_API_PATH}?${apiSearchParams(filtersFromParams(new URLSearchParams(query)), 1)}`,
      );
      return { fromApi: fromApi.body, html: (await api.visitor.get(`/search?${query}`)).body as string };
    };
    const typed = await searchFirstAsked(`query=${encodeURIComponent('</script><script>alert(2)</script>')}`);
    expect(typed.html).not.toContain('<script>alert');
    expect(firstQueries(typed.html)![0]!.queryKey[0]).toContain('alert%282%29');

    const listed = await searchFirstAsked('make=Audi');
    expect(listed.html).not.toContain('<script>alert');
    expect(listed.fromApi.vehicles[0].trim).toContain('</script><script>alert(1)</script>');
    expect(firstQueries(listed.html)![0]!.data).toEqual({ pages: [listed.fromApi], pageParams: [1] });
  });

  it('does not wait for a slow search: past the wait it goes without results, which the app then asks for', async () => {
    // The listings are locked, so the search cannot finish until the test lets it.
    const blocker = await poolOf(api.server.payload).connect();
    await blocker.query('begin');
    await blocker.query('lock table vehicles in access exclusive mode');
    try {
      const started = performance.now();
      const response = await api.visitor.get('/search?make=BMW&minPrice=777');
      expect(response.status).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(answerFor(response.body, SEARCH_API_PATH)).toBeUndefined();
      expect(performance.now() - started).toBeLessThan(FIRST_DATA_WAIT_MS + 2000);
    } finally {
      await blocker.query('rollback');
      blocker.release();
    }
    // Unlocked, the same address is sent with its results again.
    expect(answerFor((await api.visitor.get('/search?make=BMW&minPrice=777')).body, SEARCH_API_PATH)).toBeDefined();
  });

  it("is still sent, without results, for a search the API refuses; the app then shows the API's answer", async () => {
    for (const address of [
      '/search?location=Nowhere%20Special%2C%20ZZ&radius=50',
      `/search?query=${encodeURIComponent('bmw\u0000')}`,
      '/search?features=' + Array.from({ length: 30 }, (_, index) => `F${index}`).join('&features='),
    ]) {
      const response = await api.visitor.get(address);
      expect(response.status, address).toBe(200);
      expect(response.body, address).toContain('<div id="root"></div>');
      expect(answerFor(response.body, SEARCH_API_PATH), address).toBeUndefined();
    }
  });
});

describe('vehicle pages', () => {
  it("carry the listing as a visitor's read answers it, to be read again (the view counts then)", async () => {
    const owner = await createAccount(api.server.payload);
    const vehicle = await createListing(api.server.payload, owner.id, {
      status: 'approved',
      vin: uniqueVin(),
      trim: 'Sport </script><script>alert(3)</script>',
    });
    const html: string = (await api.visitor.get(`/vehicles/${vehicle.id}`)).body;
    expect(html).not.toContain('<script>alert');
    const [query] = firstQueries(html)!;
    expect(query!.queryKey).toEqual([`/api/vehicles/${vehicle.id}`]);
    expect(query!.askAgain).toBe(true);
    const { views: _views, ...read } = (await api.visitor.get(`/api/vehicles/${vehicle.id}`)).body;
    expect(query!.data).toMatchObject(read);
    expect(query!.data).not.toHaveProperty('vin');
    expect(query!.data).not.toHaveProperty('userId');
  });

  it('carry nothing for a signed-in caller (maybe its owner), an unpublished listing or an unknown id', async () => {
    const owner = await createAccount(api.server.payload);
    const approved = await createListing(api.server.payload, owner.id, { status: 'approved', vin: uniqueVin() });
    const pending = await createListing(api.server.payload, owner.id, { status: 'pending', vin: uniqueVin() });
    const signedIn = await signedInClient(api.server.baseUrl, owner);
    expect(firstQueries((await signedIn.get(`/vehicles/${approved.id}`)).body)).toBeNull();
    expect(firstQueries((await signedIn.get(`/vehicles/${pending.id}`)).body)).toBeNull();
    for (const id of [pending.id, 999999, 'abc']) {
      const html: string = (await api.visitor.get(`/vehicles/${id}`)).body;
      expect(answerFor(html, '/api/vehicles/'), String(id)).toBeUndefined();
      expect(html, String(id)).toContain('<div id="root"></div>');
    }
  });
});

describe('landing pages', () => {
  it('announce their own code after the entry, every file of it once, each served', async () => {
    const owner = await createAccount(api.server.payload);
    const vehicle = await createListing(api.server.payload, owner.id, { status: 'approved', vin: uniqueVin() });
    const pages = {
      '/': 'src/pages/Home/HomePage.tsx',
      '/search': 'src/pages/Search/SearchPage.tsx',
      [`/vehicles/${vehicle.id}`]: 'src/pages/VehicleDetail/VehicleDetailPage.tsx',
    };
    for (const [address, module] of Object.entries(pages)) {
      const html: string = (await api.visitor.get(address)).body;
      const announced = modulePreloads(html);
      const entry = html.indexOf('<script type="module"');
      const pageChunk = pageFiles(module).at(0)!;
      expect(announced, address).toContain(pageChunk);
      expect(html.indexOf(pageChunk), address).toBeGreaterThan(entry);
      expect(new Set(announced).size, address).toBe(announced.length);
      for (const file of announced) expect((await rawGet(`${api.server.baseUrl}/${file}`)).status, file).toBe(200);
    }
  });
});

/** A GET with exactly these headers and the body as sent (fetch would add Accept-Encoding and decompress). */
function rawGet(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
}

describe('the build manifest', () => {
  it('is read by the server, never served', async () => {
    for (const encoding of ['', 'br', 'gzip']) {
      const response = await rawGet(`${api.server.baseUrl}/.vite/manifest.json`, { 'Accept-Encoding': encoding });
      expect(response.status, encoding).toBe(404);
      expect(response.body.toString(), encoding).not.toContain('src/pages');
    }
  });
});

describe('page compression', () => {
  it('sends a page with Brotli or gzip as the browser accepts, and as it is otherwise', async () => {
    const address = `${api.server.baseUrl}/search?make=BMW`;
    const plain = await rawGet(address);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain(FIRST_DATA_ELEMENT_ID);
    for (const encoding of ['br', 'gzip']) {
      const response = await rawGet(address, { 'Accept-Encoding': encoding });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toContain('Accept-Encoding');
      const decoded = encoding === 'br' ? brotliDecompressSync(response.body) : gunzipSync(response.body);
      expect(decoded.toString()).toBe(plain.body.toString());
    }
  });
});

describe('pages drawn for a visitor', () => {
  it("/search shows its first cars in the page's HTML, in the order the API gives them", async () => {
    const html: string = (await api.visitor.get('/search?make=bmw&sortBy=price_asc')).body;
    const markup = drawn(html);
    expect(markup).toContain('Find your next car');
    const x5 = markup.indexOf('BMW X5');
    expect(x5).toBeGreaterThan(-1);
    expect(markup.indexOf('BMW M3')).toBeGreaterThan(x5);
    expect(markup).toContain('/media/vehicle-photos/x5-400.webp 400w');
    // Neither React's own data nor a style attribute (the CSP refuses them in HTML) is written into the page.
    expect(markup).not.toMatch(/<script|<template| style="/);
  });

  it("a listing's page shows its title, price and photos, its seller's text escaped", async () => {
    const owner = await createAccount(api.server.payload);
    const vehicle = await createListing(api.server.payload, owner.id, {
      status: 'approved',
      vin: uniqueVin(),
      make: 'Porsche',
      model: '911',
      price: 123456,
      trim: 'GT3 </div><script>alert(4)</script>',
      images: ['/media/vehicle-photos/gt3-1600.webp'],
    });
    const markup = drawn((await api.visitor.get(`/vehicles/${vehicle.id}`)).body);
    expect(markup).toMatch(/<h1[^>]*>[^<]*Porsche 911/);
    expect(markup).toContain('$123,456');
    expect(markup).toContain('/media/vehicle-photos/gt3-800.webp');
    expect(markup).toContain('GT3 &lt;/div&gt;&lt;script&gt;alert(4)&lt;/script&gt;');
    expect(markup).not.toContain('<script>alert');
  });

  it('the home page comes drawn too (content pages: seo.test.ts)', async () => {
    expect(drawn((await api.visitor.get('/')).body)).toContain('Start Selling Today');
  });

  it('carries the stylesheet written in, allowed by the hash its policy names, and links nothing to wait for', async () => {
    for (const address of ['/', '/search?make=bmw']) {
      const response = await api.visitor.get(address);
      const html: string = response.body;
      const style = html.match(/<style>([\s\S]*?)<\/style>/)?.[1];
      expect(style, address).toBe(readFileSync(path.join(distDir, builtStylesheet()), 'utf8'));
      const styleSrc = response.headers.get('content-security-policy')!.match(/style-src ([^;]*)/)![1];
      expect(styleSrc, address).toBe(`'self' 'sha256-${createHash('sha256').update(style!).digest('base64')}'`);
      expect(html, address).not.toContain('rel="stylesheet"');
    }
  });

  it('never for a signed-in caller: what they see depends on who they are', async () => {
    const owner = await createAccount(api.server.payload);
    const vehicle = await createListing(api.server.payload, owner.id, { status: 'approved', vin: uniqueVin() });
    const signedIn = await signedInClient(api.server.baseUrl, owner);
    for (const address of ['/', '/search?make=BMW', `/vehicles/${vehicle.id}`]) {
      // Told to any cache between: the page depends on the credentials it came with.
      const vary = (await api.visitor.get(address)).headers.get('vary')!.split(/,\s*/);
      expect(vary.sort(), address).toEqual(['Accept-Encoding', 'Authorization', 'Cookie']);
      const html: string = (await signedIn.get(address)).body;
      expect(html, address).toContain('<div id="root"></div>');
      // Its first paint waits for the app's code anyway: the stylesheet stays a file, cached between visits.
      expect(html, address).toContain(`<link rel="stylesheet" crossorigin href="/${builtStylesheet()}">`);
      expect(html, address).not.toContain('<style>');
      expect(answerFor(html, CURRENT_USER_API_PATH), address).toBeUndefined();
    }
  });

  it('not the pages that need a visitor of their own (sign-in, saved cars) or a search that could not be read', async () => {
    for (const address of [
      '/auth',
      '/saved',
      '/compare?ids=1,2',
      '/search?location=Nowhere%20Special%2C%20ZZ&radius=50',
    ]) {
      expect((await api.visitor.get(address)).body, address).toContain('<div id="root"></div>');
    }
  });
});
