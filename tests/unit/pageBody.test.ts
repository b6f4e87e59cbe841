/**
 * The chunk matching behind the console's Markdown page editor: a longest matching for ordinary edits, and work
 * that grows with the size of the edit, not with the product of the two texts' lengths.
 */
import { describe, expect, it } from 'vitest';
import { MAX_EDITS, matchChunks, type MatchStats } from '../../cms/http/console/chunkDiff.ts';

/** Length of a longest common subsequence, by the textbook table (small inputs only). */
function lcsLength(a: string[], b: string[]): number {
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i]![j] = a[i] === b[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
    }
  }
  return table[0]![0]!;
}

/** Partners are equal chunks, strictly increasing on both sides. */
function expectValid(a: string[], b: string[], partner: number[]): void {
  expect(partner).toHaveLength(a.length);
  let last = -1;
  partner.forEach((j, i) => {
    if (j < 0) return;
    expect(a[i]).toBe(b[j]);
    expect(j).toBeGreaterThan(last);
    last = j;
  });
}

const matched = (partner: number[]) => partner.filter((j) => j >= 0).length;

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('matching the chunks of an edited page body', () => {
  it('keeps every chunk when nothing changed, and matches an edit in the middle', () => {
    const a = ['# Title', 'one', 'two', 'three'];
    expect(matchChunks(a, [...a])).toEqual([0, 1, 2, 3]);
    expect(matchChunks(a, ['# Title', 'one', 'new', 'three'])).toEqual([0, 1, -1, 3]);
    expect(matchChunks(a, ['# Title', 'inserted', 'one', 'two', 'three'])).toEqual([0, 2, 3, 4]);
    expect(matchChunks(a, ['two', '# Title', 'one', 'three'])).toEqual([1, 2, -1, 3]);
    expect(matchChunks([], ['x'])).toEqual([]);
    expect(matchChunks(['x'], [])).toEqual([-1]);
  });

  it('finds a longest matching for random edits, repeated chunks included', () => {
    const next = random(7);
    for (let round = 0; round < 300; round++) {
      const alphabet = 2 + Math.floor(next() * 6);
      const a = Array.from({ length: Math.floor(next() * 40) }, () => `c${Math.floor(next() * alphabet)}`);
      const b = a
        .filter(() => next() > 0.2)
        .flatMap((chunk) => (next() > 0.85 ? [chunk, `c${Math.floor(next() * alphabet)}`] : [chunk]));
      const partner = matchChunks(a, b);
      expectValid(a, b, partner);
      expect(matched(partner), JSON.stringify({ a, b })).toBe(lcsLength(a, b));
      // Past the edit limit: still a valid matching, only perhaps not a longest one.
      expectValid(a, b, matchChunks(a, b, { steps: 0 }, 2));
    }
  });

  it('does work in proportion to the edit, not to the product of the lengths', () => {
    const a = Array.from({ length: 25_000 }, (_, i) => `paragraph ${i}`);
    const b = [...a.slice(0, 12_000), 'a new paragraph', ...a.slice(12_000, 20_000), ...a.slice(20_010)];
    const stats: MatchStats = { steps: 0 };
    const partner = matchChunks(a, b, stats);
    expect(matched(partner)).toBe(24_990);
    expect(stats.steps).toBeLessThan(200_000);
  });

  it('stays near-linear when every chunk changed, with equal chunks everywhere', () => {
    // 25,000 chunks against 25,000 others: a table of their pairs would hold 625 million cells.
    const a = Array.from({ length: 25_000 }, (_, i) => (i % 2 ? '*' : `old ${i}`));
    const b = Array.from({ length: 25_000 }, (_, i) => (i % 2 ? '*' : `new ${i}`));
    const stats: MatchStats = { steps: 0 };
    const partner = matchChunks(a, b, stats);
    expectValid(a, b, partner);
    expect(stats.steps).toBeLessThan(2 * MAX_EDITS ** 2 + 10 * (a.length + b.length));
  });

  it('keeps the untouched chunks around thousands of pasted ones', () => {
    const a = Array.from({ length: 5_000 }, (_, i) => `kept ${i}`);
    const pasted = (from: number) => Array.from({ length: 1_500 }, (_, i) => `pasted ${from + i}`);
    // More edits than MAX_EDITS, the first and last chunks among them.
    const b = [
      'changed first',
      ...a.slice(1, 1_000),
      ...pasted(0),
      ...a.slice(1_000, 3_000),
      ...pasted(1_500),
      ...a.slice(3_000, -1),
      'changed last',
    ];
    const stats: MatchStats = { steps: 0 };
    const partner = matchChunks(a, b, stats);
    expectValid(a, b, partner);
    expect(matched(partner)).toBe(4_998);
    expect(stats.steps).toBeLessThan(2 * MAX_EDITS ** 2 + 10 * (a.length + b.length));
  });
});
