/** Vehicle pages carry their own head (title, description, Open Graph, JSON-LD); /sitemap.xml; /robots.txt. */
import { existsSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../cms/platform/config/env.ts';
import { seedContentPages } from '../../seed/seedPages.ts';
import { createAccount, createListing, signedInClient } from '../helpers/fixtures.ts';
import { useTestServer } from '../helpers/testServer.ts';

const api = useTestServer();
// `npm test` builds the storefront first. A lone run of this file without a build fails loudly rather than
// skipping what the server fills into the built index.html.
const builtIndex = path.join(projectRoot, 'storefront', 'dist', 'index.html');

let approved: { id: number };
let pending: { id: number };
let owner: { id: number; email: string; password: string };

beforeAll(async () => {
  if (!existsSync(builtIndex)) throw new Error(`${builtIndex} is missing: run \`npm run build\` first (npm test does)`);
  await seedContentPages(api.server.payload);
  owner = await createAccount(api.server.payload);
  approved = await createListing(api.server.payload, owner.id, {
    status: 'approved',
    images: ['/media/vehicle-photos/m3-1600.webp'],
    description: 'One owner. </script><script>alert(1)</script> Garage kept.',
  });
  pending = await createListing(api.server.payload, owner.id, { status: 'pending' });
});

function jsonLd(html: string): Record<string, any> {
  const match = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
  if (!match) throw new Error('no JSON-LD');
  return JSON.parse(match[1]);
}

describe('vehicle pages', () => {
  it('serve the listing title, description, Open Graph image, preload and schema.org Car in the HTML', async () => {
    const response = await api.visitor.get(`/vehicles/${approved.id}`);
    expect(response.status).toBe(200);
    const html: string = response.body;
    const base = api.server.baseUrl;
    expect(html).toContain(
      '<title>2021 BMW M3 Competition for sale in Beverly Hills, CA – $68,900 | Marquee Motors</title>',
    );
    expect(html).toMatch(
      /<meta\s+name="description"\s+content="2021 BMW M3 Competition for \$68,900, 18,500 miles, excellent condition/,
    );
    expect(html).toContain(`<meta property="og:image" content="${base}/media/vehicle-photos/m3-1600.webp" />`);
    expect(html).toContain(`<link rel="canonical" href="${base}/vehicles/${approved.id}" />`);
    expect(html).toContain('imagesrcset="/media/vehicle-photos/m3-400.webp 400w');
    expect(html).not.toContain('<!--app-head-->');

    const car = jsonLd(html);
    expect(car).toMatchObject({
      '@type': 'Car',
      name: '2021 BMW M3 Competition',
      brand: { name: 'BMW' },
      vehicleModelDate: '2021',
      mileageFromOdometer: { value: 18500, unitCode: 'SMI' },
      offers: { price: '68900.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    });
    expect(car).not.toHaveProperty('vehicleIdentificationNumber');
    // A seller's "</script>" cannot close the JSON-LD early.
    expect(html.match(/<\/script>/g)?.length).toBe(html.match(/<script[\s>]/g)?.length);
    expect(html).not.toContain('<script>alert');
  });

  it('serve the same head at /vehicle/{id}, with the canonical /vehicles/{id}, in any case and with a trailing slash', async () => {
    const html: string = (await api.visitor.get(`/Vehicle/${approved.id}/`)).body;
    expect(html).toContain(`<link rel="canonical" href="${api.server.baseUrl}/vehicles/${approved.id}" />`);
  });

  it('answer 404 with noindex for unpublished, unknown and malformed ids, and count no view', async () => {
    for (const id of [pending.id, 999999, 'abc']) {
      const response = await api.visitor.get(`/vehicles/${id}`);
      expect(response.status).toBe(404);
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
      expect(response.body).toContain('<div id="root">');
    }
    const doc = await api.server.payload.findByID({ collection: 'vehicles', id: approved.id, overrideAccess: true });
    expect(doc.views).toBe(0);
  });

  it('answer 200 to the owner of a pending or rejected listing (their page, private and noindex), 404 to others', async () => {
    const rejected = await createListing(api.server.payload, owner.id, { status: 'rejected', model: 'Rejected M3' });
    const ownerClient = await signedInClient(api.server.baseUrl, owner);
    const stranger = await signedInClient(api.server.baseUrl, await createAccount(api.server.payload, 'user', 'other'));
    for (const id of [pending.id, rejected.id]) {
      const own = await ownerClient.get(`/vehicles/${id}`);
      expect(own.status).toBe(200);
      expect(own.headers.get('cache-control')).toBe('private, no-cache');
      expect(own.body).toContain('<meta name="robots" content="noindex" />');
      expect((await stranger.get(`/vehicles/${id}`)).status).toBe(404);
    }
    expect((await ownerClient.get(`/vehicles/${rejected.id}`)).body).toContain(
      '<title>2021 BMW Rejected M3 Competition',
    );
  });
});

describe('content pages', () => {
  it('serve their CMS title, first paragraph and canonical URL, and the FAQ its questions as schema.org FAQPage', async () => {
    const faq: string = (await api.visitor.get('/FAQ/')).body;
    expect(faq).toContain('<title>Frequently Asked Questions | Marquee Motors</title>');
    expect(faq).toMatch(/<meta\s+name="description"\s+content="Here are answers to the questions we hear most often/);
    expect(faq).toContain(`<link rel="canonical" href="${api.server.baseUrl}/faq" />`);
    const faqPage = jsonLd(faq);
    expect(faqPage['@type']).toBe('FAQPage');
    expect(faqPage.mainEntity).toHaveLength(12);
    expect(faqPage.mainEntity[0]).toMatchObject({
      name: 'Is it free to list my car?',
      acceptedAnswer: { '@type': 'Answer' },
    });

    const financing: string = (await api.visitor.get('/financing')).body;
    expect(financing).toContain('<title>Financing | Marquee Motors</title>');
    expect(financing).not.toContain('application/ld+json');
  });

  it("come drawn for a visitor from the page's own answer, which the app takes over", async () => {
    const faq: string = (await api.visitor.get('/faq')).body;
    const root = faq.slice(faq.indexOf('<div id="root">'), faq.indexOf('<script id="first-data"'));
    expect(root).toMatch(/<h1[^>]*>Frequently Asked Questions<\/h1>/);
    expect(root).toContain('Is it free to list my car?');
    expect(faq).toContain('{"queryKey":["/api/pages/faq"],"data":{"slug":"faq"');
  });
});

/** A GET with exactly these headers and the body as sent (fetch would add Accept-Encoding and decompress). */
function rawGet(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('built assets', () => {
  it('are sent with Brotli or gzip as the browser accepts, and as they are otherwise', async () => {
    const html: string = (await api.visitor.get('/')).body;
    const script = api.server.baseUrl + html.match(/src="(\/assets\/[^"]+\.js)"/)![1];
    const plain = await rawGet(script);
    expect(plain.headers['content-encoding']).toBeUndefined();

    for (const encoding of ['br', 'gzip']) {
      const response = await rawGet(script, { 'Accept-Encoding': `${encoding}, deflate` });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(response.headers['cache-control']).toContain('immutable');
      expect(response.body.length).toBeLessThan(plain.body.length);
      const decoded = encoding === 'br' ? brotliDecompressSync(response.body) : gunzipSync(response.body);
      expect(decoded.equals(plain.body)).toBe(true);
    }
    const refused = await rawGet(script, { 'Accept-Encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });
});

describe('sitemap and robots', () => {
  it('/sitemap.xml lists the public pages and approved listings only', async () => {
    const response = await api.visitor.get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml: string = response.body;
    expect(xml).toContain(`<loc>${api.server.baseUrl}/faq</loc>`);
    expect(xml).toContain(`<loc>${api.server.baseUrl}/vehicles/${approved.id}</loc><lastmod>`);
    expect(xml).not.toContain(`/vehicles/${pending.id}<`);
  });

  it('/robots.txt allows the site, keeps crawlers out of private paths and names the sitemap', async () => {
    const response = await api.visitor.get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain('Disallow: /dashboard');
    expect(response.body).toContain('Disallow: /reset-password');
    expect(response.body).toContain('Disallow: /account');
    expect(response.body).toContain('Disallow: /compare');
    expect(response.body).toContain(`Sitemap: ${api.server.baseUrl}/sitemap.xml`);
  });
});

describe('storefront paths', () => {
  it('answer 200 with the app for every route, in any case and with a trailing slash', async () => {
    for (const pagePath of [
      '/',
      '/search?make=BMW',
      '/AUTH/',
      '/how-it-works/',
      '/Privacy-Policy',
      '/saved',
      '/account',
      '/reset-password?token=abc',
      '/verify-email?token=abc',
      '/forgot-password',
    ]) {
      const response = await api.visitor.get(pagePath);
      expect(response.status, pagePath).toBe(200);
      // Drawn or not (landingPages.test.ts): the app's element, for the app to take over.
      expect(response.body, pagePath).toContain('<div id="root">');
    }
    // Dynamic routes keep their own answers: the form's page is the app, whatever the id.
    expect((await api.visitor.get('/edit-listing/123')).status).toBe(200);
  });

  it('answer 404 with the app (its not-found screen) for any other path', async () => {
    for (const pagePath of ['/no/such/page', '/searchx', '/vehicles', '/vehicles/1/photos', '/how-it-works/extra']) {
      const response = await api.visitor.get(pagePath);
      expect(response.status, pagePath).toBe(404);
      expect(response.headers.get('content-type'), pagePath).toContain('text/html');
      expect(response.body, pagePath).toContain('<div id="root"></div>');
    }
    // A missing asset stays a plain 404, not the app.
    const asset = await api.visitor.get('/assets/no-such-file.js');
    expect(asset.status).toBe(404);
    expect(asset.body).not.toContain('<div id="root">');
  });
});
