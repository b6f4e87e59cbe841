/** `npm run create-admin`: the command line that makes the first admin, run as an operator would. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { projectRoot } from '../../cms/platform/config/env.ts';
import { createDatabaseFrom, dropDatabase } from '../helpers/database.ts';

const run = promisify(execFile);
let databaseUrl: string;

beforeAll(async () => {
  databaseUrl = await createDatabaseFrom(inject('adminUrl'), inject('templateDatabase'));
});
afterAll(() => dropDatabase(inject('adminUrl'), databaseUrl));

function createAdmin(...args: string[]) {
  return run(process.execPath, ['--conditions=production', '--import', 'tsx', 'cms/cli/create-admin.ts', ...args], {
    cwd: projectRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl, PAYLOAD_SECRET: 'cli-test', LOG_LEVEL: 'warn' },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      output: error.stdout + error.stderr,
    }),
  );
}

async function accountOf(email: string): Promise<{ role: string; email_verified: boolean } | undefined> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query('select role, email_verified from users where email = $1', [email])).rows[0];
  } finally {
    await client.end();
  }
}
const roleOf = async (email: string) => (await accountOf(email))?.role;

describe('npm run create-admin', () => {
  it('creates an admin account', async () => {
    const result = await createAdmin('--email', 'First.Admin@Example.com', '--password', 'secret-admin');
    expect(result.code).toBe(0);
    expect(result.output).toContain('Created admin first.admin@example.com');
    // Made by the operator, who knows the address: verified, with no email to open.
    expect(await accountOf('first.admin@example.com')).toEqual({ role: 'admin', email_verified: true });
  }, 60_000);

  it('promotes an existing account without touching its password', async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query("update users set role = 'user' where email = 'first.admin@example.com'");
    await client.end();
    const result = await createAdmin('--email', 'first.admin@example.com');
    expect(result.code).toBe(0);
    expect(result.output).toContain('first.admin@example.com is now an admin');
    expect(await roleOf('first.admin@example.com')).toBe('admin');
  }, 60_000);

  it('refuses a bad email or a short password with a usage message and writes nothing', async () => {
    const badEmail = await createAdmin('--email', 'not-an-email', '--password', 'secret-admin');
    expect(badEmail.code).toBe(2);
    expect(badEmail.output).toContain('Usage: npm run create-admin');
    const shortPassword = await createAdmin('--email', 'second@example.com', '--password', '123');
    expect(shortPassword.code).toBe(2);
    expect(await roleOf('second@example.com')).toBeUndefined();
  }, 60_000);
});
