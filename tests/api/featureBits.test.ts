/**
 * The database's feature bits (migration search_counting) against the search catalogue: every stored spelling of
 * every search feature sets that feature's bit, and nothing else sets any. A change to the catalogue fails here
 * until a migration writes the new mapping.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchFeatures } from '../../contract/catalog/searchFilters.ts';
import { poolOf } from '../../cms/platform/db/pool.ts';
import { startTestServer, type TestServer } from '../helpers/testServer.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function bitsOf(features: unknown): Promise<string> {
  const { rows } = await poolOf(server.payload).query<{ bits: string }>(
    'select vehicle_feature_bits($1::jsonb)::text as bits',
    [JSON.stringify(features)],
  );
  return rows[0].bits;
}

describe('feature bits', () => {
  it('gives every stored spelling of a search feature its place in the catalogue', async () => {
    for (const [index, option] of searchFeatures.entries()) {
      for (const spelling of option.matches)
        expect(await bitsOf([spelling]), spelling).toBe(String(1n << BigInt(index)));
    }
  });

  it("sets no bit for a seller's own feature, another case, or a list that is not one", async () => {
    expect(await bitsOf(['Massage Seats', 'heated seats'])).toBe('0');
    expect(await bitsOf(null)).toBe('0');
    expect(await bitsOf({ features: 'Bluetooth' })).toBe('0');
    expect(await bitsOf(['Heated Seats', 'Heated Seats', 'Android Auto'])).toBe(String((1n << 4n) | (1n << 15n)));
  });
});
