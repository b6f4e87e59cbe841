/**
 * Marketplace traffic for `npm run bench:load` and its 10 s test: `concurrency` visitors, each making one call after
 * another drawn from a mix (mix.ts) for a fixed time, and optionally approvals at a fixed rate beside them.
 */
import type { Actors } from './actors.ts';
import { send } from './calls.ts';
import type { TrafficTarget } from './http.ts';
import { kinds, MARKETPLACE_MIX, pickKind, without, type Kind, type Mix } from './mix.ts';
import { paced } from './pacer.ts';
import { Tally, type TrafficReport } from './tally.ts';

export interface TrafficOptions {
  concurrency: number;
  durationMs: number;
  /** What the visitors draw from; by default the marketplace's, without approvals when no admin signed in. */
  mix?: Mix;
  /** Approvals started on a timer, outside the visitors' pool (0: none). */
  approvalsPerSecond?: number;
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

  const tally = new Tally(kinds.filter((kind) => made.has(kind)));
  let sequence = 0;
  const started = performance.now();
  const deadline = started + options.durationMs;

  async function visitor(): Promise<void> {
    while (performance.now() < deadline) {
      const kind = pickKind(mix);
      await tally.measure(kind, () => send(target, actors, kind, ++sequence));
    }
  }

  const approvals =
    approvalsPerSecond > 0
      ? paced(approvalsPerSecond, deadline, () =>
          tally.measure('approve', () => send(target, actors, 'approve', ++sequence)),
        )
      : Promise.resolve();
  await Promise.all([approvals, ...Array.from({ length: options.concurrency }, visitor)]);
  return tally.report((performance.now() - started) / 1000, options.concurrency);
}
