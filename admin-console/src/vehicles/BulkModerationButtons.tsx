import { Button } from '@mui/material';
import { useState } from 'react';
import { useListContext } from 'react-admin';
import { REJECT_MANY_PROMPT, REJECT_PROMPT } from '../moderation/messages';
import { RejectDialog } from '../moderation/RejectDialog';
import { useStatusChange } from '../moderation/useStatusChange';

/**
 * Bulk approve and bulk reject of the selected listings, one moderation call each. Rejecting asks the reject
 * question and takes an optional reason (the dashboard's common reasons, or the admin's words), kept in each
 * listing's history.
 */
export function BulkModerationButtons() {
  const { selectedIds, onUnselectItems } = useListContext();
  const statusChange = useStatusChange({ onSuccess: () => onUnselectItems() });
  const [rejecting, setRejecting] = useState(false);
  const ids = selectedIds.map(Number);

  const reject = (reason: string | undefined) => {
    setRejecting(false);
    statusChange.mutate({ ids, status: 'rejected', reason });
  };

  return (
    <>
      <Button
        size="small"
        color="success"
        disabled={statusChange.isPending}
        onClick={() => statusChange.mutate({ ids, status: 'approved' })}
      >
        Approve
      </Button>
      <Button size="small" color="error" disabled={statusChange.isPending} onClick={() => setRejecting(true)}>
        Reject
      </Button>
      <RejectDialog
        open={rejecting}
        title={ids.length === 1 ? 'Reject listing' : `Reject ${ids.length} listings`}
        prompt={ids.length === 1 ? REJECT_PROMPT : REJECT_MANY_PROMPT}
        onClose={() => setRejecting(false)}
        onConfirm={reject}
      />
    </>
  );
}
