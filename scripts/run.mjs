#!/usr/bin/env node
/**
 * `node --conditions=production scripts/run.mjs cms/cli/create-admin.ts [args]`: how package.json runs the CLI
 * commands. With NODE_ENV=production (in the environment or in .env) it runs the compiled file under dist/server/
 * (`npm run build` makes it), so production needs no TypeScript loader; otherwise the TypeScript source through tsx,
 * so a development checkout never runs a stale build. The command runs in this process, with its own arguments.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const [source, ...args] = process.argv.slice(2);
if (!source?.endsWith('.ts')) {
  console.error('Usage: node --conditions=production scripts/run.mjs <cms/.../file.ts> [arguments]');
  process.exit(2);
}
// The same rule as cms/platform/config/env.ts: .env fills what the real environment leaves unset.
const dotEnv = path.join(root, '.env');
if (existsSync(dotEnv)) process.loadEnvFile(dotEnv);

let file = path.resolve(root, source);
if (process.env.NODE_ENV === 'production') {
  file = path.join(root, 'dist', 'server', source.replace(/\.ts$/, '.js'));
  if (!existsSync(file)) {
    console.error(
      `${path.relative(root, file)} is missing: run npm run build first (NODE_ENV=production runs the compiled server)`,
    );
    process.exit(1);
  }
} else {
  const tsx = await import('tsx/esm/api');
  tsx.register();
}
process.argv = [process.argv[0], file, ...args];
await import(pathToFileURL(file).href);
