/**
 * A `where` filter of Payload's REST API checked against the collection's fields before Payload turns it into SQL.
 * Payload passes a filter's value to PostgreSQL as it comes and answers 500 when PostgreSQL refuses it (a year of
 * 1e309 or 1.5 on an integer column, a date of "infinity"), and runs operators on fields that cannot take them
 * (`near` on a text, `contains` on JSON). Here each is a FilterError naming the filter; unknown fields are left to
 * Payload, which refuses them itself.
 */
import type { FlattenedField, Payload } from 'payload';
import { isDateText, isNumberText, isRowId } from './restBody.ts';

export class FilterError extends Error {}

type Collection = Payload['collections'][keyof Payload['collections']];

/** `where` operators whose value is a list (`in=1,2` or `in[0]=1`). */
const LIST_OPERATORS = new Set(['in', 'not_in', 'all']);
const COMPARE = [
  'equals',
  'not_equals',
  'in',
  'not_in',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
];
const TEXT = [...COMPARE, 'like', 'not_like', 'contains'];
const IDS = ['equals', 'not_equals', 'in', 'not_in', 'exists'];

/** The operators each kind of field takes (and `all` where it holds many); a kind not listed takes only `exists`. */
const OPERATORS: Partial<Record<FlattenedField['type'], Set<string>>> = {
  text: new Set(TEXT),
  textarea: new Set(TEXT),
  email: new Set(TEXT),
  code: new Set(TEXT),
  select: new Set(TEXT),
  radio: new Set(TEXT),
  number: new Set(COMPARE),
  date: new Set(COMPARE),
  checkbox: new Set(['equals', 'not_equals', 'in', 'not_in', 'exists']),
  relationship: new Set(IDS),
  upload: new Set(IDS),
  point: new Set(['near', 'within', 'intersects', 'exists']),
  richText: new Set(['like', 'contains', 'exists']),
};

/** The field a dotted path names (`faq.question`), through groups and arrays; undefined when there is none. */
function fieldAt(fields: FlattenedField[], path: string): FlattenedField | undefined {
  const [name, ...rest] = path.split('.');
  const field = fields.find((candidate) => 'name' in candidate && candidate.name === name);
  if (!field || rest.length === 0) return field;
  return 'flattenedFields' in field ? fieldAt(field.flattenedFields, rest.join('.')) : undefined;
}

/** Why one value cannot be compared with this field, if it cannot. */
function valueProblem(field: FlattenedField | undefined, name: string, value: string): string | undefined {
  if (name === 'id' || field?.type === 'relationship' || field?.type === 'upload')
    return isRowId(value) ? undefined : 'must compare with record ids';
  switch (field?.type) {
    case 'number': {
      const integer = field.custom?.integer === true;
      return isNumberText(value, integer)
        ? undefined
        : integer
          ? 'must compare with a whole number'
          : 'must compare with a number';
    }
    case 'date':
      return isDateText(value) ? undefined : 'must compare with a date such as 2026-11-24 or 2026-11-24T10:00:00Z';
    case 'checkbox':
      return value === 'true' || value === 'false' ? undefined : 'must compare with true or false';
    default:
      return undefined;
  }
}

/** `where[field][operator]=value`, possibly inside `[or][n]`/`[and][n]` groups. `path` starts with 'where'. */
export function checkWhere(collection: Collection | undefined, path: string[], value: string): void {
  let rest = path.slice(1);
  while ((rest[0] === 'or' || rest[0] === 'and') && /^\d{1,3}$/.test(rest[1] ?? '')) rest = rest.slice(2);
  const [name, operator, index, ...extra] = rest;
  const listed = operator !== undefined && LIST_OPERATORS.has(operator);
  if (!name || !operator || extra.length || (index !== undefined && !(listed && /^\d{1,3}$/.test(index)))) {
    throw new FilterError(`The filter ${path.join('.')} is not of the form where[field][operator]`);
  }
  const field = collection ? fieldAt(collection.config.flattenedFields, name) : undefined;
  if (name !== 'id' && !field) return;
  const operators = new Set(name === 'id' ? IDS : (OPERATORS[field!.type] ?? ['exists']));
  if (field && 'hasMany' in field && field.hasMany === true) operators.add('all');
  if (!operators.has(operator))
    throw new FilterError(`where[${name}] cannot use ${operator}; it takes ${[...operators].join(', ')}`);
  if (operator === 'exists') {
    if (value !== 'true' && value !== 'false') throw new FilterError(`where[${name}][exists] must be true or false`);
    return;
  }
  const values = listed && index === undefined ? value.split(',') : [value];
  const problem = values.map((entry) => valueProblem(field, name, entry)).find(Boolean);
  if (problem) throw new FilterError(`where[${name}] ${problem}`);
}
