/**
 * The shape of a JSON body sent to Payload's REST API, checked against the collection's fields before Payload sees
 * it. Payload's own validation assumes each value has its field's type: a select set to `true`, an email set to
 * a number, a relationship naming a row that does not exist or a body that is `null` reach hooks and SQL as they
 * are and end in a 500. Here each is a 400 naming the field. Unknown keys are left to Payload (it ignores them).
 */
import type { FlattenedField, Payload } from 'payload';

export class BodyShapeError extends Error {}

/** PostgreSQL `serial` ids. */
const MAX_ID = 2 ** 31 - 1;

type Collection = Payload['collections'][keyof Payload['collections']];

/** The widest integer column (PostgreSQL `integer`). */
const MAX_INTEGER = 2 ** 31 - 1;
/** Years PostgreSQL and JavaScript's Date both hold, written as ISO 8601 (a date, or a date and time with a zone). */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

/** A plain decimal ('12', '-3.5'), no exponent or word ('1e309', 'Infinity'); with `integer`, whole and in range. */
export function isNumberText(text: string, integer: boolean): boolean {
  if (!/^[-+]?(?:\d{1,15}(?:\.\d{0,6})?|\.\d{1,6})$/.test(text)) return false;
  const number = Number(text);
  return !integer || (Number.isInteger(number) && Math.abs(number) <= MAX_INTEGER);
}

/** An ISO 8601 date of years 0001 to 9999 that names a real day ('2026-02-30' and 'infinity' do not). */
export function isDateText(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const time = Date.parse(text.length === 10 ? `${text}T00:00:00Z` : text);
  if (!Number.isFinite(time)) return false;
  const [year, month, day] = text.slice(0, 10).split('-').map(Number);
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  return year! >= 1 && date.getUTCMonth() === month! - 1 && date.getUTCDate() === day;
}

export function isRowId(value: unknown): boolean {
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && /^\d{1,10}$/.test(text) && Number(text) >= 1 && Number(text) <= MAX_ID;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The id a relationship value names: an id, or a populated document / polymorphic `{ relationTo, value }`. */
function relationId(value: unknown): unknown {
  if (!isObject(value)) return value;
  return 'value' in value ? relationId(value.value) : value.id;
}

function scalarProblem(field: FlattenedField, value: unknown): string | undefined {
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'email':
    case 'code':
    case 'radio':
    case 'select':
      return typeof value === 'string' ? undefined : 'must be a text';
    case 'date':
      return typeof value === 'string' && isDateText(value) ? undefined : 'must be a date such as 2026-11-24T10:00:00Z';
    case 'number':
      return (typeof value === 'number' && Number.isFinite(value)) || typeof value === 'string'
        ? undefined
        : 'must be a number';
    case 'checkbox':
      return typeof value === 'boolean' ? undefined : 'must be true or false';
    case 'relationship':
    case 'upload':
      return isRowId(relationId(value)) ? undefined : 'must be the id of a record';
    default:
      return undefined;
  }
}

function fieldProblem(field: FlattenedField, value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  const many = 'hasMany' in field && field.hasMany === true;
  if (many || field.type === 'array' || field.type === 'blocks') {
    if (!Array.isArray(value)) return 'must be a list';
    if (field.type === 'array' || field.type === 'blocks')
      return value.every(isObject) ? undefined : 'must be a list of objects';
    return value.map((entry) => scalarProblem(field, entry)).find(Boolean);
  }
  if (field.type === 'group') return isObject(value) ? undefined : 'must be an object';
  return scalarProblem(field, value);
}

/** Relationship ids in the body that name no row (Payload would let the foreign key fail in SQL). */
async function missingRelations(
  payload: Payload,
  fields: FlattenedField[],
  body: Record<string, unknown>,
): Promise<string | undefined> {
  for (const field of fields) {
    if ((field.type !== 'relationship' && field.type !== 'upload') || typeof field.relationTo !== 'string') continue;
    const value = body[field.name];
    if (value === null || value === undefined) continue;
    const ids = [...new Set((Array.isArray(value) ? value : [value]).map((entry) => Number(relationId(entry))))];
    const found = await payload.count({
      collection: field.relationTo,
      where: { id: { in: ids } },
      overrideAccess: true,
    });
    if (found.totalDocs !== ids.length) return `${field.name}: no such ${field.relationTo} record`;
  }
  return undefined;
}

/** Credentials sent to an auth endpoint (login, forgot-password, reset-password, unlock) must be texts. */
const CREDENTIALS = ['email', 'username', 'password', 'token'];

/** Throws BodyShapeError for a body that cannot be what the endpoint reads. `writesDoc`: create or update. */
export async function checkBodyShape(
  payload: Payload,
  collection: Collection | undefined,
  body: unknown,
  writesDoc: boolean,
): Promise<void> {
  if (!isObject(body)) throw new BodyShapeError('The body must be a JSON object');
  for (const key of CREDENTIALS) {
    if (key in body && body[key] !== undefined && typeof body[key] !== 'string')
      throw new BodyShapeError(`${key}: must be a text`);
  }
  if (!collection || !writesDoc) return;
  const fields = collection.config.flattenedFields;
  for (const field of fields) {
    if (!('name' in field) || !Object.hasOwn(body, field.name)) continue;
    const problem = fieldProblem(field, body[field.name]);
    if (problem) throw new BodyShapeError(`${field.name}: ${problem}`);
  }
  const missing = await missingRelations(payload, fields, body);
  if (missing) throw new BodyShapeError(missing);
}
