import { Datagrid, DateField, List, SearchInput, TextField } from 'react-admin';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Title" />];

/** The storefront's content pages (How it works, Financing, FAQ, Privacy policy). */
export function PageList() {
  return (
    <List filters={filters} sort={{ field: 'slug', order: 'ASC' }} perPage={25} exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="title" />
        <TextField source="slug" label="Address" />
        <DateField source="updatedAt" label="Last changed" showTime />
      </Datagrid>
    </List>
  );
}
