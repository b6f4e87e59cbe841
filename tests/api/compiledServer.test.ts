/**
 * The server as `npm start` runs it: the JavaScript of dist/server (built by `npm run build:server` when older than
 * the sources) under plain `node`, on a fresh DATA_DIR with its embedded PostgreSQL. It answers, searches, creates an
 * admin with the compiled CLI, converts a page body in its worker thread (pageBodyWorker.js, no TypeScript loader),
 * and exits 0 on SIGTERM.
 */
import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../cms/platform/config/env.ts';
import { processIsAlive } from '../../cms/platform/runtime/processes.ts';
import { ApiClient } from '../helpers/client.ts';
import { ensureCompiledServer, startServerProcess, type ServerProcess } from '../helpers/serverProcess.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-compiled-'));
chmodSync(dataDir, 0o755); // as root, postgres runs as another user
const serverEnv = {
  DATA_DIR: dataDir,
  MEDIA_DIR: path.join(dataDir, 'media'),
  DATABASE_URL: '',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
};
let server: ServerProcess;

beforeAll(async () => {
  ensureCompiledServer();
  server = await startServerProcess(serverEnv, { build: 'compiled' });
}, 240_000);

afterAll(async () => {
  await server?.stop('SIGKILL');
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (existsSync(pidFile)) {
    const postmaster = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    if (processIsAlive(postmaster)) process.kill(postmaster, 'SIGINT');
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** A Lexical body of one paragraph, as the console stores it. */
function paragraphBody(text: string) {
  const block = { direction: null, format: '', indent: 0, version: 1 };
  const leaf = { type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 };
  return {
    root: {
      type: 'root',
      ...block,
      children: [{ type: 'paragraph', ...block, textFormat: 0, textStyle: '', children: [leaf] }],
    },
  };
}

describe('the compiled server', () => {
  it('runs JavaScript only: answers, searches, previews a page in its worker, and stops cleanly', async () => {
    const visitor = new ApiClient(server.baseUrl);
    expect(await visitor.get('/api/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
    const search = await visitor.get('/api/vehicles/search?make=BMW');
    expect(search.status).toBe(200);
    expect(search.body.vehicles).toEqual([]);

    // The compiled CLI, as `npm run create-admin` runs it in production.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        '--conditions=production',
        'scripts/run.mjs',
        'cms/cli/create-admin.ts',
        '--email',
        'compiled@example.com',
        '--password',
        'compiled-1',
      ],
      { cwd: projectRoot, env: { ...process.env, ...serverEnv, NODE_ENV: 'production' } },
    );
    expect(stdout).toContain('Created admin compiled@example.com');
    const admin = new ApiClient(server.baseUrl);
    expect((await admin.post('/api/login', { email: 'compiled@example.com', password: 'compiled-1' })).status).toBe(
      200,
    );

    const page = await admin.post('/cms-api/pages', {
      slug: 'compiled',
      title: 'Compiled',
      body: paragraphBody('Kept as it is.'),
      faq: [],
    });
    expect(page.status).toBe(201);
    const preview = await admin.post(`/api/console/pages/${page.body.doc.id}/preview`, {
      bodyMarkdown: 'Kept as it is.\n\nA *previewed* line.',
    });
    expect(preview.status).toBe(200);
    expect(preview.body.html).toContain('<em>previewed</em>');

    expect(await server.stop('SIGTERM')).toBe(0);
    expect(server.output()).not.toMatch(/"level":50|Error:/);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  }, 120_000);
});
