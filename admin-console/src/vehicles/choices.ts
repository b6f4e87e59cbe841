import {
  bodyTypes,
  conditions,
  drivetrains,
  fuelTypes,
  transmissions,
  vehicleStatuses,
} from '@contract/catalog/listingOptions';

/** react-admin select choices from the contract's stored values: the value is also its own label. */
const choicesOf = (values: readonly string[]) => values.map((value) => ({ id: value, name: value }));

export const conditionChoices = choicesOf(conditions);
export const bodyTypeChoices = choicesOf(bodyTypes);
export const fuelTypeChoices = choicesOf(fuelTypes);
export const transmissionChoices = choicesOf(transmissions);
export const drivetrainChoices = choicesOf(drivetrains);
export const statusChoices = choicesOf(vehicleStatuses);

/** The list's tabs; 'approved' reads Active on the storefront, the console keeps the stored word. */
export const statusTabs = [
  { value: undefined, label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'sold', label: 'Sold' },
];
