import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEnv } from '../../cms/platform/config/env.ts';

describe('configuration from the environment', () => {
  it('has safe local defaults', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'env-'));
    const env = readEnv({ DATA_DIR: dataDir });
    expect(env).toMatchObject({ port: 3000, publicUrl: 'http://localhost:3000', databaseUrl: undefined, seedDemo: true, production: false });
    expect(env.mediaDir).toMatch(/media$/);
  });

  it('generates the secret once, keeps it private in DATA_DIR, and reuses it', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'env-'));
    const first = readEnv({ DATA_DIR: dataDir }).payloadSecret;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(readEnv({ DATA_DIR: dataDir }).payloadSecret).toBe(first);
    expect(readFileSync(path.join(dataDir, 'payload-secret'), 'utf8').trim()).toBe(first);
    expect(statSync(path.join(dataDir, 'payload-secret')).mode & 0o777).toBe(0o600);
    expect(readEnv({ DATA_DIR: dataDir, PAYLOAD_SECRET: 'given' }).payloadSecret).toBe('given');
  });

  it('does not seed demo accounts in production unless asked', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'env-'));
    expect(readEnv({ DATA_DIR: dataDir, NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(readEnv({ DATA_DIR: dataDir, NODE_ENV: 'production', SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  it('refuses a port that is not a port', () => {
    expect(() => readEnv({ PORT: 'http' })).toThrow(/PORT/);
    expect(readEnv({ PORT: '8080', DATA_DIR: os.tmpdir(), PUBLIC_URL: 'https://cars.example/' }).publicUrl).toBe('https://cars.example');
  });

  it('keeps 300 search answers unless told otherwise, 0 turning the cache off, and refuses anything else', () => {
    expect(readEnv({ DATA_DIR: os.tmpdir() }).searchCacheEntries).toBe(300);
    expect(readEnv({ DATA_DIR: os.tmpdir(), SEARCH_CACHE_ENTRIES: '0' }).searchCacheEntries).toBe(0);
    expect(() => readEnv({ DATA_DIR: os.tmpdir(), SEARCH_CACHE_ENTRIES: 'lots' })).toThrow(/SEARCH_CACHE_ENTRIES/);
    expect(() => readEnv({ DATA_DIR: os.tmpdir(), SEARCH_CACHE_ENTRIES: '-1' })).toThrow(/SEARCH_CACHE_ENTRIES/);
  });
});
