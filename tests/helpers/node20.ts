/**
 * Vitest 5's reporter calls Map.groupBy, which Node 20 lacks (Node 21+): without this, a failing test crashes the
 * report instead of printing it. Loaded by vitest.config.ts in the main process.
 */
const mapWithGroupBy = Map as unknown as { groupBy?: unknown };
if (typeof mapWithGroupBy.groupBy !== 'function') {
  mapWithGroupBy.groupBy = <K, V>(items: Iterable<V>, keyOf: (item: V, index: number) => K): Map<K, V[]> => {
    const groups = new Map<K, V[]>();
    let index = 0;
    for (const item of items) {
      const key = keyOf(item, index++);
      const group = groups.get(key);
      if (group) group.push(item);
      else groups.set(key, [item]);
    }
    return groups;
  };
}
