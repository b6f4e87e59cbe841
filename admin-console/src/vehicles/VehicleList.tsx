import {
  BooleanField,
  BooleanInput,
  ChipField,
  Datagrid,
  DateField,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  TextField,
} from 'react-admin';
import { formatMileage, formatPrice, vehicleName } from '@contract/format';
import type { Vehicle } from '@contract/listings';
import { FilterTabs } from '../form/FilterTabs';
import { BulkModerationButtons } from './BulkModerationButtons';
import { statusTabs } from './choices';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Make, model, VIN, seller email…" />,
  <BooleanInput key="isFeatured" source="isFeatured" label="Featured only" />,
];

/** Every listing in any status: tabs by status, search, sort, bulk moderation. */
export function VehicleList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} title="Listings">
      <FilterTabs source="status" tabs={statusTabs} label="Listings by status" />
      <Datagrid rowClick="edit" bulkActionButtons={<BulkModerationButtons />}>
        {/* Vehicle, price, state and seller fit 1280 px with the menu; the rest is one click away in the form. */}
        <FunctionField
          label="Vehicle"
          sortBy="make"
          sx={{ display: 'block', minWidth: 180 }}
          render={(vehicle: Vehicle) => vehicleName(vehicle)}
        />
        <FunctionField
          label="Price"
          sortBy="price"
          sx={{ whiteSpace: 'nowrap' }}
          render={(vehicle: Vehicle) => formatPrice(vehicle.price)}
        />
        <FunctionField
          label="Mileage"
          sortBy="mileage"
          sx={{ whiteSpace: 'nowrap' }}
          render={(vehicle: Vehicle) => formatMileage(vehicle.mileage, { unit: 'miles' })}
        />
        <ChipField source="status" size="small" />
        <BooleanField source="isFeatured" label="Featured" FalseIcon={null} />
        <NumberField source="views" />
        <TextField source="contactEmail" label="Seller email" sortable={false} />
        <DateField source="createdAt" label="Submitted" />
      </Datagrid>
    </List>
  );
}
