/**
 * A generated corpus of hostile and malformed requests over every /api call and Payload's /cms-api (list, by id,
 * create, update, delete, login of vehicles, users, contact-messages, pages, media; as an admin and an editor, and
 * a sample as a visitor and a plain user, whom its door refuses). Multipart bodies have their own corpus, sent to a
 * server process (multipartFuzz.test.ts). Every answer is a 4xx or the valid 2xx, never a 5xx; the server keeps
 * answering; and after each refused request the row count of every table is what it was (rate_limits aside: a
 * refused sign-in still counts against its limit, by design).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultUploadPreset } from '../../contract/media.ts';
import { ApiClient } from '../helpers/client.ts';
import {
  bodyRequests,
  contentTypeRequests,
  hostileIds,
  hostileValues,
  queryRequests,
  tableCounts,
  type CorpusRequest,
} from '../helpers/badInput.ts';
import { createAccount, createListing, listingData, signedInClient } from '../helpers/fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/testServer.ts';

let server: TestServer;
let admin: ApiClient;
let editor: ApiClient;
let seller: ApiClient;
let visitor: ApiClient;
const ids = { listing: 0, sellerListing: 0, victim: 0, page: 0, message: 0, saved: 0, search: 0 };

beforeAll(async () => {
  server = await startTestServer();
  const { payload, baseUrl } = server;
  const adminAccount = await createAccount(payload, 'admin');
  const sellerAccount = await createAccount(payload, 'user', 'seller');
  admin = await signedInClient(baseUrl, adminAccount);
  editor = await signedInClient(baseUrl, await createAccount(payload, 'editor'));
  seller = await signedInClient(baseUrl, sellerAccount);
  visitor = new ApiClient(baseUrl);
  ids.victim = (await createAccount(payload, 'user', 'victim')).id;
  ids.listing = (await createListing(payload, adminAccount.id, { status: 'approved' })).id;
  ids.sellerListing = (await createListing(payload, sellerAccount.id, { status: 'approved' })).id;
  ids.page = (
    await payload.create({
      collection: 'pages',
      overrideAccess: true,
      data: { slug: 'corpus-page', title: 'Corpus page' } as never,
    })
  ).id as number;
  ids.saved = (
    await payload.create({
      collection: 'saved-vehicles',
      overrideAccess: true,
      data: { vehicleId: ids.sellerListing, user: ids.victim },
    })
  ).id as number;
  ids.search = (
    await payload.create({
      collection: 'saved-searches',
      overrideAccess: true,
      data: { name: 'Victim search', query: 'make=BMW', user: ids.victim } as never,
    })
  ).id as number;
  ids.message = (
    await payload.create({
      collection: 'contact-messages',
      overrideAccess: true,
      data: {
        vehicle: ids.listing,
        senderFirstName: 'A',
        senderLastName: 'B',
        senderName: 'A B',
        senderEmail: 'a@test.example',
        subject: 's',
        message: 'm',
      } as never,
    })
  ).id as number;
});
afterAll(() => server?.close());

/** Search parameters of each kind: free text, enum, number, list, location, sort, paging. */
const searchParams = [
  'query',
  'make',
  'condition',
  'minYear',
  'maxPrice',
  'features',
  'location',
  'radius',
  'sortBy',
  'page',
  'limit',
  'includeSold',
  'priceDrops',
  'view',
];
/** Values of react-admin's list parameters that are JSON but wrong. */
const consoleValues: unknown[] = [
  ['id', 'SIDEWAYS'],
  ['nope', 'ASC'],
  [5, 1],
  [0, 5000],
  [-1, 3],
  { nope: 1 },
  { id: 'x' },
  { id: [1, 'x'] },
  { q: '\u0000' },
  { q: 'x'.repeat(5000) },
  { status: ['nope'] },
  { vehicleId: 1e308 },
  { role: { $ne: 1 } },
  '{',
  'null',
];

/** Listing fields of every kind (text, number, money, list, enum, email, ZIP, VIN, URL); the rest of the form is alike. */
function listingSubset() {
  const all = listingData() as Record<string, unknown>;
  const keys = ['make', 'year', 'price', 'condition', 'description', 'features', 'images', 'zipCode', 'contactEmail'];
  return { all, varied: Object.fromEntries(keys.map((key) => [key, all[key]])) };
}

/** Bodies for one call: hostile values in the listed keys, on top of an otherwise valid body. */
function bodies(
  method: string,
  path: string,
  base: Record<string, unknown>,
  varied: Record<string, unknown> = base,
): CorpusRequest[] {
  const rest = Object.fromEntries(Object.entries(base).filter(([key]) => !(key in varied)));
  return bodyRequests(method, path, varied).map((request) =>
    request.body && typeof request.body === 'object' && !Array.isArray(request.body)
      ? { ...request, body: { ...rest, ...request.body } }
      : request,
  );
}

/** The price guidance's query strings: hostile values in each parameter, the others valid. */
function marketValueQueries(): CorpusRequest[] {
  const base = { make: 'BMW', model: 'M3', year: '2021', mileage: '18500', bodyType: 'sedan' };
  const names = [...Object.keys(base), 'listingId'];
  return [
    ...names.flatMap((name) => {
      const rest = new URLSearchParams(Object.entries(base).filter(([key]) => key !== name)).toString();
      return queryRequests('/api/vehicles/market-value', [name]).map((request) => ({
        ...request,
        path: request.path.replace('?', `?${rest}&`),
      }));
    }),
    ...[ids.sellerListing, ids.listing].map((listingId) => ({
      method: 'GET',
      path: `/api/vehicles/market-value?${new URLSearchParams({ ...base, listingId: String(listingId) })}`,
    })),
    { method: 'GET', path: '/api/vehicles/market-value' },
  ];
}

/** The /api corpus, each request with the client that sends it. */
function apiCorpus(): [ApiClient, CorpusRequest][] {
  const listing = listingSubset();
  const contact = {
    firstName: 'Ann',
    lastName: 'Buyer',
    email: 'ann@test.example',
    subject: 'Price?',
    message: 'Is it available?',
    vehicleId: ids.listing,
  };
  // The financing page's pre-qualification: the same call with answers, and hostile values inside them.
  const financing = { incomeBand: '70k_100k', creditBand: 'good', downPayment: 10000 };
  const prequalification = {
    firstName: 'Fin',
    lastName: 'Buyer',
    email: 'fin@test.example',
    phone: '(212) 555-0123',
    vehicleId: ids.listing,
    financing,
  };
  const specs = { make: 'BMW', model: 'M3', year: 2021, trim: 'Competition' };
  const upload = (fields: Record<string, string | Blob>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return form;
  };
  const junk = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0x00, 0x01])], { type: 'image/jpeg' });
  const pairs: [ApiClient, CorpusRequest[]][] = [
    [
      visitor,
      [
        ...bodies('POST', '/api/login', { email: 'corpus-login@test.example', password: 'secret1' }),
        ...bodies('POST', '/api/register', {
          email: 'corpus-new@test.example',
          password: 'secret1',
          firstName: 'F',
          lastName: 'Z',
        }),
        ...queryRequests('/api/login', ['returnTo']).map((request) => ({ ...request, redirects: true })),
        ...bodies('POST', '/api/forgot-password', { email: 'corpus-forgot@test.example' }),
        ...bodies('POST', '/api/reset-password', { token: 'f'.repeat(40), password: 'secret1' }),
        ...bodies('POST', '/api/verify-email', { token: 'A'.repeat(43) }),
        ...contentTypeRequests('POST', '/api/verify-email/resend', {}),
        { method: 'PATCH', path: '/api/user', body: { firstName: 'Nobody' } },
        { method: 'DELETE', path: '/api/user', body: { password: 'secret1' } },
        ...contentTypeRequests('POST', '/api/logout', {}),
        ...[
          '/api/user',
          '/api/user/export',
          '/api/health',
          '/api/ready',
          '/api/vehicles/recent',
          '/api/vehicles/featured',
          '/api/user/vehicles',
          '/api/user/saved',
          '/api/admin/stats',
          '/api/nope',
        ].map((path) => ({ method: 'GET', path })),
        { method: 'PUT', path: `/api/user/saved/${ids.listing}` },
        { method: 'DELETE', path: `/api/user/saved/${ids.listing}` },
        { method: 'POST', path: '/api/user/saved/merge', body: { ids: [ids.listing] } },
        { method: 'GET', path: '/api/user/recently-viewed' },
        { method: 'PUT', path: `/api/user/recently-viewed/${ids.listing}` },
        { method: 'POST', path: '/api/user/recently-viewed/merge', body: { ids: [ids.listing] } },
        { method: 'DELETE', path: '/api/user/recently-viewed' },
        { method: 'GET', path: '/api/user/searches' },
        { method: 'POST', path: '/api/user/searches', body: { name: 'Mine', query: 'make=BMW' } },
        { method: 'PATCH', path: `/api/user/searches/${ids.search}`, body: { paused: true } },
        { method: 'DELETE', path: `/api/user/searches/${ids.search}` },
        // Unsubscribe tokens: hostile, malformed, and well-formed but not signed by this server.
        ...['GET', 'POST'].flatMap((method) =>
          queryRequests(
            '/api/alerts/unsubscribe',
            ['token'],
            [...hostileValues, `s.${ids.search}.${'A'.repeat(43)}`, `a.${ids.victim}.x`, `c.0.${'A'.repeat(43)}`],
          ).map((request) => ({ ...request, method })),
        ),
        { method: 'POST', path: '/api/alerts/unsubscribe' },
        ...bodies('POST', '/api/contact', contact),
        ...bodies('POST', '/api/contact', prequalification, { phone: prequalification.phone, financing }),
        ...bodyRequests('POST', '/api/contact', financing)
          .filter((request) => request.body !== undefined)
          .map((request) => ({ ...request, body: { ...prequalification, financing: request.body } })),
        ...bodies('POST', '/api/vehicles/specs/generate', specs),
        ...bodies('POST', '/api/vehicles/features/generate', {
          ...specs,
          bodyType: 'sedan',
          fuelType: 'premium-gasoline',
          vehicleDescription: 'Clean',
        }),
        // An invalid VIN as the base: the corpus tests the input checks, not the 95 MB decoder.
        ...bodies('POST', '/api/vehicles/vin/decode', { vin: 'NOT-A-VIN' }),
        ...queryRequests('/api/vehicles/search', searchParams),
        // Signed out: 401 whatever the query.
        ...marketValueQueries().slice(0, 5),
        ...queryRequests('/api/vehicles/facets', ['make', 'minPrice', 'features', 'location', 'radius']),
        ...queryRequests(
          '/api/saved-vehicles',
          ['ids'],
          [...hostileValues, '1,2,,3', Array.from({ length: 101 }, (_, i) => i + 1).join(',')],
        ),
        ...queryRequests(
          '/api/vehicles/compare',
          ['ids'],
          [...hostileValues, '', '1,1,1,1,1', '1,2,3,4,5', `${ids.listing},${ids.sellerListing}`],
        ),
        { method: 'GET', path: '/api/vehicles/compare' },
        ...hostileIds.flatMap((id) => [
          { method: 'GET', path: `/api/vehicles/${id}` },
          { method: 'GET', path: `/api/vehicles/${id}/price-history` },
          { method: 'GET', path: `/api/pages/${id}` },
          { method: 'GET', path: `/api/geo/zip/${id}` },
        ]),
        ...['9021', '902100', '90210-1234', '９０２１０', '00000'].map((zip) => ({
          method: 'GET',
          path: `/api/geo/zip/${encodeURIComponent(zip)}`,
        })),
      ],
    ],
    [
      seller,
      [
        ...bodies('POST', '/api/vehicles', listing.all, listing.varied),
        ...bodies('PUT', `/api/vehicles/${ids.sellerListing}`, listing.all, listing.varied),
        ...hostileIds.flatMap((id) => [
          { method: 'PUT', path: `/api/vehicles/${id}`, body: listing.all },
          { method: 'DELETE', path: `/api/vehicles/${id}` },
        ]),
        { method: 'DELETE', path: `/api/vehicles/${ids.listing}` }, // someone else's: 403
        ...marketValueQueries(),
        ...(
          [
            {},
            { upload_preset: 'x' },
            { file: junk },
            { file: junk, upload_preset: defaultUploadPreset },
            { file: new Blob(['hello'], { type: 'text/plain' }), upload_preset: defaultUploadPreset },
          ] as Record<string, string | Blob>[]
        ).map((fields) => ({ method: 'POST', path: '/api/media/upload', form: upload(fields) })),
        ...['', '../..', '/etc', 'a\u0000b', '<script>', 'x'.repeat(5000)].map((folder) => ({
          method: 'POST',
          path: '/api/media/upload',
          form: upload({ file: junk, upload_preset: defaultUploadPreset, folder }),
        })),
        ...contentTypeRequests('POST', '/api/media/upload', { upload_preset: defaultUploadPreset }),
        ...bodies('PATCH', '/api/user', {
          firstName: 'Sal',
          lastName: 'Seller',
          phone: '(212) 555-0100',
          profileImageUrl: '/media/vehicle-photos/a.webp',
          savedCarAlerts: false,
        }),
        // Wrong passwords: the corpus must not change the seller's password, email or existence.
        ...bodies('POST', '/api/user/password', { currentPassword: 'not-the-password', newPassword: 'secret2' }),
        ...bodies('POST', '/api/user/email', { email: 'corpus-moved@test.example', password: 'not-the-password' }),
        ...bodies('DELETE', '/api/user', { password: 'not-the-password' }),
        { method: 'GET', path: '/api/user/export' },
        // Saved cars: hostile ids and merge bodies; valid ones save the two listings.
        ...bodies('POST', '/api/user/saved/merge', { ids: [ids.listing, ids.sellerListing] }),
        ...hostileIds.flatMap((id) => [
          { method: 'PUT', path: `/api/user/saved/${id}` },
          { method: 'DELETE', path: `/api/user/saved/${id}` },
        ]),
        { method: 'PUT', path: `/api/user/saved/${ids.listing}`, body: { vehicleId: ids.sellerListing } },
        { method: 'GET', path: '/api/user/saved' },
        // Recently viewed: hostile ids and merge bodies; valid ones record the two listings, then the list is cleared.
        ...bodies('POST', '/api/user/recently-viewed/merge', { ids: [ids.listing, ids.sellerListing] }),
        ...hostileIds.map((id) => ({ method: 'PUT', path: `/api/user/recently-viewed/${id}` })),
        { method: 'PUT', path: `/api/user/recently-viewed/${ids.listing}`, body: { vehicleId: ids.sellerListing } },
        { method: 'GET', path: '/api/user/recently-viewed' },
        { method: 'DELETE', path: '/api/user/recently-viewed', body: { ids: [ids.listing] } },
        // Saved searches: hostile bodies and ids; valid ones save a search (up to the cap), another's is a 404.
        ...bodies('POST', '/api/user/searches', {
          name: 'Corpus BMW',
          query: 'make=BMW&maxPrice=50000',
          frequency: 'daily',
        }),
        ...bodies('PATCH', `/api/user/searches/${ids.search}`, {
          name: 'Renamed',
          query: 'make=Audi',
          frequency: 'instant',
          paused: true,
        }),
        // Queries whose decoded text PostgreSQL cannot store, or a place the ZIP table does not know.
        ...['make=%00', 'model=%00', 'location=a%00%2C%20CA', 'features=%01', 'query=a%7F', 'location=00000'].map(
          (query) => ({ method: 'POST', path: '/api/user/searches', body: { name: 'Encoded', query } }),
        ),
        ...hostileIds.flatMap((id) => [
          { method: 'PATCH', path: `/api/user/searches/${id}`, body: { paused: true } },
          { method: 'DELETE', path: `/api/user/searches/${id}` },
        ]),
        { method: 'DELETE', path: `/api/user/searches/${ids.search}` },
        { method: 'GET', path: '/api/user/searches' },
      ],
    ],
    [
      admin,
      [
        ...bodies('PATCH', `/api/admin/vehicles/${ids.listing}/status`, { status: 'approved', reason: 'ok' }),
        ...hostileIds.flatMap((id) => [
          { method: 'PATCH', path: `/api/admin/vehicles/${id}/status`, body: { status: 'approved' } },
          { method: 'GET', path: `/api/admin/vehicles/${id}/history` },
          { method: 'GET', path: `/api/console/vehicles/${id}` },
          { method: 'DELETE', path: `/api/console/vehicles/${id}` },
          { method: 'GET', path: `/api/console/${id}` },
        ]),
        { method: 'GET', path: '/api/admin/vehicles/pending' },
        ...queryRequests('/api/console/vehicles', ['sort', 'range', 'filter'], [...hostileValues, ...consoleValues]),
        ...['users', 'contact-messages', 'pages', 'moderation-events'].flatMap((resource) =>
          queryRequests(`/api/console/${resource}`, ['filter'], consoleValues),
        ),
        ...bodies('PUT', `/api/console/vehicles/${ids.listing}`, {
          price: 40000,
          status: 'approved',
          isFeatured: false,
          statusReason: 'ok',
        }),
        ...bodies('PUT', `/api/console/users/${ids.victim}`, { role: 'user' }),
        ...bodies('PUT', `/api/console/contact-messages/${ids.message}`, { status: 'handled' }),
        ...bodies('PUT', `/api/console/pages/${ids.page}`, {
          title: 'Corpus page',
          bodyMarkdown: '## Hello',
          faq: [{ question: 'Q?', answer: 'A.' }],
        }),
        ...bodies('POST', `/api/console/pages/${ids.page}/preview`, { bodyMarkdown: '## Hello' }),
        { method: 'POST', path: '/api/console/vehicles', body: listing.all },
        { method: 'PUT', path: `/api/console/moderation-events/1`, body: { reason: 'x' } },
      ],
    ],
  ];
  return pairs.flatMap(([client, requests]) =>
    requests.map((request): [ApiClient, CorpusRequest] => [client, request]),
  );
}

const collections: Record<string, { base: Record<string, unknown>; text: string; id: () => number }> = {
  vehicles: {
    base: {
      make: 'Audi',
      model: 'A4',
      year: 2020,
      price: 30000,
      description: 'Nice',
      features: ['Sunroof'],
      status: 'approved',
    },
    text: 'make',
    id: () => ids.listing,
  },
  users: {
    base: { firstName: 'Vic', lastName: 'Tim', role: 'user', email: 'victim-corpus@test.example' },
    text: 'email',
    id: () => ids.victim,
  },
  'contact-messages': {
    base: { senderFirstName: 'A', message: 'Hello', status: 'handled' },
    text: 'message',
    id: () => ids.message,
  },
  pages: { base: { title: 'Corpus page', slug: 'corpus-page' }, text: 'title', id: () => ids.page },
  media: { base: { alt: 'A photo' }, text: 'alt', id: () => 1 },
  'saved-vehicles': {
    // Read when the corpus is built, after beforeAll made the listing.
    get base() {
      return { vehicleId: ids.listing, user: ids.victim, title: 'Forged', priceAtSave: 1 };
    },
    text: 'title',
    id: () => ids.saved,
  },
};

/** Filter values PostgreSQL cannot compare with a number or a date column, or that JavaScript's Date cannot hold. */
const filterValues = [
  '1',
  '-1',
  '1e999',
  '-1e309',
  '1e20',
  '1.5',
  'abc',
  '\u0000',
  '9'.repeat(30),
  '1,2',
  '',
  'infinity',
  '-infinity',
  'allballs',
  '294276-12-31',
  '2026-02-30',
  'NaN',
  'true',
];

/** The /cms-api corpus, sent by staff: an admin (the role that reaches the most of Payload's code) and an editor. */
function cmsCorpus(): CorpusRequest[] {
  return [
    ...bodies('POST', '/cms-api/users/login', { email: 'corpus-login@test.example', password: 'secret1' }),
    ...queryRequests(
      '/cms-api/vehicles',
      ['where[year][equals]', 'where[views][less_than]', 'where[price][greater_than]', 'where[isFeatured][equals]'],
      filterValues,
    ),
    ...['near', 'within', 'intersects', 'contains', 'like', 'all', 'nope'].flatMap((operator) =>
      ['make', 'features', 'year', 'createdAt', 'isFeatured', 'owner'].map((field) => ({
        method: 'GET',
        path: `/cms-api/vehicles?where[${field}][${operator}]=1,2`,
      })),
    ),
    ...['/versions', '/versions/1', '/versions?limit=1'].map((path) => ({
      method: 'GET',
      path: `/cms-api/vehicles${path}`,
    })),
    { method: 'POST', path: '/cms-api/vehicles/versions/1' },
    ...['/cms-api/payload-migrations', '/cms-api/payload-preferences', '/cms-api/payload-locked-documents'].map(
      (path) => ({ method: 'GET', path }),
    ),
    {
      method: 'POST',
      path: '/cms-api/pages',
      raw: JSON.stringify({ slug: 'vnd', title: 'Vnd' }),
      contentType: 'application/vnd.api+json',
    },
    ...Object.entries(collections).flatMap(([slug, { base, text, id }]) => [
      ...queryRequests(`/cms-api/${slug}`, [
        'limit',
        'sort',
        'where[id][equals]',
        `where[${text}][like]`,
        'where[or][0][id][in]',
      ]),
      ...queryRequests(
        `/cms-api/${slug}`,
        ['page', 'depth', 'where[createdAt][greater_than]', 'where[updatedAt][equals]', 'where[id][in][0]'],
        filterValues,
      ),
      ...hostileIds.flatMap((badId) => [
        { method: 'GET', path: `/cms-api/${slug}/${badId}` },
        { method: 'DELETE', path: `/cms-api/${slug}/${badId}` },
      ]),
      // Bulk deletes whose filter matches nothing (a hostile value never equals a stored one).
      ...['%00', 'a%00b', '%27%20OR%201%3D1', '1e999'].map((value) => ({
        method: 'DELETE',
        path: `/cms-api/${slug}?where[${text}][equals]=${value}`,
      })),
      ...bodies('POST', `/cms-api/${slug}`, base),
      ...bodies('PATCH', `/cms-api/${slug}/${id()}`, base),
    ]),
  ];
}

async function send(client: ApiClient, request: CorpusRequest) {
  if (request.form) return client.request(request.method, request.path, request.form);
  if (request.raw !== undefined)
    return client.request(request.method, request.path, request.raw, {
      'Content-Type': request.contentType ?? 'application/json',
    });
  return client.request(request.method, request.path, request.body);
}

/**
 * Tables written whatever the answer (rate_limits), in the background by the jobs an earlier, accepted request
 * queued (a sent email's job row goes, a verification link is stored), or by the job runner's schedules.
 */
const countedAside = new Set([
  'rate_limits',
  'payload_jobs',
  'payload_jobs_log',
  'payload_jobs_stats',
  'email_verifications',
]);

describe('bad input never gets a 5xx', () => {
  it('survives the corpus over /api and /cms-api, and a refused request writes nothing', async () => {
    const corpus: [ApiClient, CorpusRequest][] = [
      ...apiCorpus(),
      ...cmsCorpus().map((request): [ApiClient, CorpusRequest] => [admin, request]),
      ...cmsCorpus()
        .filter((request) => request.path.startsWith('/cms-api/pages'))
        .map((request): [ApiClient, CorpusRequest] => [editor, request]),
      // Visitors and plain accounts are turned away at /cms-api's door whatever they send.
      ...cmsCorpus()
        .filter((_, index) => index % 10 === 0)
        .flatMap((request): [ApiClient, CorpusRequest][] => [
          [visitor, request],
          [seller, request],
        ]),
    ];
    const classes: Record<string, number> = {};
    const clientErrors: Record<number, number> = {};
    const failures: string[] = [];
    let counts = await tableCounts(server.payload);
    for (const [client, request] of corpus) {
      const response = await send(client, request);
      const statusClass = `${String(response.status)[0]}xx`;
      classes[statusClass] = (classes[statusClass] ?? 0) + 1;
      if (response.status >= 400 && response.status < 500)
        clientErrors[response.status] = (clientErrors[response.status] ?? 0) + 1;
      const shown = `${request.method} ${request.path.slice(0, 100)} ${String(request.raw ?? JSON.stringify(request.body) ?? 'form').slice(0, 100)}`;
      const valid =
        (response.status >= 200 && response.status < 300) ||
        (response.status >= 400 && response.status < 500) ||
        (request.redirects && response.status === 302);
      if (!valid) failures.push(`${shown} -> ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`);
      const after = await tableCounts(server.payload);
      if (response.status >= 400) {
        const changed = Object.keys(after).filter(
          (table) => !countedAside.has(table) && after[table] !== counts[table],
        );
        if (changed.length)
          failures.push(
            `${shown} -> ${response.status} but changed ${changed.map((table) => `${table} ${counts[table]}->${after[table]}`).join(', ')}`,
          );
      }
      counts = after;
    }
    const summary = Object.entries(classes)
      .sort()
      .map(([name, count]) => `${name} ${count}`)
      .join(', ');
    console.log(`bad-input corpus: ${corpus.length} requests over /api and /cms-api: ${summary}`);
    // Which refusal each got: a 400 (input), 401/403 (access), 404, 413 (size), 415 (type), 429 (rate limit)...
    const byStatus = Object.entries(clientErrors)
      .map(([status, count]) => `${status} ${count}`)
      .join(', ');
    console.log(`bad-input corpus 4xx by status: ${byStatus}`);
    expect(failures).toEqual([]);
    expect(corpus.length).toBeGreaterThanOrEqual(500);
    expect((await visitor.get('/api/health')).status).toBe(200);
    expect((await visitor.get('/api/ready')).status).toBe(200);
  }, 600_000);
});
