/**
 * The storage plugin that puts photos in S3-compatible object storage when S3_BUCKET is set. It is always
 * registered (disabled for local disk) so the media table has the same columns either way: one set of migrations
 * serves both kinds of deployment.
 */
import { s3Storage } from '@payloadcms/storage-s3';
import type { Plugin } from 'payload';
import { photoUrl, type PhotoStorage } from '../platform/config/storage.ts';

export function photoStoragePlugins(storage: PhotoStorage): Plugin[] {
  const s3 = storage.kind === 's3' ? storage : undefined;
  return [
    s3Storage({
      enabled: Boolean(s3),
      alwaysInsertFields: true,
      bucket: s3?.bucket ?? 'unused',
      collections: {
        media: {
          prefix: s3?.prefix,
          // Browsers read photos from the bucket (or its CDN) directly, not through this server.
          disablePayloadAccessControl: true,
          generateFileURL: ({ filename }) => photoUrl(storage, filename),
        },
      },
      config: {
        region: s3?.region,
        endpoint: s3?.endpoint,
        forcePathStyle: s3?.forcePathStyle,
        credentials: s3?.credentials,
        // Checksums only where S3 requires them: S3-compatible servers do not all read the newer trailers.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      },
    }),
  ];
}
