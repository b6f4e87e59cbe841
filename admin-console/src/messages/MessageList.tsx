import { BooleanField, ChipField, Datagrid, DateField, List, SearchInput, TextField } from 'react-admin';
import { FilterTabs } from '../form/FilterTabs';
import { MarkManyHandledButton } from './MarkManyHandledButton';
import { VehicleLink } from './VehicleLink';

const tabs = [
  { value: 'new', label: 'New' },
  { value: 'handled', label: 'Handled' },
  { value: undefined, label: 'All' },
];

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Name, email, subject or text" />];

/** Buyers' enquiries: the inbox opens on the new ones. */
export function MessageList() {
  return (
    <List
      filters={filters}
      filterDefaultValues={{ status: 'new' }}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      title="Messages"
    >
      <FilterTabs source="status" tabs={tabs} label="Messages by status" />
      <Datagrid rowClick="show" bulkActionButtons={<MarkManyHandledButton />}>
        <DateField source="createdAt" label="Received" showTime />
        <TextField source="senderName" label="From" />
        <TextField source="senderEmail" label="Email" />
        <TextField source="subject" />
        <VehicleLink />
        <BooleanField source="isFinancingInterest" label="Financing" />
        <BooleanField source="isTradeInInterest" label="Trade-in" />
        <ChipField source="status" size="small" />
      </Datagrid>
    </List>
  );
}
