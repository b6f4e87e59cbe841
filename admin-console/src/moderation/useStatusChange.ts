import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { isRedirecting } from '../auth/redirect';
import type { ConsoleDataProvider, StatusChange } from '../dataProvider';
import { STATUS_UPDATED, STATUS_UPDATE_FAILED } from './messages';

/** Query keys of the dashboard's reads, refreshed after every change. */
export const moderationKeys = {
  all: ['moderation'] as const,
  stats: ['moderation', 'stats'] as const,
  pending: ['moderation', 'pending'] as const,
};

/**
 * Changes the status of one or more listings through the moderation call, with its toasts. A 401
 * is the auth layer's business (its own toast and redirect), so no failure toast is added then.
 */
export function useStatusChange(options: { onSuccess?: () => void } = {}) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: StatusChange) => dataProvider.changeVehicleStatus(change),
    onSuccess: () => {
      if (isRedirecting()) return;
      notify(STATUS_UPDATED, { type: 'success' });
      options.onSuccess?.();
    },
    onError: () => {
      if (!isRedirecting()) notify(STATUS_UPDATE_FAILED, { type: 'error' });
    },
    // The lists refresh: the dashboard's reads and react-admin's listing and history caches.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['vehicles'] }),
        queryClient.invalidateQueries({ queryKey: ['moderation-events'] }),
      ]),
  });
}
