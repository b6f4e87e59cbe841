/**
 * With S3_BUCKET set, photos go to S3-compatible object storage through @payloadcms/storage-s3: here a real S3 API
 * server (s3rver) that the test starts on loopback, with its bucket on a temporary disk.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolOf } from '../../cms/platform/db/pool.ts';
import { removeUnusedPhotos } from '../../cms/payload/collections/Media/unusedPhotos.ts';
import { uploadResponseSchema } from '../../contract/media.ts';
import type { ApiClient } from '../helpers/client.ts';
import { createAccount, listingData, signedInClient } from '../helpers/fixtures.ts';
import { cameraJpeg, uploadForm } from '../helpers/photos.ts';
import { useTestServer } from '../helpers/testServer.ts';

const BUCKET = 'marketplace-photos';
const bucketDir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-s3-'));
let s3: S3rver;
let endpoint = '';

// Registered before useTestServer's hook, so the object store is up when the app server reads its address.
beforeAll(async () => {
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: bucketDir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const address = await s3.run();
  endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await s3?.close();
  rmSync(bucketDir, { recursive: true, force: true });
});

const api = useTestServer(() => ({
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: endpoint,
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
}));
let seller: ApiClient;

beforeAll(async () => {
  seller = await signedInClient(api.server.baseUrl, await createAccount(api.server.payload, 'user', 's3-seller'));
});

describe('photos in S3-compatible storage', () => {
  it('stores the file and its variants in the bucket and answers with the bucket addresses', async () => {
    const response = await seller.post('/api/media/upload', uploadForm(await cameraJpeg(2000, 1500)));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const answer = uploadResponseSchema.parse(response.body);
    expect(answer.secure_url).toMatch(new RegExp(`^${endpoint}/${BUCKET}/uploads/[a-f0-9]{24}-1600\\.webp$`));
    for (const variant of answer.variants) {
      const object = await fetch(variant.url);
      expect(object.status, variant.url).toBe(200);
      const meta = await sharp(Buffer.from(await object.arrayBuffer())).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(variant.width);
      expect(meta.exif).toBeUndefined();
    }
    // Upright: the phone's 2000x1500 with orientation 6 is a portrait photo, narrower than 1600 and kept so.
    expect([answer.width, answer.height]).toEqual([1500, 2000]);
    expect(answer.variants.map((variant) => [variant.width, variant.height])).toEqual([
      [400, 533],
      [800, 1067],
      [1500, 2000],
    ]);
  });

  it('deletes the objects with the listing that showed them, and with the cleanup', async () => {
    const jpeg = await cameraJpeg(800, 600);
    const listed = (await seller.post('/api/media/upload', uploadForm(jpeg))).body;
    const abandoned = (await seller.post('/api/media/upload', uploadForm(jpeg))).body;
    const created = await seller.post('/api/vehicles', listingData({ images: [listed.secure_url] }));
    expect(created.status).toBe(201);
    expect((await fetch(listed.secure_url)).status).toBe(200);

    expect((await seller.delete(`/api/vehicles/${created.body.id}`)).status).toBe(200);
    for (const variant of listed.variants) expect((await fetch(variant.url)).status, variant.url).toBe(404);

    await poolOf(api.server.payload).query(`update media set created_at = now() - interval '2 days' where id = $1`, [
      abandoned.id,
    ]);
    await removeUnusedPhotos(api.server.payload);
    for (const variant of abandoned.variants) expect((await fetch(variant.url)).status, variant.url).toBe(404);
  });
});
