/**
 * Writes the demo listings' placeholder photos under <mediaDir>/seed/ as WebP in the photo pipeline's three widths
 * (<slug>-<n>-400/800/1600.webp, all 4:3). Each picture is composed as SVG and rasterised once at 1600 px; the
 * smaller widths are scaled from that raster. Files already there are kept, so a second run only lists a folder.
 */
import { mkdir, readdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { DemoListing } from '../demoListings.ts';
import { photoSpecsOf } from './look.ts';
import { composePhoto, PHOTO_HEIGHT, PHOTO_WIDTH, type PhotoSpec } from './studio.ts';

export const PHOTO_WIDTHS = [400, 800, 1600] as const;
export const SEED_PHOTO_FOLDER = 'seed';

export function photoFileName(slug: string, index: number, width: number): string {
  return `${slug}-${index}-${width}.webp`;
}

/** The address stored in a listing's images: the largest width, served by the server under /media. */
export function photoAddress(slug: string, index: number): string {
  return `/media/${SEED_PHOTO_FOLDER}/${photoFileName(slug, index, 1600)}`;
}

export function photoAddressesOf(listing: DemoListing): string[] {
  return photoSpecsOf(listing).map((_, i) => photoAddress(listing.slug, i + 1));
}

interface PhotoJob {
  slug: string;
  index: number;
  spec: PhotoSpec;
}

async function renderJob(folder: string, job: PhotoJob): Promise<number> {
  const photo = composePhoto(job.spec);
  // Rasterised once; every width is scaled from this.
  const { data, info } = await sharp(Buffer.from(photo.svg))
    .composite([{ input: Buffer.from(photo.caption.svg), left: photo.caption.left, top: photo.caption.top }])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let bytes = 0;
  for (const width of PHOTO_WIDTHS) {
    let image = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    if (width !== PHOTO_WIDTH)
      image = image.resize(width, Math.round((width * PHOTO_HEIGHT) / PHOTO_WIDTH), { kernel: 'lanczos3' });
    const webp = await image.webp({ quality: width >= 1600 ? 78 : 80, effort: 1 }).toBuffer();
    const file = path.join(folder, photoFileName(job.slug, job.index, width));
    // Written aside and renamed, so an interrupted seed never leaves a truncated photo that would be skipped later.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, webp);
    await rename(partial, file);
    bytes += webp.length;
  }
  return bytes;
}

async function runPool<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

export interface PhotoReport {
  /** Pictures drawn now (each in three widths). */
  rendered: number;
  /** Pictures whose three files were already there. */
  existing: number;
  /** Bytes written now. */
  bytes: number;
  /** Time spent, in milliseconds. */
  elapsedMs: number;
}

export async function ensureListingPhotos(
  mediaDir: string,
  listings: readonly DemoListing[],
  options: { concurrency?: number } = {},
): Promise<PhotoReport> {
  const started = performance.now();
  const folder = path.join(mediaDir, SEED_PHOTO_FOLDER);
  await mkdir(folder, { recursive: true });
  const present = new Set(await readdir(folder));
  const jobs: PhotoJob[] = [];
  let existing = 0;
  for (const listing of listings) {
    photoSpecsOf(listing).forEach((spec, i) => {
      const index = i + 1;
      const complete = PHOTO_WIDTHS.every((width) => present.has(photoFileName(listing.slug, index, width)));
      if (complete) existing++;
      else jobs.push({ slug: listing.slug, index, spec });
    });
  }
  let bytes = 0;
  await runPool(jobs, options.concurrency ?? 4, async (job) => {
    const written = await renderJob(folder, job);
    bytes += written;
  });
  return { rendered: jobs.length, existing, bytes, elapsedMs: Math.round(performance.now() - started) };
}
