/**
 * POST /api/media/upload, our own image host: real JPEG and PNG files become upright WebP variants without
 * metadata; everything else is refused with the host's message and leaves nothing behind.
 */
import { existsSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploadResponseSchema } from '../../contract/media.ts';
import { photoWidths } from '../../contract/photoVariants.ts';
import { poolOf } from '../../cms/platform/db/pool.ts';
import type { ApiClient } from '../helpers/client.ts';
import { createAccount, signedInClient } from '../helpers/fixtures.ts';
import { cameraJpeg, gifImage, pngPhoto, uploadForm } from '../helpers/photos.ts';
import { useTestServer } from '../helpers/testServer.ts';

const api = useTestServer();
let seller: ApiClient;
let admin: ApiClient;
let jpeg: Buffer;

function uploadDir(): string {
  const storage = api.server.env.storage;
  if (storage.kind !== 'local') throw new Error('these tests use local storage');
  return storage.dir;
}

function storedFiles(): string[] {
  return existsSync(uploadDir()) ? readdirSync(uploadDir()) : [];
}

async function mediaCount(): Promise<number> {
  const { rows } = await poolOf(api.server.payload).query<{ count: number }>(
    'select count(*)::int as count from media',
  );
  return rows[0].count;
}

/** Runs a refused upload and checks that no row and no file was left behind. */
async function expectRefused(form: FormData, status: number, message: string | RegExp) {
  const rowsBefore = await mediaCount();
  const filesBefore = storedFiles().length;
  const response = await seller.post('/api/media/upload', form);
  expect(response.status).toBe(status);
  if (typeof message === 'string') expect(response.body.error.message).toBe(message);
  else expect(response.body.error.message).toMatch(message);
  expect(await mediaCount()).toBe(rowsBefore);
  expect(storedFiles().length).toBe(filesBefore);
}

/**
 * The files stored for an upload (the normalised original and its 400/800/1600 variants, widths in that order),
 * each checked to be WebP with no EXIF or XMP left.
 */
async function storedVariants(secureUrl: string) {
  const base = secureUrl.replace(/^\/media\/uploads\//, '').replace(/-1600\.webp$/, '');
  const files = storedFiles().filter((file) => file.startsWith(base));
  expect(files.sort()).toEqual([`${base}-1600.webp`, `${base}-400.webp`, `${base}-800.webp`, `${base}.webp`]);
  const ordered = [`${base}.webp`, ...photoWidths.map((width) => `${base}-${width}.webp`)];
  return Promise.all(
    ordered.map(async (file) => {
      const meta = await sharp(path.join(uploadDir(), file)).metadata();
      expect(meta.format, file).toBe('webp');
      expect(meta.exif, file).toBeUndefined();
      expect(meta.xmp, file).toBeUndefined();
      return { file, width: meta.width, height: meta.height };
    }),
  );
}

beforeAll(async () => {
  seller = await signedInClient(api.server.baseUrl, await createAccount(api.server.payload, 'user', 'uploader'));
  admin = await signedInClient(api.server.baseUrl, await createAccount(api.server.payload, 'admin'));
  jpeg = await cameraJpeg();
});

describe('a photo that is taken', () => {
  it('turns a phone JPEG into upright WebP variants with no EXIF or GPS left in any stored file', async () => {
    const response = await seller.post('/api/media/upload', uploadForm(jpeg));
    expect(response.status).toBe(200);
    const answer = uploadResponseSchema.parse(response.body);
    // Stored 1200x900 with orientation 6: shown portrait.
    expect([answer.width, answer.height]).toEqual([900, 1200]);
    expect(answer.format).toBe('webp');
    expect(answer.folder).toBe('vehicle-photos');
    expect(answer.secure_url).toMatch(/^\/media\/uploads\/[a-f0-9]{24}-1600\.webp$/);
    expect(answer.variants.map((variant) => variant.url.replace(/^.*-(\d+)\.webp$/, '$1'))).toEqual([
      '400',
      '800',
      '1600',
    ]);
    expect(answer.variants.at(-1)!.url).toBe(answer.secure_url);

    const stored = await storedVariants(answer.secure_url);
    for (const meta of stored) expect(meta.height!, meta.file).toBeGreaterThan(meta.width!);
    // Smaller than 1600 px wide: the large variant keeps its size rather than being blown up.
    expect(stored.filter((meta) => meta.file.includes('-')).map((meta) => meta.width)).toEqual([400, 800, 900]);
  });

  it('serves the variants under /media as WebP, cached for a year', async () => {
    const answer = (await seller.post('/api/media/upload', uploadForm(jpeg))).body;
    const response = await fetch(new URL(answer.secure_url, api.server.baseUrl));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).format).toBe('webp');
  });

  it('turns a PNG with EXIF into WebP variants on disk without metadata, owned by the uploader', async () => {
    const png = await pngPhoto();
    expect((await sharp(png).metadata()).exif, 'the uploaded PNG carries EXIF').toBeDefined();
    const response = await seller.post('/api/media/upload', uploadForm(png, { name: 'car.png', type: 'image/png' }));
    expect(response.status).toBe(200);
    expect([response.body.width, response.body.height]).toEqual([1000, 750]);
    const stored = await storedVariants(response.body.secure_url);
    expect(stored.filter((meta) => meta.file.includes('-')).map((meta) => meta.width)).toEqual([400, 800, 1000]);
    const doc = await api.server.payload.findByID({ collection: 'media', id: response.body.id, depth: 0 });
    const me = (await seller.get('/api/user')).body;
    expect(doc.owner).toBe(me.id);
    expect(doc.secureUrl).toBe(response.body.secure_url);
  });

  it('judges a file by its bytes: a JPEG sent as "notes.txt" with a text type is still a photo', async () => {
    const response = await seller.post(
      '/api/media/upload',
      uploadForm(jpeg, { name: 'notes.txt', type: 'text/plain' }),
    );
    expect(response.status).toBe(200);
  });
});

describe('an upload that is refused leaves nothing stored', () => {
  it('a text file renamed .jpg: 400 File must be an image', async () => {
    await expectRefused(
      uploadForm(Buffer.from('just some text, not a photo\n'.repeat(50)), { name: 'car.jpg' }),
      400,
      'File must be an image',
    );
  });

  it('an 11 MB file: 413 File size must be less than 10MB', async () => {
    const big = Buffer.concat([jpeg, Buffer.alloc(11 * 1024 * 1024 - jpeg.length, 7)]);
    await expectRefused(uploadForm(big), 413, 'File size must be less than 10MB');
  });

  it('an 11 MB file sent without a declared length is cut off while it streams', async () => {
    const rowsBefore = await mediaCount();
    const boundary = 'marketplace-test-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="upload_preset"\r\n\r\nvehicle_photos\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(new URL('/api/media/upload', api.server.baseUrl), {
        method: 'POST',
        headers: {
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
          'Transfer-Encoding': 'chunked',
          Origin: api.server.baseUrl,
          Cookie: `marketplace-token=${seller.sessionCookie}`,
        },
      });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      });
      req.on('error', reject);
      req.write(head);
      const megabyte = Buffer.alloc(1024 * 1024, 1);
      for (let i = 0; i < 11; i++) req.write(megabyte);
      req.end(`\r\n--${boundary}--\r\n`);
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error.message).toBe('File size must be less than 10MB');
    expect(await mediaCount()).toBe(rowsBefore);
  });

  it('a truncated JPEG: 400, not a 500', async () => {
    await expectRefused(uploadForm(jpeg.subarray(0, Math.floor(jpeg.length * 0.6))), 400, /damaged or incomplete/);
  });

  it('an unknown preset: 400 Upload preset not found, so the client tries its next one', async () => {
    await expectRefused(uploadForm(jpeg, { preset: 'ml_default' }), 400, 'Upload preset not found');
  });

  it('a GIF: 400 naming the formats that are taken', async () => {
    await expectRefused(
      uploadForm(await gifImage(), { name: 'car.gif', type: 'image/gif' }),
      400,
      /JPEG, PNG, WebP, HEIC or AVIF .*GIF/,
    );
  });

  it('no file, a folder that climbs out, and a JSON body: 400 each', async () => {
    const noFile = new FormData();
    noFile.append('upload_preset', 'vehicle_photos');
    await expectRefused(noFile, 400, /No photo was sent/);
    await expectRefused(uploadForm(jpeg, { folder: '../../etc' }), 400, /folder/);
    const json = await seller.post('/api/media/upload', { file: 'x', upload_preset: 'vehicle_photos' });
    expect(json.status).toBe(400);
    expect(json.body.error.message).toMatch(/multipart/);
  });

  it('a visitor: 401', async () => {
    const rowsBefore = await mediaCount();
    const response = await api.visitor.post('/api/media/upload', uploadForm(jpeg));
    expect(response.status).toBe(401);
    expect(response.body.error.message).toBe('Sign in to continue');
    expect(await mediaCount()).toBe(rowsBefore);
  });

  it("Payload's own REST door is closed: photos enter only through the checks above", async () => {
    const rowsBefore = await mediaCount();
    // /cms-api serves staff only (cms/security/staffDoor.ts), takes no multipart at all (restGuard.ts), and
    // Media's create access refuses everyone.
    expect((await seller.post('/cms-api/media', uploadForm(jpeg))).status).toBe(403);
    expect((await seller.post('/cms-api/media', { alt: 'x' })).status).toBe(403);
    expect((await admin.post('/cms-api/media', uploadForm(jpeg))).status).toBe(415);
    expect((await admin.post('/cms-api/media', { alt: 'x' })).status).toBe(403);
    expect(await mediaCount()).toBe(rowsBefore);
  });
});

describe('a storage failure', () => {
  it('is a 503 the seller can retry, not a 4xx blaming the photo, and leaves no row behind', async () => {
    const dir = uploadDir();
    renameSync(dir, `${dir}.away`);
    writeFileSync(dir, 'a file where the folder should be: every write fails');
    try {
      const rowsBefore = await mediaCount();
      const response = await seller.post('/api/media/upload', uploadForm(jpeg));
      expect(response.status).toBe(503);
      expect(response.body.error.message).toMatch(/try again/);
      expect(await mediaCount()).toBe(rowsBefore);
    } finally {
      rmSync(dir);
      renameSync(`${dir}.away`, dir);
    }
  });
});
