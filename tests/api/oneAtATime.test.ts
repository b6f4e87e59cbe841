/**
 * forEachMatching (cms/payload/oneAtATime.ts): the documents a `where` matches, each by id in turn, in id order; one
 * gone before its turn is skipped, any other error stops the run.
 */
import { describe, expect, it } from 'vitest';
import { forEachId, forEachMatching } from '../../cms/payload/oneAtATime.ts';
import { createAccount, createListing } from '../helpers/fixtures.ts';
import { useTestServer } from '../helpers/testServer.ts';

const context = useTestServer();

async function ownedListings(count: number) {
  const { payload } = context.server;
  const owner = await createAccount(payload, 'user', 'one-at-a-time');
  const ids: number[] = [];
  for (let i = 0; i < count; i++) ids.push(Number((await createListing(payload, owner.id)).id));
  return {
    ids,
    matching: { collection: 'vehicles', where: { owner: { equals: owner.id } }, overrideAccess: true } as const,
  };
}

describe('forEachMatching', () => {
  it('runs the operation on each match in id order, skipping one deleted before its turn', async () => {
    const { payload } = context.server;
    const { ids, matching } = await ownedListings(3);
    const [first, second, third] = ids as [number, number, number];
    const done = await forEachMatching(payload, matching, async (id) => {
      // Another request deletes the second listing while the first is being deleted.
      if (id === first) await payload.delete({ collection: 'vehicles', id: second, overrideAccess: true });
      await payload.delete({ collection: 'vehicles', id, overrideAccess: true });
      return id;
    });
    expect(done).toEqual([first, third]);
    expect((await payload.count(matching)).totalDocs).toBe(0);
  });

  it('stops at an error that is not a missing document, leaving the rest alone', async () => {
    const { payload } = context.server;
    const { ids, matching } = await ownedListings(2);
    const seen: number[] = [];
    await expect(
      forEachMatching(payload, matching, async (id) => {
        seen.push(id);
        throw new Error('the disk is full');
      }),
    ).rejects.toThrow('the disk is full');
    expect(seen).toEqual([ids[0]]);
    expect((await payload.count(matching)).totalDocs).toBe(2);
  });

  it('forEachId runs the operation on the ids it is given, in their order, skipping one with no document', async () => {
    const { payload } = context.server;
    const { ids, matching } = await ownedListings(2);
    const [first, second] = ids as [number, number];
    await payload.delete({ collection: 'vehicles', id: first, overrideAccess: true });
    const done = await forEachId([second, first], async (id) => {
      await payload.delete({ collection: 'vehicles', id, overrideAccess: true });
      return id;
    });
    expect(done).toEqual([second]);
    expect((await payload.count(matching)).totalDocs).toBe(0);
  });
});
