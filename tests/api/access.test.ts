/**
 * The collections' access rules as each actor: visitor, owner, other user, editor and admin. The /api routers call
 * Payload's Local API with the caller as `user` and `overrideAccess: false`, so visitors and users are tried that
 * way here (Payload's REST door, /cms-api, refuses them before any rule runs); editors and admins through /cms-api.
 */
import type { CollectionSlug, TypedUser } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../helpers/client.ts';
import {
  createAccount,
  createListing,
  listingData,
  privateVehicleFields,
  signedInClient,
} from '../helpers/fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/testServer.ts';

let server: TestServer;
let visitor: LocalActor;
let owner: LocalActor;
let other: LocalActor;
let editor: ApiClient;
let admin: ApiClient;
let ownerId: number;
let otherId: number;
const listing: Record<'pending' | 'approved' | 'rejected' | 'sold', number> = {
  pending: 0,
  approved: 0,
  rejected: 0,
  sold: 0,
};

beforeAll(async () => {
  server = await startTestServer();
  const accounts = {
    owner: await createAccount(server.payload, 'user', 'owner'),
    other: await createAccount(server.payload, 'user', 'other'),
    editor: await createAccount(server.payload, 'editor'),
    admin: await createAccount(server.payload, 'admin'),
  };
  ownerId = accounts.owner.id;
  otherId = accounts.other.id;
  visitor = new LocalActor(null);
  owner = new LocalActor(await userOf(ownerId));
  other = new LocalActor(await userOf(otherId));
  [editor, admin] = await Promise.all(
    [accounts.editor, accounts.admin].map((account) => signedInClient(server.baseUrl, account)),
  );
  for (const status of Object.keys(listing) as (keyof typeof listing)[]) {
    listing[status] = (await createListing(server.payload, ownerId, { status, model: `Status ${status}` })).id;
  }
});
afterAll(() => server?.close());

async function userOf(id: number): Promise<TypedUser> {
  const user = await server.payload.findByID({ collection: 'users', id, overrideAccess: true });
  return { ...user, collection: 'users' } as TypedUser;
}

/**
 * A visitor or user as the /api routers present them to Payload: the same paths and answers as REST (status and
 * body), through the Local API with `overrideAccess: false`. Payload's errors carry the status REST would answer.
 */
class LocalActor {
  constructor(private user: TypedUser | null) {}

  private async call(run: () => Promise<unknown>, ok = 200): Promise<{ status: number; body: any }> {
    try {
      return { status: ok, body: await run() };
    } catch (error) {
      const failure = error as { status?: number; message?: string; data?: unknown };
      return { status: failure.status ?? 500, body: { errors: [{ message: failure.message, data: failure.data }] } };
    }
  }

  private route(path: string): { collection: CollectionSlug; id?: number; query: URLSearchParams } {
    const url = new URL(path, 'http://local');
    const [, , collection, id] = url.pathname.split('/');
    return { collection: collection as CollectionSlug, id: id ? Number(id) : undefined, query: url.searchParams };
  }

  get(path: string) {
    const { collection, id, query } = this.route(path);
    const draft = query.get('draft') === 'true';
    const common = { collection, depth: 0, draft, user: this.user, overrideAccess: false } as const;
    if (id !== undefined) return this.call(() => server.payload.findByID({ ...common, id }));
    const where: Record<string, Record<string, string>> = {};
    for (const [name, value] of query) {
      const match = /^where\[(\w+)\]\[(\w+)\]$/.exec(name);
      if (match) where[match[1]!] = { [match[2]!]: value };
    }
    return this.call(() => server.payload.find({ ...common, limit: Number(query.get('limit') ?? 10), where }));
  }

  post(path: string, data: Record<string, unknown>) {
    const { collection } = this.route(path);
    return this.call(
      async () => ({
        doc: await server.payload.create({
          collection,
          data: data as never,
          depth: 0,
          user: this.user,
          overrideAccess: false,
        }),
      }),
      201,
    );
  }

  patch(path: string, data: Record<string, unknown>) {
    const { collection, id } = this.route(path);
    return this.call(async () => ({
      doc: await server.payload.update({
        collection,
        id: id!,
        data: data as never,
        depth: 0,
        user: this.user,
        overrideAccess: false,
      }),
    }));
  }

  restoreVersion(collection: CollectionSlug, versionId: number) {
    return this.call(() =>
      server.payload.restoreVersion({
        collection,
        id: String(versionId),
        depth: 0,
        user: this.user,
        overrideAccess: false,
      }),
    );
  }

  delete(path: string) {
    const { collection, id } = this.route(path);
    return this.call(() => server.payload.delete({ collection, id: id!, user: this.user, overrideAccess: false }));
  }
}

const vehicle = (id: number) => `/cms-api/vehicles/${id}?depth=0`;
const readStatus = async (id: number) =>
  (await server.payload.findByID({ collection: 'vehicles', id, overrideAccess: true })).status;

function expectNoPrivateFields(doc: Record<string, unknown>) {
  for (const field of privateVehicleFields) expect(doc, `field ${field}`).not.toHaveProperty(field);
}

describe('reading vehicles', () => {
  it('a visitor sees approved and sold listings only, without private fields', async () => {
    const response = await visitor.get('/cms-api/vehicles?limit=100&depth=0');
    expect(response.status).toBe(200);
    const ids = response.body.docs.map((doc: { id: number }) => doc.id).sort();
    expect(ids).toEqual([listing.approved, listing.sold].sort());
    response.body.docs.forEach(expectNoPrivateFields);
    expect(response.body.docs[0]).toMatchObject({ make: 'BMW', zipCode: '90210', city: 'Beverly Hills', state: 'CA' });
  });

  it('a pending or rejected listing is invisible to strangers (404, not 403)', async () => {
    for (const client of [visitor, other, editor]) {
      expect((await client.get(vehicle(listing.pending))).status).toBe(404);
      expect((await client.get(vehicle(listing.rejected))).status).toBe(404);
    }
  });

  it('another user and an editor read public listings without private fields', async () => {
    for (const client of [other, editor]) {
      const response = await client.get(vehicle(listing.approved));
      expect(response.status).toBe(200);
      expectNoPrivateFields(response.body);
    }
  });

  it('the owner reads their listings in every status, private fields included', async () => {
    const response = await owner.get('/cms-api/vehicles?limit=100&depth=0');
    expect(response.body.docs).toHaveLength(4);
    for (const doc of response.body.docs) {
      expect(doc).toMatchObject({ vin: 'WBS43AY09MFK12345', contactEmail: 'owner@test.example', owner: ownerId });
    }
  });

  it('an admin reads every listing with private fields', async () => {
    const response = await admin.get('/cms-api/vehicles?limit=100&depth=0');
    expect(response.body.docs).toHaveLength(4);
    expect(response.body.docs[0]).toHaveProperty('contactPhone', '(310) 555-0142');
  });

  it('nobody but an admin can probe private fields through a query', async () => {
    const probe = '/cms-api/vehicles?where[contactEmail][equals]=owner@test.example&depth=0';
    for (const client of [visitor, other]) {
      const response = await client.get(probe);
      expect(response.status).toBe(400);
      expect(response.body.errors[0].message).toBe('The following path cannot be queried: contactEmail');
      expect(JSON.stringify(response.body)).not.toContain('WBS43AY09MFK12345');
    }
    expect((await admin.get(probe)).body.docs).toHaveLength(4);
  });
});

describe('writing vehicles', () => {
  it('a visitor cannot create, edit or delete', async () => {
    expect((await visitor.post('/cms-api/vehicles', listingData())).status).toBe(403);
    expect((await visitor.patch(vehicle(listing.approved), { price: 1 })).status).toBe(403);
    expect((await visitor.delete(vehicle(listing.approved))).status).toBe(403);
  });

  it('a new listing is pending and belongs to its creator, whatever the body says', async () => {
    const response = await other.post(
      '/cms-api/vehicles?depth=0',
      listingData({
        status: 'approved',
        isFeatured: true,
        views: 999,
        owner: ownerId,
        createdAt: '2099-01-01T00:00:00.000Z',
        updatedAt: '2099-01-01T00:00:00.000Z',
      }),
    );
    expect(response.status).toBe(201);
    expect(response.body.doc).toMatchObject({ status: 'pending', isFeatured: false, views: 0, owner: otherId });
    // A listing dated in the future would sit first in Recent and in the default sort.
    expect(Date.parse(response.body.doc.createdAt)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(response.body.doc.updatedAt)).toBeLessThanOrEqual(Date.now());
  });

  it("another user cannot edit or delete someone else's listing, and nothing changes", async () => {
    const edit = await other.patch(vehicle(listing.approved), { price: 1 });
    expect(edit.status).toBe(403);
    expect((await other.delete(vehicle(listing.approved))).status).toBe(403);
    const stored = await server.payload.findByID({
      collection: 'vehicles',
      id: listing.approved,
      overrideAccess: true,
    });
    expect(stored.price).toBe(68900);
  });

  it("the owner's edit keeps a pending listing pending and ignores status, isFeatured and views", async () => {
    const response = await owner.patch(vehicle(listing.pending), {
      price: 65000,
      status: 'approved',
      isFeatured: true,
      views: 50,
    });
    expect(response.status).toBe(200);
    expect(response.body.doc).toMatchObject({ price: 65000, status: 'pending', isFeatured: false, views: 0 });
  });

  it("the owner's edit of an approved or sold listing is held for review while it stays public; a rejected one goes back to review", async () => {
    const approved = await createListing(server.payload, ownerId, { status: 'approved' });
    const sold = await createListing(server.payload, ownerId, { status: 'sold' });
    const rejected = await createListing(server.payload, ownerId, { status: 'rejected' });
    expect((await owner.patch(vehicle(approved.id), { mileage: 19000 })).body.doc).toMatchObject({
      status: 'approved',
      mileage: 19000,
    });
    expect(
      (await owner.patch(vehicle(sold.id), { description: 'Now with a link to my other shop' })).body.doc.status,
    ).toBe('sold');
    expect((await owner.patch(vehicle(rejected.id), { description: 'Fixed the photos' })).body.doc.status).toBe(
      'pending',
    );
    // The unreviewed text is not public, even to a reader asking for drafts; the live version is.
    expect((await visitor.get(vehicle(sold.id))).body.description).toBe('One owner, garage kept.');
    expect((await visitor.get(`${vehicle(sold.id)}&draft=true`)).body.description).toBe('One owner, garage kept.');
    expect((await other.get(`${vehicle(approved.id)}&draft=true`)).body.mileage).toBe(18500);
    expect((await editor.get(`${vehicle(approved.id)}&draft=true`)).body.mileage).toBe(18500);
    expect((await owner.get(`${vehicle(approved.id)}&draft=true`)).body.mileage).toBe(19000);
    expect(await readStatus(approved.id)).toBe('approved');
  });

  it('only admins read listing versions, and nobody restores one over the review', async () => {
    const approved = await createListing(server.payload, ownerId, { status: 'approved' });
    await owner.patch(vehicle(approved.id), { price: 1 });
    expect((await editor.get('/cms-api/vehicles/versions')).status).toBe(403);
    const versions = await admin.get(`/cms-api/vehicles/versions?where[parent][equals]=${approved.id}`);
    expect(versions.status).toBe(200);
    const draft = versions.body.docs.find((doc: { version: { _status: string } }) => doc.version._status === 'draft');
    expect(draft.version.price).toBe(1);
    expect((await admin.post(`/cms-api/vehicles/versions/${draft.id}`, {})).status).toBe(403);
    expect((await owner.restoreVersion('vehicles', draft.id)).status).toBe(403);
    expect((await visitor.get(vehicle(approved.id))).body.price).toBe(68900);
  });

  it("an admin's edit keeps the status; status, isFeatured, views, owner and dates are the server's even for an admin", async () => {
    const approved = await createListing(server.payload, ownerId, { status: 'approved' });
    const edit = await admin.patch(vehicle(approved.id), {
      price: 60000,
      isFeatured: true,
      status: 'sold',
      views: 7,
      owner: otherId,
      createdAt: '2099-01-01T00:00:00.000Z',
      updatedAt: '2099-01-01T00:00:00.000Z',
    });
    expect(edit.status).toBe(200);
    expect(edit.body.doc).toMatchObject({
      status: 'approved',
      isFeatured: false,
      price: 60000,
      views: 0,
      owner: ownerId,
    });
    expect(edit.body.doc.createdAt).toBe(approved.createdAt);
    expect(edit.body.doc.updatedAt < '2099').toBe(true);
    expect(await readStatus(approved.id)).toBe('approved');
  });

  it('the owner and an admin can delete', async () => {
    const mine = await createListing(server.payload, ownerId);
    const theirs = await createListing(server.payload, otherId);
    expect((await owner.delete(vehicle(mine.id))).status).toBe(200);
    expect((await admin.delete(vehicle(theirs.id))).status).toBe(200);
    expect(
      (
        await server.payload.count({
          collection: 'vehicles',
          where: { id: { in: [mine.id, theirs.id] } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0);
  });

  it('refuses an invalid listing with field messages and stores nothing', async () => {
    const before = (await server.payload.count({ collection: 'vehicles', overrideAccess: true })).totalDocs;
    const response = await owner.post(
      '/cms-api/vehicles',
      listingData({ vin: 'SHORTVIN12', zipCode: '00000', carfaxReportUrl: 'nope' }),
    );
    expect(response.status).toBe(400);
    const messages = JSON.stringify(response.body);
    expect(messages).toContain('VIN must be exactly 17 characters');
    expect(messages).toContain('Must be a valid URL');
    expect(messages).toContain('Enter a known US ZIP code');
    expect((await server.payload.count({ collection: 'vehicles', overrideAccess: true })).totalDocs).toBe(before);
  });
});

describe('users', () => {
  it('a user reads only themselves; a visitor nobody; an admin everyone', async () => {
    const mine = await owner.get('/cms-api/users?limit=100');
    expect(mine.body.docs.map((doc: { id: number }) => doc.id)).toEqual([ownerId]);
    expect(mine.body.docs[0]).not.toHaveProperty('hash');
    expect((await visitor.get('/cms-api/users')).status).toBe(403);
    expect((await other.get(`/cms-api/users/${ownerId}`)).status).toBe(404);
    expect((await admin.get('/cms-api/users?limit=100')).body.totalDocs).toBeGreaterThanOrEqual(4);
  });

  it('a user edits their own name but not someone else', async () => {
    expect((await owner.patch(`/cms-api/users/${ownerId}`, { firstName: 'Olivia' })).body.doc.firstName).toBe('Olivia');
    expect((await owner.patch(`/cms-api/users/${otherId}`, { firstName: 'Hacked' })).status).toBe(403);
  });

  it('takes a profile photo only as an http(s) address or a photo of ours, through every door', async () => {
    for (const bad of [
      'javascript:alert(document.cookie)',
      'JaVaScRiPt:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      '//evil.example/x.png',
      '/media/../../etc/passwd',
      'vbscript:x',
    ]) {
      expect((await owner.patch(`/cms-api/users/${ownerId}`, { profileImageUrl: bad })).status, bad).toBe(400);
      expect((await admin.patch(`/cms-api/users/${ownerId}`, { profileImageUrl: bad })).status, bad).toBe(400);
    }
    expect(
      (await server.payload.findByID({ collection: 'users', id: ownerId, overrideAccess: true })).profileImageUrl ??
        null,
    ).toBeNull();
    for (const good of [
      'https://images.example.com/me.jpg',
      'http://cdn.example.com/me.png',
      '/media/uploads/abc-400.webp',
      '',
    ]) {
      expect((await owner.patch(`/cms-api/users/${ownerId}`, { profileImageUrl: good })).status, good).toBe(200);
    }
  });

  it('refuses a role change by anyone but an admin, and the role stays', async () => {
    for (const client of [owner, editor]) {
      const response = await client.patch(`/cms-api/users/${ownerId}`, { role: 'admin' });
      expect(response.status).toBe(403);
    }
    expect(
      (await visitor.post('/cms-api/users', { email: 'x@test.example', password: 'secret1', role: 'admin' })).status,
    ).toBe(403);
    const stored = await server.payload.findByID({ collection: 'users', id: ownerId, overrideAccess: true });
    expect(stored.role).toBe('user');
  });

  it('an admin changes a role', async () => {
    const target = await createAccount(server.payload, 'user', 'promoted');
    const response = await admin.patch(`/cms-api/users/${target.id}`, { role: 'editor' });
    expect(response.status).toBe(200);
    expect(response.body.doc.role).toBe('editor');
  });
});

describe('contact messages', () => {
  it('only admins read them, and nobody creates them through the generic API', async () => {
    await server.payload.create({
      collection: 'contact-messages',
      overrideAccess: true,
      data: {
        status: 'new',
        senderFirstName: 'Bea',
        senderLastName: 'Buyer',
        senderEmail: 'bea@test.example',
        subject: 'M3',
        message: 'Is it available?',
      },
    });
    for (const client of [visitor, owner, editor])
      expect((await client.get('/cms-api/contact-messages')).status).toBe(403);
    expect((await admin.get('/cms-api/contact-messages')).body.totalDocs).toBe(1);
    const body = {
      senderFirstName: 'X',
      senderLastName: 'Y',
      senderEmail: 'x@test.example',
      subject: 's',
      message: 'm',
    };
    for (const client of [visitor, owner, admin])
      expect((await client.post('/cms-api/contact-messages', body)).status).toBe(403);
  });
});

describe('pages', () => {
  it('anyone reads; editors and admins write; users and visitors cannot', async () => {
    const page = { slug: 'test-page', title: 'Test page' };
    expect((await visitor.post('/cms-api/pages', page)).status).toBe(403);
    expect((await owner.post('/cms-api/pages', page)).status).toBe(403);
    const created = await editor.post('/cms-api/pages', page);
    expect(created.status).toBe(201);
    expect((await visitor.get(`/cms-api/pages/${created.body.doc.id}`)).body.title).toBe('Test page');
    expect((await owner.patch(`/cms-api/pages/${created.body.doc.id}`, { title: 'Mine now' })).status).toBe(403);
    expect((await editor.patch(`/cms-api/pages/${created.body.doc.id}`, { title: 'Edited' })).body.doc.title).toBe(
      'Edited',
    );
    expect((await admin.delete(`/cms-api/pages/${created.body.doc.id}`)).status).toBe(200);
  });
});

describe('saved vehicles', () => {
  it('a user reads and removes only their own and edits none; an admin reads all; a visitor nothing', async () => {
    const saved = await server.payload.create({
      collection: 'saved-vehicles',
      data: { vehicleId: listing.approved, user: otherId },
      overrideAccess: true,
    });
    const path = `/cms-api/saved-vehicles/${saved.id}`;
    expect((await visitor.get('/cms-api/saved-vehicles')).status).toBe(403);
    expect((await visitor.post('/cms-api/saved-vehicles', { vehicleId: listing.approved })).status).toBe(403);
    expect((await owner.get(path)).status).toBe(404);
    expect((await owner.get('/cms-api/saved-vehicles')).body.totalDocs).toBe(0);
    expect((await other.get(path)).body).toMatchObject({
      vehicleId: listing.approved,
      title: '2021 BMW Status approved',
    });
    for (const actor of [owner, other]) expect((await actor.patch(path, { priceAtSave: 1 })).status).toBe(403);
    expect((await owner.delete(path)).status).toBe(403);
    expect((await admin.get('/cms-api/saved-vehicles')).body.totalDocs).toBe(1);
    expect((await other.delete(path)).status).toBe(200);
  });
});
