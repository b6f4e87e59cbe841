import { Button } from '@mui/material';
import { useNotify, useRecordContext, useUpdate } from 'react-admin';

interface Message {
  id: number;
  status: 'new' | 'handled';
}

/** Moves the enquiry in view between the inbox's New and Handled. */
export function MarkHandledButton() {
  const message = useRecordContext<Message>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!message) return null;
  const next = message.status === 'new' ? 'handled' : 'new';
  return (
    <Button
      variant={next === 'handled' ? 'contained' : 'outlined'}
      disabled={isPending}
      onClick={() =>
        update(
          'contact-messages',
          { id: message.id, data: { status: next }, previousData: message },
          {
            mutationMode: 'pessimistic',
            onSuccess: () =>
              notify(next === 'handled' ? 'Marked as handled' : 'Moved back to new', { type: 'success' }),
          },
        )
      }
    >
      {next === 'handled' ? 'Mark as handled' : 'Mark as new'}
    </Button>
  );
}
