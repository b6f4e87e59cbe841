/**
 * Which chunks of an edited text are still those of the original, in order: the common prefix and suffix, then
 * Myers' shortest edit script on what lies between, at most MAX_EDITS insertions and deletions (time O((N+M)·D),
 * memory O(D²)). A larger edit is matched on the chunks found once on each side (patience anchors, O(N log N)),
 * extended over equal neighbours, so pasting thousands of new chunks still keeps the untouched ones.
 */

export const MAX_EDITS = 1000;

/** Work done by one match: compared pairs and frontier steps, for tests and benchmarks. */
export interface MatchStats {
  steps: number;
}

/** Equal strings get equal numbers, so the diff compares integers. */
function intern(a: readonly string[], b: readonly string[]): [Int32Array, Int32Array] {
  const ids = new Map<string, number>();
  const idsOf = (chunks: readonly string[]) =>
    Int32Array.from(chunks, (chunk) => {
      let id = ids.get(chunk);
      if (id === undefined) ids.set(chunk, (id = ids.size));
      return id;
    });
  return [idsOf(a), idsOf(b)];
}

/**
 * Myers' greedy forward search from (lo, lo') to (hiA, hiB); fills `partner` on the way back. False when the
 * shortest script needs more than `maxEdits` edits (nothing is filled then).
 */
function myers(
  a: Int32Array,
  b: Int32Array,
  loA: number,
  hiA: number,
  loB: number,
  hiB: number,
  maxEdits: number,
  partner: Int32Array,
  stats: MatchStats,
): boolean {
  const n = hiA - loA;
  const m = hiB - loB;
  const limit = Math.min(maxEdits, n + m);
  const offset = limit + 1;
  const v = new Int32Array(2 * limit + 3);
  const trace: Int32Array[] = [];
  for (let d = 0; d <= limit; d++) {
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!);
      let x = down ? v[offset + k + 1]! : v[offset + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && a[loA + x] === b[loB + y]) {
        x++;
        y++;
        stats.steps++;
      }
      stats.steps++;
      v[offset + k] = x;
      if (x >= n && y >= m) {
        trace.push(v.slice(offset - d, offset + d + 1));
        backtrack(trace, d, n, m, loA, loB, partner);
        return true;
      }
    }
    trace.push(v.slice(offset - d, offset + d + 1));
  }
  return false;
}

/** Walks the saved frontiers from the end back to the start, recording each diagonal run as matches. */
function backtrack(
  trace: Int32Array[],
  edits: number,
  n: number,
  m: number,
  loA: number,
  loB: number,
  partner: Int32Array,
): void {
  let x = n;
  let y = m;
  for (let d = edits; d >= 0; d--) {
    const k = x - y;
    let startX = 0;
    let startY = 0;
    let previousX = 0;
    let previousY = 0;
    if (d > 0) {
      const previous = trace[d - 1]!;
      const at = (diagonal: number) => previous[diagonal + d - 1]!;
      const down = k === -d || (k !== d && at(k - 1) < at(k + 1));
      const previousK = down ? k + 1 : k - 1;
      previousX = at(previousK);
      previousY = previousX - previousK;
      startX = down ? previousX : previousX + 1;
      startY = down ? previousY + 1 : previousY;
    }
    while (x > startX && y > startY) {
      x--;
      y--;
      partner[loA + x] = loB + y;
    }
    x = previousX;
    y = previousY;
  }
}

/** Longest increasing run of `values` (indices into it), by patience sorting. */
function longestIncreasing(values: number[]): number[] {
  const tails: number[] = [];
  const before = new Int32Array(values.length);
  for (let i = 0; i < values.length; i++) {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (values[tails[middle]!]! < values[i]!) low = middle + 1;
      else high = middle;
    }
    before[i] = low > 0 ? tails[low - 1]! : -1;
    tails[low] = i;
  }
  const run: number[] = [];
  for (let i = tails.length ? tails[tails.length - 1]! : -1; i >= 0; i = before[i]!) run.push(i);
  return run.reverse();
}

/** Chunks found exactly once on each side, in an order both sides agree on, then grown over equal neighbours. */
function anchors(
  a: Int32Array,
  b: Int32Array,
  loA: number,
  hiA: number,
  loB: number,
  hiB: number,
  partner: Int32Array,
  stats: MatchStats,
): void {
  const countA = new Map<number, number>();
  const countB = new Map<number, number>();
  const inB = new Map<number, number>();
  for (let i = loA; i < hiA; i++) countA.set(a[i]!, (countA.get(a[i]!) ?? 0) + 1);
  for (let j = loB; j < hiB; j++) {
    countB.set(b[j]!, (countB.get(b[j]!) ?? 0) + 1);
    inB.set(b[j]!, j);
  }
  const pairs: [number, number][] = [];
  for (let i = loA; i < hiA; i++) {
    if (countA.get(a[i]!) === 1 && countB.get(a[i]!) === 1) pairs.push([i, inB.get(a[i]!)!]);
  }
  stats.steps += hiA - loA + hiB - loB;
  const kept = longestIncreasing(pairs.map(([, j]) => j)).map((index) => pairs[index]!);
  let previousA = loA;
  let previousB = loB;
  for (const [i, j] of [...kept, [hiA, hiB] as [number, number]]) {
    // Between two anchors: equal chunks after the one before and before the next one.
    let startA = previousA;
    let startB = previousB;
    while (startA < i && startB < j && a[startA] === b[startB]) partner[startA++] = startB++;
    let endA = i;
    let endB = j;
    while (endA > startA && endB > startB && a[endA - 1] === b[endB - 1]) partner[--endA] = --endB;
    stats.steps += i - previousA + j - previousB;
    if (i < hiA) partner[i] = j;
    previousA = i + 1;
    previousB = j + 1;
  }
}

/**
 * For each chunk of `a`, the index of its partner in `b`, or -1: partners are equal and in the same order on both
 * sides. A longest such matching when at most `maxEdits` chunks were inserted or deleted.
 */
export function matchChunks(
  a: readonly string[],
  b: readonly string[],
  stats: MatchStats = { steps: 0 },
  maxEdits = MAX_EDITS,
): number[] {
  const [idsA, idsB] = intern(a, b);
  const partner = new Int32Array(a.length).fill(-1);
  let loA = 0;
  let loB = 0;
  let hiA = a.length;
  let hiB = b.length;
  while (loA < hiA && loB < hiB && idsA[loA] === idsB[loB]) partner[loA++] = loB++;
  while (hiA > loA && hiB > loB && idsA[hiA - 1] === idsB[hiB - 1]) partner[--hiA] = --hiB;
  stats.steps += loA + a.length - hiA;
  if (loA < hiA && loB < hiB && !myers(idsA, idsB, loA, hiA, loB, hiB, maxEdits, partner, stats)) {
    anchors(idsA, idsB, loA, hiA, loB, hiB, partner, stats);
  }
  return Array.from(partner);
}
