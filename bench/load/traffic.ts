/**
 * Marketplace traffic for `npm run bench:load` and its 10 s test: `concurrency` visitors, each making one call after
 * another drawn from a mix (mix.ts) for a fixed time, and optionally approvals at a fixed rate beside them.
 */
import type { Actors } from './actors.ts';
import { send } from './calls.ts';
import type { TrafficTarget } from './http.ts';
import { kinds, MARKETPLACE_MIX, pickKind, readsOf, without, type Kind, type Mix } from './mix.ts';
import { paced } from './pacer.ts';
import { Tally, type TrafficReport } from './tally.ts';

export interface TrafficOptions {
  concurrency: number;
  durationMs: number;
  /** What the visitors draw from; by default the marketplace's, without approvals when no admin signed in. */
  mix?: Mix;
  /** Approvals started on a timer, outside the visitors' pool (0: none). */
  approvalsPerSecond?: number;
  /**
   * Reads of the mix before the measured time, not counted: a server just started runs its first thousands of
   * calls several times slower (code not yet compiled to machine code, pools not yet full), as no server serving
   * for a while does.
   */
  warmupMs?: number;
  /** Called as the measured time begins, after the warm-up. */
  onMeasuring?: () => void;
}

/** Keeps `concurrency` calls in flight for `durationMs` (and the paced approvals going), then waits for the last. */
export async function runTraffic(
  target: TrafficTarget,
  actors: Actors,
  options: TrafficOptions,
): Promise<TrafficReport> {
  const mix = options.mix ?? (actors.admin ? MARKETPLACE_MIX : without(MARKETPLACE_MIX, 'approve'));
  const approvalsPerSecond = options.approvalsPerSecond ?? 0;
  const made = new Set<Kind>(mix.map(([kind]) => kind));
  if (approvalsPerSecond > 0) made.add('approve');
  if (made.has('approve') && !actors.admin) throw new Error('approvals need an admin: pass one to prepareActors');

  let sequence = 0;
  /** `concurrency` visitors drawing calls from `drawn` until `deadline`, each measured into `tally`. */
  const visitors = (drawn: Mix, tally: Tally, deadline: number) =>
    Array.from({ length: options.concurrency }, async () => {
      while (performance.now() < deadline) {
        const kind = pickKind(drawn);
        await tally.measure(kind, () => send(target, actors, kind, ++sequence));
      }
    });

  if (options.warmupMs) {
    await Promise.all(visitors(readsOf(mix), new Tally(kinds), performance.now() + options.warmupMs));
  }

  const tally = new Tally(kinds.filter((kind) => made.has(kind)));
  options.onMeasuring?.();
  const started = performance.now();
  const deadline = started + options.durationMs;
  const approvals =
    approvalsPerSecond > 0
      ? paced(approvalsPerSecond, deadline, () =>
          tally.measure('approve', () => send(target, actors, 'approve', ++sequence)),
        )
      : Promise.resolve();
  await Promise.all([approvals, ...visitors(mix, tally, deadline)]);
  return tally.report((performance.now() - started) / 1000, options.concurrency);
}
