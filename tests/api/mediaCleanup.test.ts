/**
 * Photos no listing uses go away: a day after upload (the in-server job and `npm run media:cleanup`), and at once
 * with the listing that showed them.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../cms/platform/config/env.ts';
import { poolOf } from '../../cms/platform/db/pool.ts';
import { removeUnusedPhotos } from '../../cms/payload/collections/Media/unusedPhotos.ts';
import type { UploadResponse } from '../../contract/media.ts';
import { statementsSentToBusyClients } from '../helpers/busyClients.ts';
import type { ApiClient } from '../helpers/client.ts';
import { createAccount, listingData, signedInClient } from '../helpers/fixtures.ts';
import { cameraJpeg, uploadForm } from '../helpers/photos.ts';
import { useTestServer } from '../helpers/testServer.ts';

const api = useTestServer();
let seller: ApiClient;
let jpeg: Buffer;

async function upload(): Promise<UploadResponse> {
  const response = await seller.post('/api/media/upload', uploadForm(jpeg));
  expect(response.status).toBe(200);
  return response.body;
}

/** The photo's files on disk (main file and variants). */
function filesOf(photo: UploadResponse): string[] {
  const storage = api.server.env.storage;
  if (storage.kind !== 'local') throw new Error('local storage expected');
  const base = photo.secure_url.replace(/^.*\//, '').replace(/-1600\.webp$/, '');
  return [`${base}.webp`, ...photo.variants.map((variant) => variant.url.replace(/^.*\//, ''))].map((file) =>
    path.join(storage.dir, file),
  );
}

async function exists(photo: UploadResponse): Promise<boolean> {
  const { rows } = await poolOf(api.server.payload).query('select 1 from media where id = $1', [photo.id]);
  const files = filesOf(photo).map((file) => existsSync(file));
  // Row and files go together: never a row without files or files without a row.
  expect(new Set(files).size, "all of a photo's files or none").toBe(1);
  expect(files[0]).toBe(rows.length === 1);
  return rows.length === 1;
}

async function backdate(photo: UploadResponse, hours: number) {
  await poolOf(api.server.payload).query(
    `update media set created_at = now() - make_interval(hours => $2) where id = $1`,
    [photo.id, hours],
  );
}

async function listingWith(images: string[]): Promise<number> {
  const response = await seller.post('/api/vehicles', listingData({ images }));
  expect(response.status).toBe(201);
  return response.body.id;
}

beforeAll(async () => {
  seller = await signedInClient(api.server.baseUrl, await createAccount(api.server.payload, 'user', 'photo-seller'));
  jpeg = await cameraJpeg(800, 600);
});

describe('the cleanup of unused photos', () => {
  it('removes a day-old photo no listing uses, keeps a used one and a fresh one', async () => {
    const [abandoned, alsoAbandoned, used, fresh] = [await upload(), await upload(), await upload(), await upload()];
    await listingWith([used.secure_url]);
    await backdate(abandoned, 25);
    await backdate(alsoAbandoned, 26);
    await backdate(used, 25);
    await backdate(fresh, 23);

    // Photo after photo: no statement queued on a connection still running another.
    expect(await statementsSentToBusyClients(() => removeUnusedPhotos(api.server.payload))).toEqual([]);

    expect(await exists(abandoned)).toBe(false);
    expect(await exists(alsoAbandoned)).toBe(false);
    expect(await exists(used)).toBe(true);
    expect(await exists(fresh)).toBe(true);
  });

  it('keeps a day-old photo an account shows as its profile photo', async () => {
    const profilePhoto = await upload();
    expect((await seller.patch('/api/user', { profileImageUrl: profilePhoto.secure_url })).status).toBe(200);
    await backdate(profilePhoto, 25);

    await removeUnusedPhotos(api.server.payload);

    expect(await exists(profilePhoto)).toBe(true);
  });

  it('a photo dropped from a listing by an edit goes a day after its upload', async () => {
    const [kept, dropped] = [await upload(), await upload()];
    const id = await listingWith([kept.secure_url, dropped.secure_url]);
    expect((await seller.put(`/api/vehicles/${id}`, listingData({ images: [kept.secure_url] }))).status).toBe(200);
    await backdate(kept, 30);
    await backdate(dropped, 30);

    await removeUnusedPhotos(api.server.payload);

    expect(await exists(kept)).toBe(true);
    expect(await exists(dropped)).toBe(false);
  });

  it('runs on demand from the command line', { timeout: 60_000 }, async () => {
    const abandoned = await upload();
    await backdate(abandoned, 48);
    const output = execFileSync(
      process.execPath,
      ['--conditions=production', '--import', 'tsx', 'cms/cli/media-cleanup.ts', '--older-than-hours', '24'],
      {
        cwd: projectRoot,
        env: {
          ...process.env,
          DATABASE_URL: api.server.env.databaseUrl,
          MEDIA_DIR: api.server.env.mediaDir,
          LOG_LEVEL: 'warn',
        },
        encoding: 'utf8',
      },
    );
    expect(output).toMatch(/Removed \d+ photos? no listing uses/);
    expect(await exists(abandoned)).toBe(false);
  });
});

describe('deleting a listing', () => {
  it('removes its photos at once, but not one another listing also shows', async () => {
    const [own, shared] = [await upload(), await upload()];
    const id = await listingWith([own.secure_url, shared.secure_url]);
    await listingWith([shared.secure_url]);

    expect((await seller.delete(`/api/vehicles/${id}`)).status).toBe(200);

    expect(await exists(own)).toBe(false);
    expect(await exists(shared)).toBe(true);
  });
});

describe("another seller's photos", () => {
  it("cannot be listed: a photo address of someone else's upload is a 400 and nothing is stored", async () => {
    const victimsPhoto = await upload();
    const other = await signedInClient(
      api.server.baseUrl,
      await createAccount(api.server.payload, 'user', 'photo-thief'),
    );
    const before = (await api.server.payload.count({ collection: 'vehicles', overrideAccess: true })).totalDocs;
    const created = await other.post('/api/vehicles', listingData({ images: [victimsPhoto.secure_url] }));
    expect(created.status).toBe(400);
    expect(JSON.stringify(created.body)).toContain('Each photo must be one you uploaded');
    expect((await api.server.payload.count({ collection: 'vehicles', overrideAccess: true })).totalDocs).toBe(before);
    const own = await other.post('/api/vehicles', listingData());
    expect(
      (await other.put(`/api/vehicles/${own.body.id}`, listingData({ images: [victimsPhoto.secure_url] }))).status,
    ).toBe(400);
    expect(await exists(victimsPhoto)).toBe(true);
  });

  it("are never removed with a listing that is not their owner's, even one that shows them", async () => {
    const victimsPhoto = await upload();
    const other = await createAccount(api.server.payload, 'user', 'photo-borrower');
    // A listing stored before the check above: it shows the photo without owning it.
    const borrowed = await api.server.payload.create({
      collection: 'vehicles',
      data: { ...listingData(), owner: other.id } as never,
      overrideAccess: true,
    });
    await poolOf(api.server.payload).query('update vehicles set images = $1 where id = $2', [
      JSON.stringify([victimsPhoto.secure_url]),
      borrowed.id,
    ]);
    const client = await signedInClient(api.server.baseUrl, other);
    expect((await client.delete(`/api/vehicles/${borrowed.id}`)).status).toBe(200);
    expect(await exists(victimsPhoto)).toBe(true);
  });

  it("an owner's edit keeps the photos the listing already shows, and may add their own", async () => {
    const first = await upload();
    const second = await upload();
    const id = await listingWith([first.secure_url]);
    const edited = await seller.put(
      `/api/vehicles/${id}`,
      listingData({ images: [second.secure_url, first.secure_url] }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.images).toEqual([second.secure_url, first.secure_url]);
  });
});
