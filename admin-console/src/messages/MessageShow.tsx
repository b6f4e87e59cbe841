import {
  BooleanField,
  ChipField,
  DateField,
  EmailField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { FinancingAnswers } from './FinancingAnswers';
import { MarkHandledButton } from './MarkHandledButton';
import { VehicleLink } from './VehicleLink';

function MessageTitle() {
  const message = useRecordContext<{ subject: string }>();
  return <>{message?.subject ?? 'Message'}</>;
}

/** One enquiry in full, with the listing it is about and the New/Handled switch. */
export function MessageShow() {
  return (
    <Show
      title={<MessageTitle />}
      actions={
        <TopToolbar>
          <MarkHandledButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <ChipField source="status" size="small" />
        <DateField source="createdAt" label="Received" showTime />
        <TextField source="senderName" label="From" />
        <EmailField source="senderEmail" label="Email" />
        <TextField source="senderPhone" label="Phone" emptyText="—" />
        <VehicleLink label="About" />
        <TextField source="subject" />
        <TextField source="message" sx={{ whiteSpace: 'pre-wrap' }} />
        <BooleanField source="isFinancingInterest" label="Interested in financing" />
        <FinancingAnswers label={false} />
        <BooleanField source="isTradeInInterest" label="Has a trade-in" />
      </SimpleShowLayout>
    </Show>
  );
}
