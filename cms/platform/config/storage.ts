/**
 * Where uploaded photos are kept: on local disk under MEDIA_DIR/uploads (served at /media/uploads) by default, or
 * in S3-compatible object storage when S3_BUCKET is set. Both give every stored file one public address.
 */
import path from 'node:path';
import { parseFlag, type EnvSource } from './source.ts';

export const LOCAL_UPLOAD_FOLDER = 'uploads';

export type PhotoStorage =
  | { kind: 'local'; dir: string; publicBase: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      /** A non-AWS endpoint (MinIO, R2, s3rver...); absent for AWS itself. */
      endpoint: string | undefined;
      forcePathStyle: boolean;
      /** Absent: the SDK's default chain (AWS_ACCESS_KEY_ID, instance roles...). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      /** Key prefix of every photo in the bucket. */
      prefix: string;
      /** Where the bucket's objects are read from by browsers (the bucket itself or a CDN in front of it). */
      publicBase: string;
    };

function trimSlashes(value: string): string {
  return value.replace(/^\/+|\/+$/g, '');
}

export function readPhotoStorage(source: EnvSource, mediaDir: string): PhotoStorage {
  const bucket = source.S3_BUCKET?.trim();
  if (!bucket) {
    return {
      kind: 'local',
      dir: path.join(mediaDir, LOCAL_UPLOAD_FOLDER),
      publicBase: `/media/${LOCAL_UPLOAD_FOLDER}`,
    };
  }
  const region = source.S3_REGION || source.AWS_REGION || 'us-east-1';
  const endpoint = source.S3_ENDPOINT ? source.S3_ENDPOINT.replace(/\/+$/, '') : undefined;
  const forcePathStyle = parseFlag(source.S3_FORCE_PATH_STYLE, Boolean(endpoint));
  const accessKeyId = source.S3_ACCESS_KEY_ID;
  const secretAccessKey = source.S3_SECRET_ACCESS_KEY;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  const prefix = trimSlashes(source.S3_PREFIX ?? LOCAL_UPLOAD_FOLDER);
  const bucketBase = endpoint
    ? forcePathStyle
      ? `${endpoint}/${bucket}`
      : endpoint.replace('://', `://${bucket}.`)
    : `https://${bucket}.s3.${region}.amazonaws.com`;
  const publicRoot = source.S3_PUBLIC_URL ? source.S3_PUBLIC_URL.replace(/\/+$/, '') : bucketBase;
  return {
    kind: 's3',
    bucket,
    region,
    endpoint,
    forcePathStyle,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    prefix,
    publicBase: prefix ? `${publicRoot}/${prefix}` : publicRoot,
  };
}

/** The photo storage a Payload config was built with (kept in its `custom` block by payload.config.ts). */
export function photoStorageOf(config: { custom?: Record<string, unknown> }): PhotoStorage | undefined {
  return config.custom?.photoStorage as PhotoStorage | undefined;
}

/** The public address of a stored photo file. */
export function photoUrl(storage: PhotoStorage, filename: string): string {
  return `${storage.publicBase}/${encodeURIComponent(filename)}`;
}
