import { COMPARE_MAX } from '@contract/compare';
import { toast } from '../toast/toastStore';
import { toggleCompareId, useCompareIds } from './compareVehicles';

/** Whether a vehicle is in the compare selection, and the toggle; a car beyond COMPARE_MAX is refused with a toast. */
export function useCompareToggle(vehicleId: number) {
  const selected = useCompareIds().includes(vehicleId);
  function toggle() {
    if (toggleCompareId(vehicleId) === 'full') {
      toast({
        title: `You can compare up to ${COMPARE_MAX} cars`,
        description: 'Remove one from the comparison to add this one.',
      });
    }
  }
  return { selected, toggle };
}
