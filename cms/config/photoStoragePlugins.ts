/** The Payload plugins that put photos in object storage when it is configured; none for local disk. */
import { s3Storage } from '@payloadcms/storage-s3';
import type { Plugin } from 'payload';
import { photoUrl, type PhotoStorage } from './storage.ts';

export function photoStoragePlugins(storage: PhotoStorage): Plugin[] {
  if (storage.kind !== 's3') return [];
  return [
    s3Storage({
      bucket: storage.bucket,
      collections: {
        media: {
          prefix: storage.prefix,
          // Browsers read photos from the bucket (or its CDN) directly, not through this server.
          disablePayloadAccessControl: true,
          generateFileURL: ({ filename }) => photoUrl(storage, filename),
        },
      },
      config: {
        region: storage.region,
        endpoint: storage.endpoint,
        forcePathStyle: storage.forcePathStyle,
        credentials: storage.credentials,
        // Checksums only where S3 requires them: S3-compatible servers do not all read the newer trailers.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      },
    }),
  ];
}
