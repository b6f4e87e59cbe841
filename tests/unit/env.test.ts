import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDotEnv, projectRoot, readEnv } from '../../cms/platform/config/env.ts';

describe('configuration from the environment', () => {
  it('has safe local defaults', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'env-'));
    const env = readEnv({ DATA_DIR: dataDir });
    expect(env).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      seedDemo: true,
      production: false,
    });
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
    expect(readEnv({ PORT: '8080', DATA_DIR: os.tmpdir(), PUBLIC_URL: 'https://cars.example/' }).publicUrl).toBe(
      'https://cars.example',
    );
  });

  it('keeps 300 search answers unless told otherwise, 0 turning the cache off, at most 100,000, and refuses anything else', () => {
    expect(readEnv({ DATA_DIR: os.tmpdir() }).searchCacheEntries).toBe(300);
    expect(readEnv({ DATA_DIR: os.tmpdir(), SEARCH_CACHE_ENTRIES: '0' }).searchCacheEntries).toBe(0);
    expect(() => readEnv({ DATA_DIR: os.tmpdir(), SEARCH_CACHE_ENTRIES: 'lots' })).toThrow(/SEARCH_CACHE_ENTRIES/);
    expect(() => readEnv({ DATA_DIR: os.tmpdir(), SEARCH_CACHE_ENTRIES: '-1' })).toThrow(/SEARCH_CACHE_ENTRIES/);
    expect(readEnv({ DATA_DIR: os.tmpdir(), SEARCH_CACHE_ENTRIES: '100000' }).searchCacheEntries).toBe(100_000);
    expect(() => readEnv({ DATA_DIR: os.tmpdir(), SEARCH_CACHE_ENTRIES: '1e9' })).toThrow(/at most 100000/);
  });

  it('keeps 50 statements prepared per connection unless told otherwise, 0 preparing none, at most 1,000', () => {
    expect(readEnv({ DATA_DIR: os.tmpdir() }).preparedStatements).toBe(50);
    expect(readEnv({ DATA_DIR: os.tmpdir(), PREPARED_STATEMENTS: '0' }).preparedStatements).toBe(0);
    expect(readEnv({ DATA_DIR: os.tmpdir(), PREPARED_STATEMENTS: '1000' }).preparedStatements).toBe(1_000);
    expect(() => readEnv({ DATA_DIR: os.tmpdir(), PREPARED_STATEMENTS: '5000' })).toThrow(/at most 1000/);
    expect(() => readEnv({ DATA_DIR: os.tmpdir(), PREPARED_STATEMENTS: 'all' })).toThrow(/PREPARED_STATEMENTS/);
  });

  it('gives a new database connection 5 s unless told otherwise, and refuses what is not a number of ms', () => {
    expect(readEnv({ DATA_DIR: os.tmpdir() }).databaseConnectTimeoutMs).toBe(5_000);
    expect(readEnv({ DATA_DIR: os.tmpdir(), DATABASE_CONNECT_TIMEOUT_MS: '30000' }).databaseConnectTimeoutMs).toBe(
      30_000,
    );
    expect(readEnv({ DATA_DIR: os.tmpdir(), DATABASE_CONNECT_TIMEOUT_MS: '0' }).databaseConnectTimeoutMs).toBe(100);
    expect(() => readEnv({ DATA_DIR: os.tmpdir(), DATABASE_CONNECT_TIMEOUT_MS: 'soon' })).toThrow(
      /DATABASE_CONNECT_TIMEOUT_MS/,
    );
  });

  it('queues the housekeeping round at half past every hour unless told otherwise, off queuing none, and refuses what is not a cron expression', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'env-'));
    const cron = (value?: string) => readEnv({ DATA_DIR: dataDir, HOUSEKEEPING_CRON: value }).housekeepingCron;
    expect(cron()).toBe('30 * * * *');
    expect(cron('5 */2 * * *')).toBe('5 */2 * * *');
    expect(cron('off')).toBeUndefined();
    expect(() => cron('hourly')).toThrow(/HOUSEKEEPING_CRON must be a cron expression or "off", got "hourly"/);
    expect(() => cron('61 * * * *')).toThrow(/HOUSEKEEPING_CRON.*minute/);
  });

  it('reads .env for what the real environment leaves unset, and lets the real environment win, even empty', () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'env-')), '.env');
    writeFileSync(
      file,
      '# a comment\nMM_TEST_FROM_FILE=file\nMM_TEST_REAL=file\nMM_TEST_EMPTY=file\nMM_TEST_QUOTED="two words"\n',
    );
    process.env.MM_TEST_REAL = 'real';
    process.env.MM_TEST_EMPTY = '';
    try {
      loadDotEnv(file);
      expect(process.env).toMatchObject({
        MM_TEST_FROM_FILE: 'file',
        MM_TEST_REAL: 'real',
        MM_TEST_EMPTY: '',
        MM_TEST_QUOTED: 'two words',
      });
      expect(() => loadDotEnv(path.join(path.dirname(file), 'missing.env'))).not.toThrow();
    } finally {
      for (const name of ['MM_TEST_FROM_FILE', 'MM_TEST_REAL', 'MM_TEST_EMPTY', 'MM_TEST_QUOTED'])
        delete process.env[name];
    }
  });

  it('lists every variable the server, the seed and the front ends read in .env.example', () => {
    const example = readFileSync(path.join(projectRoot, '.env.example'), 'utf8');
    const listed = new Set([...example.matchAll(/^# ([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]));
    const sources = [
      'cms/platform/config/env.ts',
      'cms/platform/config/storage.ts',
      'cms/platform/db/pgTools.ts',
      'seed/demoAccounts.ts',
      'storefront/src/features/photos/uploadConfig.ts',
    ];
    const read = sources.flatMap((file) =>
      [
        ...readFileSync(path.join(projectRoot, file), 'utf8').matchAll(
          /(?:source|env|process\.env)\.([A-Z][A-Z0-9_]+)/g,
        ),
      ].map((match) => match[1]!),
    );
    const brand = [
      ...readFileSync(path.join(projectRoot, 'contract/brand.ts'), 'utf8').matchAll(/setting\('([A-Z_]+)'/g),
    ].flatMap((match) => [match[1]!, `VITE_${match[1]}`]);
    const systemWide = new Set(['AWS_REGION', 'XDG_CACHE_HOME', 'PATH']);
    const missing = [...new Set([...read, ...brand])].filter((name) => !listed.has(name) && !systemWide.has(name));
    expect(read.length).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });
});
