import { useMediaQuery, type Theme } from '@mui/material';
import {
  Datagrid,
  DateField,
  Edit,
  FunctionField,
  Labeled,
  ReferenceManyField,
  SaveButton,
  SelectInput,
  SimpleForm,
  SimpleList,
  TextField,
  Toolbar,
  useGetIdentity,
  useRecordContext,
} from 'react-admin';
import { formatPrice, vehicleName } from '@contract/format';
import type { Vehicle } from '@contract/listings';
import { onlyChanged } from '../form/onlyChanged';
import { roleChoices } from './roleChoices';

function UserTitle() {
  const user = useRecordContext<{ email: string }>();
  return <>{user?.email ?? 'Account'}</>;
}

/** Saving is the only action: accounts are not deleted from the console. */
const SaveOnly = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/** The server refuses a change of one's own role; the form says so before anyone tries. */
function RoleInput() {
  const user = useRecordContext<{ id: number }>();
  const { identity } = useGetIdentity();
  const own = user != null && identity?.id === user.id;
  return (
    <SelectInput
      source="role"
      choices={roleChoices}
      disabled={own}
      helperText={own ? 'You cannot change your own role: ask another admin' : 'Editors may change the content pages'}
    />
  );
}

/** An account: its details, its role (the one thing to change here) and its listings (on a phone, a list). */
export function UserEdit() {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <Edit title={<UserTitle />} mutationMode="pessimistic" transform={onlyChanged}>
      <SimpleForm toolbar={<SaveOnly />}>
        <Labeled>
          <TextField source="email" />
        </Labeled>
        <Labeled>
          <TextField source="firstName" emptyText="—" />
        </Labeled>
        <Labeled>
          <TextField source="lastName" emptyText="—" />
        </Labeled>
        <Labeled label="Joined">
          <DateField source="createdAt" />
        </Labeled>
        <RoleInput />
        <Labeled label="Listings" fullWidth>
          <ReferenceManyField
            reference="vehicles"
            target="userId"
            sort={{ field: 'createdAt', order: 'DESC' }}
            empty={<p>No listings.</p>}
          >
            {phone ? (
              <SimpleList<Vehicle>
                rowClick="edit"
                primaryText={(vehicle) => vehicleName(vehicle)}
                secondaryText={(vehicle) => `${formatPrice(vehicle.price)} · ${vehicle.status}`}
                sx={{ py: 0 }}
              />
            ) : (
              <Datagrid rowClick="edit" bulkActionButtons={false}>
                <FunctionField<Vehicle> label="Vehicle" render={(vehicle) => vehicleName(vehicle)} />
                <FunctionField<Vehicle> label="Price" render={(vehicle) => formatPrice(vehicle.price)} />
                <TextField source="status" />
              </Datagrid>
            )}
          </ReferenceManyField>
        </Labeled>
      </SimpleForm>
    </Edit>
  );
}
