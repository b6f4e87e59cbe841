/** Which errors mean "PostgreSQL cannot be reached" (a 503) and which are ours or the client's. */
import { describe, expect, it } from 'vitest';
import { databaseUnavailable } from '../../cms/http/errors.ts';
import { isDatabaseUnavailable } from '../../cms/platform/db/unavailable.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('database unavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a server shutting down', withCode('57P01', 'terminating connection due to administrator command')],
    ['a server starting up', withCode('57P03', 'the database system is starting up')],
    ['a connection exception (class 08)', withCode('08006')],
    ['the pool giving up', new Error('timeout exceeded when trying to connect')],
    ['a cut connection', new Error('Connection terminated unexpectedly')],
    ['a refusal wrapped by drizzle', new Error('Failed query: select 1', { cause: withCode('ECONNREFUSED') })],
    ['a refusal inside an AggregateError', new AggregateError([withCode('ECONNREFUSED')], 'connect failed')],
    [
      "Payload's begin that dropped the cause",
      new Error('Error: cannot begin transaction: connect ECONNREFUSED 127.0.0.1:5432'),
    ],
  ])('is a 503 for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(databaseUnavailable(error)).toMatchObject({
      status: 503,
      message: expect.stringContaining('briefly unavailable'),
    });
  });

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error of ours', withCode('42601', 'syntax error at or near')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing', undefined],
  ])('is not a 503 for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(databaseUnavailable(error)).toBeUndefined();
  });
});
