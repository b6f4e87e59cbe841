/**
 * Payload CMS, headless: collections, the Postgres adapter (schema by committed migrations only), the secret and
 * the origins allowed to use the auth cookie. Built from options so the server, the CLI and each test file can
 * point it at their own database.
 */
import path from 'node:path';
import { postgresAdapter } from '@payloadcms/db-postgres';
import { lexicalEditor } from '@payloadcms/richtext-lexical';
import { buildConfig, type SanitizedConfig } from 'payload';
import sharp from 'sharp';
import { photoMaxBytes } from '../../contract/media.ts';
import { ContactMessages } from './collections/ContactMessages/index.ts';
import { mediaCollection } from './collections/Media/index.ts';
import { ModerationEvents } from './collections/ModerationEvents/index.ts';
import { Pages } from './collections/Pages/index.ts';
import { usersCollection } from './collections/Users/index.ts';
import { Vehicles } from './collections/Vehicles/index.ts';
import { withServerTimestamps } from './collections/serverTimestamps.ts';
import { emailAdapter } from './email.ts';
import { loggerOptions } from '../platform/logging/loggerOptions.ts';
import { photoStoragePlugins } from './photoStoragePlugins.ts';
import type { SmtpSettings } from '../platform/config/env.ts';
import type { PhotoStorage } from '../platform/config/storage.ts';
import { databaseUnavailableAfterError } from './hooks/outageAnswer.ts';
import { allowedOrigins } from '../platform/config/origins.ts';

export interface PayloadOptions {
  databaseUrl: string;
  secret: string;
  publicUrl: string;
  storage: PhotoStorage;
  logLevel?: string;
  /** More origins allowed to send the session cookie (besides publicUrl's). */
  extraOrigins?: string[];
  smtp?: SmtpSettings;
  /** Session cookies over HTTPS only. */
  production?: boolean;
  /** Connections in the pool of this process. */
  poolSize?: number;
}

export const COOKIE_PREFIX = 'marketplace';
export const migrationDir = path.resolve(import.meta.dirname, 'cms', 'db', 'migrations');

export function buildPayloadConfig(options: PayloadOptions): Promise<SanitizedConfig> {
  return buildConfig({
    secret: options.secret,
    serverURL: options.publicUrl,
    // Cookie auth is honoured only for these origins (and same-site requests without Origin); /api's origin
    // check reads the same list.
    csrf: allowedOrigins(options.publicUrl, options.extraOrigins),
    cookiePrefix: COOKIE_PREFIX,
    routes: { api: '/cms-api' },
    telemetry: false,
    graphQL: { disable: true },
    typescript: { autoGenerate: false },
    logger: { options: loggerOptions(options.logLevel ?? 'info') },
    editor: lexicalEditor(),
    email: emailAdapter(options.smtp),
    collections: [usersCollection({ secureCookies: options.production ?? false }), Vehicles, ContactMessages, Pages, mediaCollection(options.storage), ModerationEvents].map((collection) => ({
      ...withServerTimestamps(collection),
      // Payload's document locks serve its admin UI, which is not used; left on, anyone could lock a listing.
      lockDocuments: false as const,
    })),
    plugins: photoStoragePlugins(options.storage),
    // A REST call (/cms-api) that failed because PostgreSQL is unreachable answers /api's 503, not a 500.
    hooks: { afterError: [databaseUnavailableAfterError] },
    // Read by rules that must know where photos live (see photoStorageOf).
    custom: { photoStorage: options.storage },
    sharp,
    // Payload's own multipart parser (its REST routes) never holds more than one photo's worth.
    upload: { limits: { fileSize: photoMaxBytes } },
    db: postgresAdapter({
      pool: {
        connectionString: options.databaseUrl,
        max: options.poolSize ?? 20,
        connectionTimeoutMillis: 5000,
        // Keyword search's typo match (`<%`, answered by the trigram index) accepts 'Porshe' for 'Porsche'.
        options: '-c pg_trgm.word_similarity_threshold=0.5',
      },
      push: false,
      migrationDir,
    }),
  });
}
