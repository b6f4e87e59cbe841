import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import { ChipField, Datagrid, DateField, FunctionField, List, SearchInput, SimpleList, TextField } from 'react-admin';
import { FilterTabs } from '../form/FilterTabs';
import { FinancingSummaryField } from './FinancingAnswers';
import { MarkManyHandledButton } from './MarkManyHandledButton';
import { VehicleLink } from './VehicleLink';

const tabs = [
  { value: 'new', label: 'New' },
  { value: 'handled', label: 'Handled' },
  { value: undefined, label: 'All' },
];

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Name, email, subject or text" />];

interface MessageRow {
  id: number;
  createdAt: string;
  senderName: string;
  senderEmail: string;
  subject: string;
  status: 'new' | 'handled';
  isFinancingInterest: boolean;
  isTradeInInterest: boolean;
}

/** What the buyer ticked on the form, in words: 'Financing, Trade-in', or nothing. */
const interests = (message: MessageRow) =>
  [message.isFinancingInterest && 'Financing', message.isTradeInInterest && 'Trade-in'].filter(Boolean).join(', ');

const received = (message: MessageRow) =>
  new Date(message.createdAt).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' });

/**
 * Buyers' enquiries: the inbox opens on the new ones. On a phone or a tablet a list (subject, sender, interests,
 * when, status) opening the message; from 1200 px a table with the sender's name over their email and the two
 * interests in one column.
 */
export function MessageList() {
  // The inbox's columns (with the pre-qualification) fit beside the menu from 1200 px; narrower, the list.
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('lg'));
  return (
    <List
      filters={filters}
      filterDefaultValues={{ status: 'new' }}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      title="Messages"
    >
      <FilterTabs source="status" tabs={tabs} label="Messages by status" />
      {narrow ? (
        <SimpleList<MessageRow>
          rowClick="show"
          primaryText={(message) => message.subject}
          secondaryText={(message) => (
            <>
              <Box component="span" sx={{ display: 'block' }}>
                {[message.senderName, interests(message)].filter(Boolean).join(' · ')}
              </Box>
              <Box component="span" sx={{ display: 'block' }}>
                {received(message)} · {message.status}
              </Box>
            </>
          )}
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={<MarkManyHandledButton />}>
          <DateField source="createdAt" label="Received" showTime sx={{ display: 'block', minWidth: 90 }} />
          <FunctionField
            label="From"
            sortBy="senderName"
            render={(message: MessageRow) => (
              <>
                <Typography variant="body2">{message.senderName}</Typography>
                {/* A usual address on one line; only a longer one breaks. */}
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', minWidth: 150 }}>
                  {message.senderEmail}
                </Typography>
              </>
            )}
          />
          <TextField source="subject" sx={{ display: 'block', minWidth: 160 }} />
          {/* The header is read from the element's props: the component's default label would leave it empty. */}
          <VehicleLink label="Vehicle" />
          <FunctionField
            label="Interested in"
            sortable={false}
            render={(message: MessageRow) => interests(message) || '—'}
          />
          <FinancingSummaryField label="Pre-qualification" />
          <ChipField source="status" size="small" />
        </Datagrid>
      )}
    </List>
  );
}
