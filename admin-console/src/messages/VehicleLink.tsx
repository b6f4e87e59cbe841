import { FunctionField, ReferenceField } from 'react-admin';
import { vehicleName } from '@contract/format';
import type { Vehicle } from '@contract/listings';

/** The listing an enquiry is about, linked to its page in the console; general enquiries have none. */
export function VehicleLink({ label = 'Vehicle' }: { label?: string }) {
  return (
    <ReferenceField source="vehicleId" reference="vehicles" link="edit" label={label} emptyText="General enquiry">
      <FunctionField<Vehicle> render={(vehicle) => vehicleName(vehicle)} />
    </ReferenceField>
  );
}
