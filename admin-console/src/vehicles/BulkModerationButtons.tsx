import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useListContext } from 'react-admin';
import { REJECT_PROMPT } from '../moderation/messages';
import { useStatusChange } from '../moderation/useStatusChange';

/**
 * Bulk approve and bulk reject of the selected listings, one moderation call each. Rejecting asks the reject
 * question and takes an optional reason, kept in each listing's history.
 */
export function BulkModerationButtons() {
  const { selectedIds, onUnselectItems } = useListContext();
  const statusChange = useStatusChange({ onSuccess: () => onUnselectItems() });
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const ids = selectedIds.map(Number);

  const reject = () => {
    setRejecting(false);
    statusChange.mutate({ ids, status: 'rejected', reason: reason.trim() || undefined });
    setReason('');
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
      <Dialog open={rejecting} onClose={() => setRejecting(false)} aria-labelledby={`${reasonId}-title`}>
        <DialogTitle id={`${reasonId}-title`}>
          Reject {ids.length === 1 ? 'listing' : `${ids.length} listings`}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {ids.length === 1 ? REJECT_PROMPT : 'Are you sure you want to reject these listings?'}
          </DialogContentText>
          <TextField
            id={reasonId}
            label="Reason (optional)"
            helperText="Kept in each listing's moderation history"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
            fullWidth
            multiline
            margin="normal"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRejecting(false)}>Cancel</Button>
          <Button color="error" variant="contained" onClick={reject}>
            Reject
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
