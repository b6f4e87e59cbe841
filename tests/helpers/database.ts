/**
 * One real PostgreSQL per test run: DATABASE_URL's server when given (databases are created beside it), else an
 * embedded one in a temporary directory. A template database is migrated once; each test file copies it.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ensureDatabase, startEmbeddedPostgres } from '../../cms/platform/db/embedded.ts';

export interface TestCluster {
  /** A URL of the server's maintenance database. */
  adminUrl: string;
  stop(): Promise<void>;
}

export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function startTestCluster(): Promise<TestCluster> {
  if (process.env.DATABASE_URL) {
    return { adminUrl: databaseUrl(process.env.DATABASE_URL, 'postgres'), stop: async () => undefined };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-test-'));
  chmodSync(dir, 0o755); // as root, postgres runs as another user
  const embedded = await startEmbeddedPostgres(dir, () => undefined);
  return {
    adminUrl: embedded.adminUrl,
    stop: async () => {
      await embedded.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function createDatabaseFrom(adminUrl: string, template: string): Promise<string> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  for (let attempt = 0; ; attempt++) {
    try {
      await ensureDatabase(adminUrl, name, template);
      return databaseUrl(adminUrl, name);
    } catch (error) {
      // Two files copying the template at the same instant: PostgreSQL refuses one; try again.
      if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
}

export async function dropDatabase(adminUrl: string, url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const client = new pg.Client({ connectionString: adminUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
