import { Box, Chip, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  BooleanInput,
  Datagrid,
  DateField,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SimpleList,
  TextField,
} from 'react-admin';
import { formatLocalDate, formatMileage, formatPrice, vehicleName } from '@contract/format';
import type { Vehicle } from '@contract/listings';
import { FilterTabs } from '../form/FilterTabs';
import { BulkModerationButtons } from './BulkModerationButtons';
import { statusTabs } from './choices';
import { VehicleThumbnail } from './VehicleThumbnail';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Make, model, VIN, seller email…" />,
  <BooleanInput key="isFeatured" source="isFeatured" label="Featured only" />,
];

/** The stored status, and the Featured flag beside it. */
function StatusCell({ vehicle }: { vehicle: Vehicle }) {
  return (
    <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      <Chip label={vehicle.status} size="small" />
      {vehicle.isFeatured && <Chip label="Featured" size="small" color="primary" variant="outlined" />}
    </Stack>
  );
}

/** Two lines of facts under the name on a phone: price and mileage; status, Featured and the submitted date. */
const phoneFacts = (vehicle: Vehicle) => (
  <>
    <Box component="span" sx={{ display: 'block' }}>
      {formatPrice(vehicle.price)} · {formatMileage(vehicle.mileage, { unit: 'miles' })}
    </Box>
    <Box component="span" sx={{ display: 'block' }}>
      {[vehicle.status, vehicle.isFeatured ? 'featured' : '', formatLocalDate(vehicle.createdAt)]
        .filter(Boolean)
        .join(' · ')}
    </Box>
  </>
);

/**
 * Every listing in any status: tabs by status, search, sort, bulk moderation. On a phone a list of cars (photo,
 * name, price, mileage, status, date) opening the form; wider, a table whose columns fit beside the menu: the
 * mileage under the name, the Featured flag beside the status, and the views and the seller's email from 1200 px.
 */
export function VehicleList() {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const roomy = useMediaQuery<Theme>((theme) => theme.breakpoints.up('lg'));
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} title="Listings">
      <FilterTabs source="status" tabs={statusTabs} label="Listings by status" />
      {phone ? (
        <SimpleList<Vehicle>
          rowClick="edit"
          leftIcon={(vehicle) => <VehicleThumbnail src={vehicle.images[0]} sx={{ mr: 2 }} />}
          primaryText={(vehicle) => vehicleName(vehicle)}
          secondaryText={phoneFacts}
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={<BulkModerationButtons />}>
          <FunctionField
            label="Vehicle"
            sortBy="make"
            render={(vehicle: Vehicle) => (
              <>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {vehicleName(vehicle)}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                  {formatMileage(vehicle.mileage, { unit: 'miles' })}
                </Typography>
              </>
            )}
          />
          <FunctionField
            label="Price"
            sortBy="price"
            sx={{ whiteSpace: 'nowrap' }}
            render={(vehicle: Vehicle) => formatPrice(vehicle.price)}
          />
          <FunctionField
            label="Status"
            sortBy="status"
            render={(vehicle: Vehicle) => <StatusCell vehicle={vehicle} />}
          />
          {roomy && <NumberField source="views" />}
          {roomy && (
            <TextField
              source="contactEmail"
              label="Seller email"
              sortable={false}
              sx={{ display: 'block', overflowWrap: 'anywhere', minWidth: 140 }}
            />
          )}
          <DateField source="createdAt" label="Submitted" sx={{ whiteSpace: 'nowrap' }} />
        </Datagrid>
      )}
    </List>
  );
}
