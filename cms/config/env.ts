/**
 * Configuration from the environment, with safe defaults for local use. Every command (server, CLI, tests)
 * reads it through here, so PORT, DATA_DIR, MEDIA_DIR, DATABASE_URL, PAYLOAD_SECRET and PUBLIC_URL mean the same
 * everywhere.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { defaultUploadPreset } from '../../contract/media.ts';
import { readPhotoStorage, type PhotoStorage } from './storage.ts';

export interface AppEnv {
  port: number;
  /** Where the embedded database and the generated secret live. */
  dataDir: string;
  /** Where uploaded photos live with local storage, and the demo photos always. */
  mediaDir: string;
  /** Where uploads are stored: local disk or S3-compatible object storage. */
  storage: PhotoStorage;
  /** The upload presets /api/media/upload accepts (UPLOAD_PRESETS, comma-separated). */
  uploadPresets: string[];
  /** An external PostgreSQL; when absent, the embedded one in dataDir is started. */
  databaseUrl: string | undefined;
  payloadSecret: string;
  publicUrl: string;
  production: boolean;
  /** Seed demo data (admin, seller, pages) at start. */
  seedDemo: boolean;
  logLevel: string;
  /** Whole search answers kept per listings version (SEARCH_CACHE_ENTRIES; 0 turns the cache off). */
  searchCacheEntries: number;
}

export const DEFAULT_SEARCH_CACHE_ENTRIES = 300;

const projectRoot = path.resolve(import.meta.dirname, '..', '..');

function parsePort(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${raw}"`);
  }
  return port;
}

function parseCount(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 0) throw new Error(`${name} must be a whole number, 0 or more, got "${raw}"`);
  return count;
}

function parseFlag(raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(raw.toLowerCase());
}

function parseList(raw: string | undefined, fallback: string[]): string[] {
  const values = (raw ?? '').split(',').map((value) => value.trim()).filter(Boolean);
  return values.length > 0 ? values : fallback;
}

/** The secret signs session tokens: kept in DATA_DIR so restarts keep people signed in. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'payload-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

export type EnvSource = Record<string, string | undefined>;

export function readEnv(source: EnvSource = process.env): AppEnv {
  const port = parsePort(source.PORT, 3000);
  const dataDir = path.resolve(projectRoot, source.DATA_DIR || '.data');
  const mediaDir = path.resolve(projectRoot, source.MEDIA_DIR || 'media');
  const publicUrl = (source.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    dataDir,
    mediaDir,
    storage: readPhotoStorage(source, mediaDir),
    uploadPresets: parseList(source.UPLOAD_PRESETS, [defaultUploadPreset]),
    databaseUrl: source.DATABASE_URL || undefined,
    payloadSecret: source.PAYLOAD_SECRET || readOrCreateSecret(dataDir),
    publicUrl,
    production: source.NODE_ENV === 'production',
    seedDemo: parseFlag(source.SEED_DEMO, source.NODE_ENV !== 'production'),
    logLevel: source.LOG_LEVEL || 'info',
    searchCacheEntries: parseCount('SEARCH_CACHE_ENTRIES', source.SEARCH_CACHE_ENTRIES, DEFAULT_SEARCH_CACHE_ENTRIES),
  };
}

export { projectRoot };
