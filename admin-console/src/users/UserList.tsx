import { Datagrid, DateField, List, NumberField, SearchInput, SelectField, SelectInput, TextField } from 'react-admin';
import { roleChoices } from './roleChoices';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name or email" />,
  <SelectInput key="role" source="role" choices={roleChoices} />,
];

export function UserList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <NumberField source="id" label="ID" />
        {/* Plain text: a mailto link would swallow the row click that opens the account. */}
        <TextField source="email" />
        <TextField source="firstName" emptyText="—" />
        <TextField source="lastName" emptyText="—" />
        <SelectField source="role" choices={roleChoices} />
        <DateField source="createdAt" label="Joined" />
      </Datagrid>
    </List>
  );
}
