/**
 * A listings version read shared by the requests that ask while another read is out: never the read already out (it
 * may have been answered before the request asked, so before a change it must see), one read for all who asked
 * meanwhile, and a caller alone reads at once.
 */
import { describe, expect, it } from 'vitest';
import { SharedFreshReads } from '../../cms/domain/search/sharedFreshReads.ts';

/** Lets the callbacks of settled promises run, and the reads they send go out. */
async function settle(): Promise<void> {
  for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
}

/** Reads the test answers one by one, each returning what the database holds when it is sent. */
function database(initial: string) {
  let value = initial;
  const answers: (() => void)[] = [];
  let sent = 0;
  const read = () => {
    sent += 1;
    // What a read sees is fixed when it is sent: PostgreSQL takes the statement's snapshot on receiving it.
    const seen = value;
    return new Promise<string>((resolve) => answers.push(() => resolve(seen)));
  };
  return {
    read,
    set: (next: string) => void (value = next),
    sent: () => sent,
    /** Answers the oldest read still out, and lets its callers and the read sent after it run. */
    answer: async () => {
      answers.shift()?.();
      await settle();
    },
    /** A read that fails, as one whose connection drops. */
    failingRead: () => {
      sent += 1;
      return Promise.reject(new Error('connection lost'));
    },
  };
}

describe('SharedFreshReads', () => {
  it('reads at once for a caller alone', async () => {
    const db = database('7');
    const reads = new SharedFreshReads<string>();
    const version = reads.read('all', db.read);
    expect(db.sent()).toBe(1);
    await db.answer();
    expect(await version).toBe('7');
  });

  it('never hands a caller a read sent before it asked: a change committed before the call is seen', async () => {
    const db = database('7');
    const reads = new SharedFreshReads<string>();
    const before = reads.read('all', db.read);
    // An approval commits after the first read was sent, then a buyer's search asks for the version.
    db.set('8');
    const after = reads.read('all', db.read);
    expect(db.sent()).toBe(1);
    await db.answer();
    expect(await before).toBe('7');
    // Its own read went out as soon as the first returned.
    expect(db.sent()).toBe(2);
    await db.answer();
    expect(await after).toBe('8');
  });

  it('serves every caller that asked while a read was out with one read', async () => {
    const db = database('7');
    const reads = new SharedFreshReads<string>();
    const first = reads.read('all', db.read);
    const waiting = Array.from({ length: 15 }, () => reads.read('all', db.read));
    await db.answer();
    await db.answer();
    expect(await first).toBe('7');
    expect(await Promise.all(waiting)).toEqual(Array(15).fill('7'));
    expect(db.sent()).toBe(2);
    // Nothing out any more: the next caller reads at once again.
    reads.read('all', db.read);
    expect(db.sent()).toBe(3);
  });

  it('keeps the versions of different makes apart', async () => {
    const bmw = database('3');
    const audi = database('5');
    const reads = new SharedFreshReads<string>();
    const asked = [reads.read('make BMW', bmw.read), reads.read('make Audi', audi.read)];
    expect([bmw.sent(), audi.sent()]).toEqual([1, 1]);
    await bmw.answer();
    await audi.answer();
    expect(await Promise.all(asked)).toEqual(['3', '5']);
  });

  it('shares a failed read with its callers only, and the callers waiting behind it still get a read', async () => {
    const db = database('7');
    const reads = new SharedFreshReads<string>();
    const failed = reads.read('all', db.failingRead);
    const waiting = reads.read('all', db.read);
    await expect(failed).rejects.toThrow('connection lost');
    await settle();
    await db.answer();
    expect(await waiting).toBe('7');
  });
});
