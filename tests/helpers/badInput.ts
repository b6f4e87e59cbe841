/**
 * The hostile-input corpus: request generators over every /api and /cms-api call, and a row count of every table
 * to prove that a refused request wrote nothing.
 */
import type { Payload } from 'payload';
import { poolOf } from '../../cms/platform/db/pool.ts';

/** One request of the corpus. `raw` is sent as is with `contentType`; `body` as JSON; `form` as multipart. */
export interface CorpusRequest {
  method: string;
  path: string;
  body?: unknown;
  raw?: string;
  contentType?: string;
  form?: FormData;
  /** Calls whose valid answer is a redirect (GET /api/login). */
  redirects?: boolean;
}

export const hostileValues: unknown[] = [
  null,
  true,
  false,
  -1,
  0,
  1e308,
  -1e308,
  2 ** 53,
  2 ** 31,
  -(2 ** 31) - 1,
  1.5,
  '',
  ' ',
  'x'.repeat(100_000),
  '\u0000',
  'a\u0000b',
  '\u0001\u001f\u007f',
  '\r\n\t',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 تست 漢字 ‮rtl',
  '\uFEFF\u200B',
  '\uD800',
  "' OR 1=1 --",
  '"; DROP TABLE vehicles; --',
  '1); DELETE FROM users; --',
  '%00',
  '${7*7}{{7*7}}',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '$45,000,000,000',
  'NaN',
  'Infinity',
  '1e999',
  '-0',
  '0x1F',
  [],
  [null],
  [1, 2, 3],
  ['a', { b: 1 }],
  {},
  { $gt: '' },
  { equals: 1 },
  JSON.parse('{"__proto__":{"admin":true}}'),
  { constructor: { prototype: { polluted: true } } },
];

/**
 * The test run sends each key or parameter every third hostile value (shifted per key, so each value still meets
 * several keys of each call); BAD_INPUT_FULL=1 sends every value to every key (about 7,600 requests, ~3 minutes).
 */
const stride = process.env.BAD_INPUT_FULL ? 1 : 3;
const sample = <T>(values: T[], shift: number): T[] => values.filter((_, index) => (index + shift) % stride === 0);

/** Whole bodies of the wrong shape, whatever the call. */
const wrongShapes: unknown[] = [
  null,
  [],
  [{}],
  'text',
  42,
  true,
  {},
  JSON.parse('{"__proto__":{"role":"admin","polluted":1}}'),
  { constructor: { prototype: { x: 1 } } },
];

const malformedJson = [
  '{',
  '{"a":',
  '[1,2',
  '"unterminated',
  '{"a":1}}',
  '{"a":1,}',
  "{'a':1}",
  'NaN',
  '\u0000',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
];

/** Every key of a valid body set to every hostile value, the whole body in wrong shapes, truncated and malformed. */
export function bodyRequests(method: string, path: string, base: Record<string, unknown>): CorpusRequest[] {
  const requests: CorpusRequest[] = wrongShapes.map((body) => ({ method, path, body }));
  Object.keys(base).forEach((key, shift) => {
    for (const value of sample(hostileValues, shift)) requests.push({ method, path, body: { ...base, [key]: value } });
  });
  requests.push({
    method,
    path,
    body: { ...base, __proto__: { admin: true }, unknownField: 'x', id: 1, createdAt: 'yesterday' },
  });
  const json = JSON.stringify(base);
  for (const raw of [...malformedJson, json.slice(0, json.length / 2), json.slice(0, -1)])
    requests.push({ method, path, raw, contentType: 'application/json' });
  return [...requests, ...contentTypeRequests(method, path, base)];
}

/** The right data in the wrong envelope: other content types, a charset nobody reads, and more than 1 MB. */
export function contentTypeRequests(method: string, path: string, base: Record<string, unknown>): CorpusRequest[] {
  const json = JSON.stringify(base);
  const form = new FormData();
  for (const [key, value] of Object.entries(base)) form.append(key, String(value));
  return [
    { method, path, raw: json, contentType: 'text/plain' },
    {
      method,
      path,
      raw: new URLSearchParams(Object.entries(base).map(([key, value]) => [key, String(value)])).toString(),
      contentType: 'application/x-www-form-urlencoded',
    },
    { method, path, raw: '<a>1</a>', contentType: 'application/xml' },
    { method, path, raw: json, contentType: 'application/json; charset=ibm037' },
    { method, path, raw: json, contentType: '' },
    { method, path, raw: json, contentType: 'multipart/form-data; boundary=none' },
    { method, path, form },
    { method, path, raw: JSON.stringify({ ...base, filler: 'x'.repeat(1_100_000) }), contentType: 'application/json' },
  ];
}

/** A value in a query string; a lone surrogate (no UTF-8 for it) goes as the bytes of one, which are not UTF-8. */
function queryText(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

/** A query parameter set to each hostile value (as text: that is all a query string holds), and repeated. */
export function queryRequests(path: string, names: string[], values: unknown[] = hostileValues): CorpusRequest[] {
  const requests: CorpusRequest[] = [];
  for (const [shift, name] of names.entries()) {
    for (const value of sample(values, shift)) {
      const text = typeof value === 'string' ? value.slice(0, 2000) : JSON.stringify(value);
      requests.push({ method: 'GET', path: `${path}?${encodeURIComponent(name)}=${queryText(text)}` });
    }
    requests.push(
      { method: 'GET', path: `${path}?${name}=1&${name}=2` },
      { method: 'GET', path: `${path}?${name}[a][b]=1` },
    );
  }
  return requests;
}

/** Ids no row has or can have, each as written in a path (some deliberately badly escaped). */
export const hostileIds = [
  '0',
  '-1',
  '1.5',
  'abc',
  '1e3',
  '2147483648',
  '9'.repeat(30),
  '%00',
  '%E0%A4%A',
  '%ZZ',
  '1%3Bselect',
  '..',
  '__proto__',
  'constructor',
  '%20',
  '1%27%20OR%201%3D1',
  '%F0%9F%98%80',
  '99999',
];

/** Exact row counts of every table in the public schema, one query. */
export async function tableCounts(payload: Payload): Promise<Record<string, number>> {
  const pool = poolOf(payload);
  const tables = await pool.query<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const select = tables.rows.map(
    ({ table_name: name }) =>
      `(select count(*)::int from public."${name.replace(/"/g, '""')}") as "${name.replace(/"/g, '""')}"`,
  );
  const result = await pool.query<Record<string, number>>(`select ${select.join(', ')}`);
  return result.rows[0]!;
}
