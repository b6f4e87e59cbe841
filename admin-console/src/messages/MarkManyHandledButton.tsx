import { Button } from '@mui/material';
import { useListContext, useNotify, useUpdateMany } from 'react-admin';

/** Bulk action of the inbox: the selected enquiries are handled. */
export function MarkManyHandledButton() {
  const { selectedIds, onUnselectItems } = useListContext();
  const notify = useNotify();
  const [updateMany, { isPending }] = useUpdateMany();
  return (
    <Button
      size="small"
      disabled={isPending}
      onClick={() =>
        updateMany(
          'contact-messages',
          { ids: selectedIds, data: { status: 'handled' } },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => {
              notify('Marked as handled', { type: 'success' });
              onUnselectItems();
            },
          },
        )
      }
    >
      Mark as handled
    </Button>
  );
}
