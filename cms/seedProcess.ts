/**
 * The demo seed runs in a child process (seed/main.ts), so the photo renderer and the demo data never load into the
 * server: the child ensures the accounts and pages, says so over IPC, then adds the listings (drawing their photos
 * the first time) while the server already answers.
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface DemoLogin {
  email: string;
  password: string;
  role: 'admin' | 'user';
}

/** What seed/main.ts sends its parent once the accounts and pages exist. */
export interface AccountsReadyMessage {
  kind: 'accounts-ready';
  accounts: DemoLogin[];
}

export interface DemoSeed {
  accounts: DemoLogin[];
  /** Ends the seed if it is still running (at shutdown). */
  stop(): void;
}

// seed/ sits beside cms/ both in the sources (.ts, run through tsx) and in the compiled server (.js).
const seedEntry = path.join(
  fileURLToPath(new URL('..', import.meta.url)),
  'seed',
  `main${path.extname(fileURLToPath(import.meta.url))}`,
);

/** Starts the seed on `databaseUrl`; resolves when the demo accounts can sign in. */
export function startDemoSeed(databaseUrl: string, log: (message: string) => void): Promise<DemoSeed> {
  // The child reads the same settings as this process, on the database this process already resolved.
  // eslint-disable-next-line no-restricted-syntax
  const env = { ...process.env, DATABASE_URL: databaseUrl };
  const child: ChildProcess = fork(seedEntry, [], { env, stdio: 'inherit' });
  let stopped = false;
  const stop = () => {
    stopped = true;
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  return new Promise((resolve, reject) => {
    child.once('message', (message: AccountsReadyMessage) => resolve({ accounts: message.accounts, stop }));
    child.once('exit', (code) => {
      // Ended by stop() at shutdown: not a failure worth a line.
      if (code !== 0 && !stopped) log(`The demo seed stopped with code ${code}`);
      reject(new Error('The demo seed ended before its accounts were ready'));
    });
    child.once('error', reject);
  });
}
