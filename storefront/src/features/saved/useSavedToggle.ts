import { toast } from '../toast/toastStore';
import { toggleSavedId, useSavedIds } from './savedVehicles';

/** Whether a vehicle is saved, and the toggle with its 'Saved'/'Removed' toasts. */
export function useSavedToggle(vehicleId: number) {
  const saved = useSavedIds().includes(vehicleId);
  function toggle() {
    if (toggleSavedId(vehicleId)) {
      toast({ title: 'Vehicle saved!', description: 'Access your saved vehicles from your dashboard.' });
    } else {
      toast({ title: 'Vehicle removed from saved', description: 'You can find it again in search results.' });
    }
  }
  return { saved, toggle };
}
