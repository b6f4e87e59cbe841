/**
 * A buyer's saved searches as one cached list (newest first, as the server lists them). Each write puts the
 * server's answer into the list, so the search page's 'Saved' and the account's list follow without a new read.
 */
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedSearch, SavedSearchCreate, SavedSearchUpdate } from '@contract/savedSearches';
import { createSavedSearch, deleteSavedSearch, savedSearchesQueryKey, updateSavedSearch } from './savedSearchesApi';

/** The list while `enabled` (signed in). */
export function useSavedSearches(enabled: boolean) {
  return useQuery<SavedSearch[]>({ queryKey: savedSearchesQueryKey, enabled });
}

function changeList(queryClient: QueryClient, change: (list: SavedSearch[]) => SavedSearch[]) {
  // Not read yet: nothing to change; the first read brings the write with it.
  queryClient.setQueryData<SavedSearch[]>(savedSearchesQueryKey, (list) => (list ? change(list) : list));
}

export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (search: SavedSearchCreate) => createSavedSearch(search),
    onSuccess: (saved) => changeList(queryClient, (list) => [saved, ...list]),
  });
}

export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: SavedSearchUpdate }) => updateSavedSearch(id, changes),
    onSuccess: (saved) =>
      changeList(queryClient, (list) => list.map((search) => (search.id === saved.id ? saved : search))),
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteSavedSearch(id),
    onSuccess: (_answer, id) => changeList(queryClient, (list) => list.filter((search) => search.id !== id)),
  });
}
