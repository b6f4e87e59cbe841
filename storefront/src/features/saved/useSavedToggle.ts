import { errorMessage } from '../../lib/api';
import { toast } from '../toast/toastStore';
import { changeAccountSaved } from './accountSaved';
import { toggleSavedId } from './localSaved';
import { useSavedList } from './savedVehicles';

function toastSaved(saved: boolean) {
  if (saved) toast({ title: 'Vehicle saved!', description: 'Access your saved vehicles from your dashboard.' });
  else toast({ title: 'Vehicle removed from saved', description: 'You can find it again in search results.' });
}

/**
 * Whether a vehicle is saved, and the toggle with its 'Saved'/'Removed' toasts: in this browser for a visitor, in
 * the account when signed in (shown at once; taken back, with an error toast, if the server refuses).
 */
export function useSavedToggle(vehicleId: number) {
  const { signedIn, local, account, client } = useSavedList();
  const inAccount = signedIn && account.data !== undefined;
  const saved = inAccount ? account.data!.some((entry) => entry.vehicleId === vehicleId) : local.includes(vehicleId);

  function toggle() {
    if (!signedIn) {
      toastSaved(toggleSavedId(vehicleId));
      return;
    }
    const save = !saved;
    toastSaved(save);
    changeAccountSaved(client, vehicleId, save).catch((error: unknown) => {
      toast({
        title: save ? 'Vehicle not saved' : 'Vehicle not removed from saved',
        description: errorMessage(error),
        variant: 'destructive',
      });
    });
  }
  return { saved, toggle };
}
