#!/usr/bin/env node
/**
 * End-to-end tests drive the system Chromium (Playwright's own browser download cannot run here).
 * Finds it at CHROMIUM_PATH or /usr/bin/chromium; as root on Debian, installs it with apt; otherwise says how.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!process.env.CHROMIUM_PATH && isRoot && existsSync('/usr/bin/apt-get')) {
  console.log("Chromium is missing: installing Debian's chromium package for the end-to-end tests...");
  const run = (args) =>
    execFileSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  run(['update', '-qq']);
  run(['install', '-y', '-qq', '--no-install-recommends', 'chromium']);
  if (existsSync(path)) process.exit(0);
}

console.error(`Chromium was not found at ${path}.
Install it and run the tests again, for example:
  sudo apt-get install -y chromium        (Debian, Ubuntu)
or point CHROMIUM_PATH at a Chromium or Chrome binary.`);
process.exit(1);
