/**
 * A real marketplace server for one API test file: its own database copied from the migrated template, Payload
 * in this process, Express listening on a free loopback port.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Payload } from 'payload';
import { afterAll, beforeAll, inject } from 'vitest';
import { readEnv, type AppEnv } from '../../cms/platform/config/env.ts';
import { startPayload, stopPayload } from '../../cms/payload/start.ts';
import { createApp } from '../../cms/http/server.ts';
import { deliverEmail } from '../../cms/domain/email/deliverEmail.ts';
import { runAlerts } from '../../cms/domain/alerts/runAlerts.ts';
import { runHousekeeping } from '../../cms/maintenance/housekeeping.ts';
import { startJobRunner } from '../../cms/payload/jobs/runner.ts';
import { ApiClient } from './client.ts';
import { createDatabaseFrom, dropDatabase } from './database.ts';

export interface TestServer {
  baseUrl: string;
  payload: Payload;
  env: AppEnv;
  close(): Promise<void>;
}

function listenOnFreePort(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

/** Environment variables of the file's server beyond the defaults, e.g. S3_BUCKET for object storage. */
export async function startTestServer(extraEnv: Record<string, string> = {}): Promise<TestServer> {
  const adminUrl = inject('adminUrl');
  const url = await createDatabaseFrom(adminUrl, inject('templateDatabase'));
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'marketplace-api-'));
  // The port is known before Payload starts, because the allowed cookie origin is part of its config.
  const server = createServer();
  const port = await listenOnFreePort(server);
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = readEnv({
    // The decoder's database, decompressed once per machine by globalSetup.ts.
    VIN_CACHE_DIR: process.env.VIN_CACHE_DIR,
    // A file may ask for production (Secure cookies, HSTS).
    NODE_ENV: 'test',
    // Two test files run at once on two cores, each with its PostgreSQL: a new connection can take seconds to open.
    DATABASE_CONNECT_TIMEOUT_MS: '30000',
    // A round at its minute would change rows under a test that counts them; housekeeping.test.ts asks for one.
    HOUSEKEEPING_CRON: 'off',
    ...extraEnv,
    PORT: String(port),
    DATA_DIR: scratch,
    MEDIA_DIR: path.join(scratch, 'media'),
    DATABASE_URL: url,
    PAYLOAD_SECRET: randomBytes(16).toString('hex'),
    PUBLIC_URL: baseUrl,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  });
  const payload = await startPayload(env, url, {
    migrate: false,
    handleEmailIntent: deliverEmail,
    runAlerts,
    runHousekeeping,
  });
  startJobRunner(payload, env.jobPollMs);
  server.on('request', createApp(payload, env));
  return {
    baseUrl,
    payload,
    env,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await stopPayload(payload);
      await dropDatabase(adminUrl, url);
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/** A test file's server, started before its tests and closed after them, with a signed-out client. */
export function useTestServer(extraEnv?: () => Record<string, string>): {
  readonly server: TestServer;
  readonly visitor: ApiClient;
} {
  let server: TestServer | undefined;
  let visitor: ApiClient | undefined;
  beforeAll(async () => {
    server = await startTestServer(extraEnv?.());
    visitor = new ApiClient(server.baseUrl);
  });
  afterAll(() => server?.close());
  return {
    get server() {
      if (!server) throw new Error('the test server has not started');
      return server;
    },
    get visitor() {
      if (!visitor) throw new Error('the test server has not started');
      return visitor;
    },
  };
}
