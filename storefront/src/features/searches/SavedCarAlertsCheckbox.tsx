import { useState } from 'react';
import type { CurrentUser } from '@contract/api';
import { useSavedCarAlerts } from './useSavedCarAlerts';

/**
 * 'Email me when a saved car drops in price', saved as soon as it is ticked. The choice shows at once and while it
 * saves: held in state set by the click itself, since the mutation's own pending state arrives a tick later and the
 * box would spring back in between. A failed save shows the stored choice again.
 */
export function SavedCarAlertsCheckbox({ user }: { user: CurrentUser }) {
  const change = useSavedCarAlerts();
  const [chosen, setChosen] = useState<boolean | null>(null);
  return (
    <label className="flex min-h-10 cursor-pointer items-start gap-3 text-sm">
      <input
        type="checkbox"
        checked={chosen ?? user.savedCarAlerts}
        disabled={chosen !== null}
        onChange={(event) => {
          const wanted = event.target.checked;
          setChosen(wanted);
          change.mutate(wanted, { onSettled: () => setChosen(null) });
        }}
        className="mt-0.5 size-4 shrink-0 accent-ink"
      />
      <span>
        <span className="font-medium text-ink">Email me when a saved car drops in price</span>
        <span className="mt-0.5 block text-muted">For the cars you saved with the heart, while they are for sale.</span>
      </span>
    </label>
  );
}
