/**
 * Configuration from the environment and the project's `.env` (the environment wins), with safe defaults for local
 * use: the one reader of `process.env` in cms/. Every command (server, CLI, tests) reads it through here, so each
 * variable means the same everywhere; .env.example lists them all.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { defaultUploadPreset } from '../../../contract/media.ts';
import { parseCount, parseCron, parseFlag, parseList, type EnvSource } from './source.ts';
import { readPhotoStorage, type PhotoStorage } from './storage.ts';
import { DEFAULT_CONNECT_TIMEOUT_MS } from '../db/connectionOptions.ts';
import { DEFAULT_PREPARED_STATEMENTS } from '../db/preparedSql.ts';

/** Outgoing email through SMTP; absent, Payload writes each email to the log. */
export interface SmtpSettings {
  host: string;
  port: number;
  user: string | undefined;
  password: string | undefined;
  from: string | undefined;
  /** STARTTLS or no send (SMTP_REQUIRE_TLS; default: in production): links in the clear open accounts. */
  requireTls: boolean;
}

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
  /** Statements each database connection keeps prepared (PREPARED_STATEMENTS; 0 prepares none). */
  preparedStatements: number;
  /**
   * Each server holds the public listings' facet keys and prices, years and mileages in memory for the sidebar
   * (HELD_LISTINGS, on unless false): about 5.5 MB a 100,000 listings; off, every sidebar is counted by the database.
   */
  heldListings: boolean;
  /**
   * How long opening a database connection may take before the request waiting for it answers 503
   * (DATABASE_CONNECT_TIMEOUT_MS).
   */
  databaseConnectTimeoutMs: number;
  /** Express's `trust proxy` (TRUST_PROXY): a hop count, or a list of addresses; false reads the socket's address. */
  trustProxy: number | string | false;
  /** More origins allowed to send cookie-authenticated requests (ALLOWED_ORIGINS, comma-separated). */
  extraOrigins: string[];
  /** Where enquiries are emailed (SALES_EMAIL); absent, the brand's support address. */
  salesEmail: string | undefined;
  smtp: SmtpSettings | undefined;
  /** The first pause before an email that SMTP refused is tried again, doubled each time (EMAIL_RETRY_BASE_MS). */
  emailRetryBaseMs: number;
  /** How often a server looks for queued jobs it was not told about (JOB_POLL_MS): retries, another server's. */
  jobPollMs: number;
  /**
   * When this server queues the housekeeping round (HOUSEKEEPING_CRON, a cron expression in the server's time zone;
   * off queues none): one server's runner runs each round, however many queue it.
   */
  housekeepingCron: string | undefined;
  /** The VIN decoder's database cache (VIN_CACHE_DIR; default DATA_DIR/vin-cache). */
  vinCacheDir: string;
}

export const DEFAULT_SEARCH_CACHE_ENTRIES = 300;
/** Hourly, at half past: away from the top of the hour, when the daily alert digest runs. */
const DEFAULT_HOUSEKEEPING_CRON = '30 * * * *';
/** About 3 GB of pages; the caches set aside room for their whole size when the server starts. */
const MAX_SEARCH_CACHE_ENTRIES = 100_000;
/** About 85 MB of each PostgreSQL connection's memory at most. */
const MAX_PREPARED_STATEMENTS = 1_000;

/** The folder of the project's package.json, the same from the sources and from the compiled server. */
function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

export const projectRoot = findProjectRoot(import.meta.dirname);

function parsePort(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${raw}"`);
  }
  return port;
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

/**
 * Reads a `.env` file, when there is one, into process.env with Node's own parser (`process.loadEnvFile`): a
 * variable set in the real environment wins over the file, even when set empty.
 */
export function loadDotEnv(file = path.join(projectRoot, '.env')): void {
  if (existsSync(file)) process.loadEnvFile(file);
}

// At import, before the modules that read process.env as they load (contract/brand.ts): cms/main.ts imports this
// module first, and scripts/run.mjs reads .env the same way before it loads a command.
loadDotEnv();

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
    searchCacheEntries: parseCount(
      'SEARCH_CACHE_ENTRIES',
      source.SEARCH_CACHE_ENTRIES,
      DEFAULT_SEARCH_CACHE_ENTRIES,
      MAX_SEARCH_CACHE_ENTRIES,
    ),
    preparedStatements: parseCount(
      'PREPARED_STATEMENTS',
      source.PREPARED_STATEMENTS,
      DEFAULT_PREPARED_STATEMENTS,
      MAX_PREPARED_STATEMENTS,
    ),
    heldListings: parseFlag(source.HELD_LISTINGS, true),
    databaseConnectTimeoutMs: Math.max(
      100,
      parseCount('DATABASE_CONNECT_TIMEOUT_MS', source.DATABASE_CONNECT_TIMEOUT_MS, DEFAULT_CONNECT_TIMEOUT_MS),
    ),
    trustProxy: parseTrustProxy(source.TRUST_PROXY),
    extraOrigins: parseList(source.ALLOWED_ORIGINS),
    salesEmail: source.SALES_EMAIL || undefined,
    smtp: readSmtp(source),
    emailRetryBaseMs: parseCount('EMAIL_RETRY_BASE_MS', source.EMAIL_RETRY_BASE_MS, 10_000),
    jobPollMs: Math.max(100, parseCount('JOB_POLL_MS', source.JOB_POLL_MS, 5_000)),
    housekeepingCron: parseCron('HOUSEKEEPING_CRON', source.HOUSEKEEPING_CRON, DEFAULT_HOUSEKEEPING_CRON),
    vinCacheDir: source.VIN_CACHE_DIR
      ? path.resolve(projectRoot, source.VIN_CACHE_DIR)
      : path.join(dataDir, 'vin-cache'),
  };
}

function parseTrustProxy(raw: string | undefined): number | string | false {
  if (!raw) return false;
  return Number(raw) || raw;
}

function readSmtp(source: EnvSource): SmtpSettings | undefined {
  if (!source.SMTP_HOST) return undefined;
  return {
    host: source.SMTP_HOST,
    port: Number(source.SMTP_PORT || 587),
    user: source.SMTP_USER || undefined,
    password: source.SMTP_PASSWORD,
    from: source.SMTP_FROM || undefined,
    requireTls: parseFlag(source.SMTP_REQUIRE_TLS, source.NODE_ENV === 'production'),
  };
}

export type { EnvSource };
