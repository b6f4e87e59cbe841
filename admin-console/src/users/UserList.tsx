import { useMediaQuery, type Theme } from '@mui/material';
import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleList,
  TextField,
} from 'react-admin';
import type { Role } from '@contract/api';
import { formatLocalDate } from '@contract/format';
import { roleChoices } from './roleChoices';

interface UserRow {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  createdAt: string;
}

const fullName = (user: UserRow) => [user.firstName, user.lastName].filter(Boolean).join(' ');

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name or email" />,
  <SelectInput key="role" source="role" choices={roleChoices} />,
];

/** Accounts, newest first. On a phone a list (email, name, role, joined) opening the account. */
export function UserList() {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      {phone ? (
        <SimpleList<UserRow>
          rowClick="edit"
          primaryText={(user) => user.email}
          secondaryText={(user) => [fullName(user), user.role].filter(Boolean).join(' · ')}
          tertiaryText={(user) => formatLocalDate(user.createdAt)}
          sx={{ '& .MuiListItemText-primary': { overflowWrap: 'anywhere' } }}
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <NumberField source="id" label="ID" />
          {/* Plain text: a mailto link would swallow the row click that opens the account. */}
          <TextField source="email" sx={{ display: 'block', overflowWrap: 'anywhere' }} />
          <FunctionField label="Name" sortBy="lastName" render={(user: UserRow) => fullName(user) || '—'} />
          <SelectField source="role" choices={roleChoices} />
          <DateField source="createdAt" label="Joined" />
        </Datagrid>
      )}
    </List>
  );
}
