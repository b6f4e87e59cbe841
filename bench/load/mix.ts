/** The kinds of call the load makes and the shares it draws them in. */
export const kinds = ['search', 'details', 'contact', 'create', 'edit', 'approve'] as const;
export type Kind = (typeof kinds)[number];

/** Relative weights; they need not sum to 1. */
export type Mix = [Kind, number][];

const WRITES: ReadonlySet<Kind> = new Set(['contact', 'create', 'edit', 'approve']);

export const isWrite = (kind: Kind) => WRITES.has(kind);

/**
 * A marketplace reads far more than it writes: 2 % writes in all. Approvals stay below creates, so the sellers'
 * new listings keep the pending queue from emptying however long the run.
 */
export const MARKETPLACE_MIX: Mix = [
  ['search', 0.56],
  ['details', 0.42],
  ['contact', 0.006],
  ['create', 0.005],
  ['edit', 0.005],
  ['approve', 0.004],
];

export const readsOf = (mix: Mix): Mix => mix.filter(([kind]) => !isWrite(kind));

export const without = (mix: Mix, dropped: Kind): Mix => mix.filter(([kind]) => kind !== dropped);

export function pickKind(mix: Mix): Kind {
  let roll = Math.random() * mix.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [kind, weight] of mix) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  return mix[mix.length - 1][0];
}
