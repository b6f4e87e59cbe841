import { useQuery } from '@tanstack/react-query';
import type { UnsubscribeResult } from '@contract/alerts';
import { unsubscribe } from './savedSearchesApi';

/**
 * The unsubscribe link's call, made once as the page opens: a cached answer per token (never stale, no retry), so
 * a second render or StrictMode's second effect does not call again.
 */
export function useUnsubscribe(token: string | null) {
  return useQuery<UnsubscribeResult>({
    queryKey: ['/api/alerts/unsubscribe', token],
    queryFn: () => unsubscribe(token!),
    enabled: token !== null,
  });
}
