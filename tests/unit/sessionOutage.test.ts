/** A session check during an outage answers 503, never a sign-out, even when the outage begins mid-check. */
import type { Request } from 'express';
import type { Payload } from 'payload';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../cms/http/errors.ts';
import { authenticateThroughOutage } from '../../cms/http/session.ts';

/** A server whose database answers `select 1` as the list says, in turn. */
function serverWhoseDatabase(...answers: ('up' | 'down')[]): Payload {
  const query = async () => {
    if (answers.shift() === 'down') throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    return { rows: [] };
  };
  return { config: { cookiePrefix: 'payload' }, db: { pool: { query } } } as unknown as Payload;
}

const withKey = { headers: { authorization: 'users API-Key abc' } } as unknown as Request;
const noUser = async () => null;

describe('the session check through an outage', () => {
  it('answers 503 when the database is down after the check found no user', async () => {
    const failure = await authenticateThroughOutage(serverWhoseDatabase('down'), withKey, noUser).catch((e) => e);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure.status).toBe(503);
  });

  it('answers 503 when the outage begins between the database check and the retry', async () => {
    const failure = await authenticateThroughOutage(serverWhoseDatabase('up', 'down'), withKey, noUser).catch((e) => e);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure.status).toBe(503);
  });

  it('answers no user when the database is up and the credentials are wrong', async () => {
    expect(await authenticateThroughOutage(serverWhoseDatabase('up', 'up'), withKey, noUser)).toBeNull();
  });
});
