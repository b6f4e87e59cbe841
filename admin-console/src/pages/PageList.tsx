import { useMediaQuery, type Theme } from '@mui/material';
import { Datagrid, DateField, List, SearchInput, SimpleList, TextField } from 'react-admin';
import { formatLocalDate } from '@contract/format';

interface PageRow {
  id: number;
  title: string;
  slug: string;
  updatedAt: string;
}

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Title" />];

/** The storefront's content pages (How it works, Financing, FAQ, Privacy policy); on a phone, a plain list. */
export function PageList() {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List filters={filters} sort={{ field: 'slug', order: 'ASC' }} perPage={25} exporter={false}>
      {phone ? (
        <SimpleList<PageRow>
          rowClick="edit"
          primaryText={(page) => page.title}
          secondaryText={(page) => `/${page.slug}`}
          tertiaryText={(page) => formatLocalDate(page.updatedAt)}
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="title" />
          <TextField source="slug" label="Address" />
          <DateField source="updatedAt" label="Last changed" showTime />
        </Datagrid>
      )}
    </List>
  );
}
