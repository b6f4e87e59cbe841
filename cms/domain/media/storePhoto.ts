/**
 * Stores one checked upload in the Media collection (Payload writes the file and its WebP variants to local disk
 * or object storage) and shapes the image host's answer.
 */
import { randomBytes } from 'node:crypto';
import { FileUploadError, type Payload } from 'payload';
import { UnavailableError } from '../errors.ts';
import type { UploadResponse } from '../../../contract/media.ts';
import { photoWidths } from '../../../contract/photoVariants.ts';
import { photoSizeNames } from '../../payload/collections/Media/index.ts';
import { photoUrl, type PhotoStorage } from '../../platform/config/storage.ts';
import type { NormalizedPhoto } from './normalizePhoto.ts';

interface StoredSize {
  filename?: string | null;
  width?: number | null;
  height?: number | null;
}

export interface StoreRequest {
  photo: NormalizedPhoto;
  ownerId: number;
  folder: string | undefined;
}

export async function storePhoto(payload: Payload, storage: PhotoStorage, request: StoreRequest): Promise<UploadResponse> {
  // A random name: unguessable before publication, and never the same twice, so files can be cached forever.
  const name = `${randomBytes(12).toString('hex')}.webp`;
  const doc = await payload
    .create({
      collection: 'media',
      data: { owner: request.ownerId, folder: request.folder ?? null },
      file: { data: request.photo.data, mimetype: 'image/webp', name, size: request.photo.data.length },
      overrideAccess: true,
      depth: 0,
    })
    .catch((error: unknown) => {
      // A storage failure is ours (disk full, bucket unreachable), not the client's: Payload words it as a 400.
      if (isStorageFailure(error)) {
        payload.logger.error({ err: error }, 'A photo could not be written to storage');
        throw new UnavailableError('Photos cannot be stored right now. Please try again in a moment.');
      }
      throw error;
    });
  const sizes = (doc.sizes ?? {}) as Record<string, StoredSize | undefined>;
  const variants = photoWidths.map((width) => {
    const size = sizes[photoSizeNames[width]];
    if (!size?.filename || !size.width || !size.height) throw new Error(`The ${width} px variant of media ${doc.id} is missing`);
    return { width: size.width, height: size.height, url: photoUrl(storage, size.filename) };
  });
  return {
    id: doc.id as number,
    secure_url: doc.secureUrl as string,
    width: request.photo.width,
    height: request.photo.height,
    format: 'webp',
    bytes: request.photo.data.length,
    folder: request.folder ?? null,
    variants,
  };
}


/** Payload's upload error, a file system error (ENOSPC, EACCES...) or an object storage client's error. */
function isStorageFailure(error: unknown): boolean {
  if (error instanceof FileUploadError) return true;
  const failure = error as { code?: unknown; syscall?: unknown; $metadata?: unknown } | null;
  return Boolean(failure && ((typeof failure.code === 'string' && typeof failure.syscall === 'string') || failure.$metadata));
}
