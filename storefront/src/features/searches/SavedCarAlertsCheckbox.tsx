import type { CurrentUser } from '@contract/api';
import { useSavedCarAlerts } from './useSavedCarAlerts';

/** 'Email me when a saved car drops in price', saved as soon as it is ticked (it shows the choice while it saves). */
export function SavedCarAlertsCheckbox({ user }: { user: CurrentUser }) {
  const change = useSavedCarAlerts();
  const checked = change.isPending ? change.variables : user.savedCarAlerts;
  return (
    <label className="flex min-h-10 cursor-pointer items-start gap-3 text-sm">
      <input
        type="checkbox"
        checked={checked}
        disabled={change.isPending}
        onChange={(event) => change.mutate(event.target.checked)}
        className="mt-0.5 size-4 shrink-0 accent-ink"
      />
      <span>
        <span className="font-medium text-ink">Email me when a saved car drops in price</span>
        <span className="mt-0.5 block text-muted">For the cars you saved with the heart, while they are for sale.</span>
      </span>
    </label>
  );
}
