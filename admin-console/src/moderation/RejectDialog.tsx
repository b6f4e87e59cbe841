import CheckIcon from '@mui/icons-material/Check';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import {
  composeRejectionReason,
  REASON_NOTE_MAX_LENGTH,
  rejectionReasons,
  type RejectionReasonId,
} from '@contract/rejectionReasons';

interface RejectDialogProps {
  open: boolean;
  /** 'Reject listing', 'Reject changes', 'Reject 3 listings'. */
  title: string;
  /** The question: the spec's reject prompt for a listing, its own for a change. */
  prompt: string;
  /** The confirming button's text. */
  confirmLabel?: string;
  onClose(): void;
  /** The reason as it is stored and shown to the seller, or undefined when none was given. */
  onConfirm(reason: string | undefined): void;
}

/**
 * The reject question with an optional reason: any of the common reasons (contract/rejectionReasons.ts, the wording
 * the seller reads) and the admin's own words. Closing it in any way forgets what was picked.
 */
export function RejectDialog({ open, title, prompt, confirmLabel = 'Reject', onClose, onConfirm }: RejectDialogProps) {
  const [picked, setPicked] = useState<ReadonlySet<RejectionReasonId>>(new Set());
  const [note, setNote] = useState('');
  const id = useId();

  const reset = () => {
    setPicked(new Set());
    setNote('');
  };
  const close = () => {
    reset();
    onClose();
  };
  const confirm = () => {
    const reason = composeRejectionReason(picked, note);
    reset();
    onConfirm(reason);
  };
  const toggle = (reason: RejectionReasonId) =>
    setPicked((current) => {
      const next = new Set(current);
      if (!next.delete(reason)) next.add(reason);
      return next;
    });

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-prompt`}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-prompt`}>{prompt}</DialogContentText>
        <Box role="group" aria-labelledby={`${id}-reasons`} sx={{ mt: 2 }}>
          <Typography id={`${id}-reasons`} variant="subtitle2" component="p" sx={{ mb: 1 }}>
            Reason (optional)
          </Typography>
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
            {rejectionReasons.map((reason) => {
              const selected = picked.has(reason.id);
              return (
                <Chip
                  key={reason.id}
                  label={reason.label}
                  onClick={() => toggle(reason.id)}
                  aria-pressed={selected}
                  color={selected ? 'primary' : 'default'}
                  variant={selected ? 'filled' : 'outlined'}
                  icon={selected ? <CheckIcon /> : undefined}
                />
              );
            })}
          </Stack>
        </Box>
        <TextField
          label="In your own words (optional)"
          helperText="The seller sees the reason on their dashboard; it is kept in the listing's history."
          value={note}
          onChange={(event) => setNote(event.target.value)}
          slotProps={{ htmlInput: { maxLength: REASON_NOTE_MAX_LENGTH } }}
          fullWidth
          multiline
          minRows={2}
          margin="normal"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button color="error" variant="contained" onClick={confirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
