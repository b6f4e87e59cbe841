/**
 * The calls of a buyer's saved searches (GET, POST /api/user/searches; PATCH, DELETE /api/user/searches/{id}) and
 * of an alert email's unsubscribe link (POST /api/alerts/unsubscribe?token=).
 */
import type { UnsubscribeResult } from '@contract/alerts';
import type { SavedSearch, SavedSearchCreate, SavedSearchUpdate } from '@contract/savedSearches';
import { apiRequest } from '../../lib/api';

export const savedSearchesQueryKey = ['/api/user/searches'] as const;

export async function createSavedSearch(search: SavedSearchCreate): Promise<SavedSearch> {
  return (await apiRequest('POST', '/api/user/searches', search)).json() as Promise<SavedSearch>;
}

export async function updateSavedSearch(id: number, changes: SavedSearchUpdate): Promise<SavedSearch> {
  return (await apiRequest('PATCH', `/api/user/searches/${id}`, changes)).json() as Promise<SavedSearch>;
}

export async function deleteSavedSearch(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/user/searches/${id}`);
}

export async function unsubscribe(token: string): Promise<UnsubscribeResult> {
  const response = await apiRequest('POST', `/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`);
  return (await response.json()) as UnsubscribeResult;
}
