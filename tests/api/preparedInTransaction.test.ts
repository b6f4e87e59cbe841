/**
 * A statement worth preparing run from a hook (runPreparedSqlInRequest): prepared on the connection of the request's
 * transaction, so it sees the transaction's changes and is undone with it.
 */
import { sql } from '@payloadcms/db-postgres/drizzle';
import { createLocalReq, initTransaction, killTransaction } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPreparedSqlInRequest, runSqlInRequest } from '../../cms/platform/db/sql.ts';
import { startTestServer, type TestServer } from '../helpers/testServer.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const marker = (text: string) => sql`select count(*)::int as n from zip_codes where zip = ${text}`;

describe('runPreparedSqlInRequest', () => {
  it("prepares the statement on the transaction's connection, where it sees what the transaction changed", async () => {
    const req = await createLocalReq({}, server.payload);
    await initTransaction(req);
    try {
      await runSqlInRequest(
        req,
        sql`insert into zip_codes (zip, city, state, latitude, longitude) values ('00000', 'Nowhere', 'NA', 0, 0)`,
      );
      const [seen] = await runPreparedSqlInRequest<{ n: number }>(req, marker('00000'));
      expect(seen.n).toBe(1);
      const prepared = await runSqlInRequest<{ statement: string }>(
        req,
        sql`select statement from pg_prepared_statements where statement like '%from zip_codes where zip =%'`,
      );
      expect(prepared).toHaveLength(1);
    } finally {
      await killTransaction(req);
    }
    // Rolled back with the transaction; and outside one, on the pool.
    const [after] = await runPreparedSqlInRequest<{ n: number }>(
      await createLocalReq({}, server.payload),
      marker('00000'),
    );
    expect(after.n).toBe(0);
  });
});
