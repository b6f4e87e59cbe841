import type { QueryClient } from '@tanstack/react-query';
import { FIRST_DATA_ELEMENT_ID, type FirstQuery } from '@contract/firstData';

/**
 * Puts the answers the server wrote into the page into the query cache, so the first screen renders them at once.
 * Anything unreadable is ignored: the screen then asks the API as it would have anyway.
 */
export function seedFirstData(client: QueryClient, doc: Document = document): void {
  const element = doc.getElementById(FIRST_DATA_ELEMENT_ID);
  if (!element) return;
  element.remove();
  let queries: unknown;
  try {
    queries = JSON.parse(element.textContent ?? '');
  } catch {
    return;
  }
  if (Array.isArray(queries)) seedQueries(client, queries as FirstQuery[]);
}

/** The same answers in the cache the server draws the page from (renderPage.tsx), so both draw the same screen. */
export function seedQueries(client: QueryClient, queries: readonly FirstQuery[]): void {
  for (const query of queries) {
    if (!Array.isArray(query?.queryKey) || query.data === undefined) continue;
    client.setQueryData(query.queryKey, query.data);
    // Stale, so the screen's query asks again when it mounts, while it shows this data.
    if (query.askAgain) void client.invalidateQueries({ queryKey: query.queryKey, refetchType: 'none' });
  }
}
