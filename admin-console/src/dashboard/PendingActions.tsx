import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { vehicleName } from '@contract/format';
import type { PendingListing } from '@contract/listings';
import { REJECT_CHANGES_PROMPT, REJECT_PROMPT } from '../moderation/messages';
import { RejectDialog } from '../moderation/RejectDialog';

export type Decision = (status: 'approved' | 'rejected', reason?: string) => void;

/** When the item joined the queue: a new listing when it was created, a change when its owner submitted it. */
export function submittedAt(listing: PendingListing): string {
  return listing.review.kind === 'change' ? listing.review.submittedAt : listing.createdAt;
}

interface PendingActionsProps {
  listing: PendingListing;
  /** True while any status change is under way: every item's buttons wait. */
  busy: boolean;
  onDecide: Decision;
  size?: 'small' | 'medium';
}

/**
 * Approve (at once), Reject (after the reject question, with an optional reason) and View, for a new listing or for
 * an owner's change to a live one: the same status call decides either.
 */
export function PendingActions({ listing, busy, onDecide, size = 'small' }: PendingActionsProps) {
  const [rejecting, setRejecting] = useState(false);
  const name = vehicleName(listing);
  const change = listing.review.kind === 'change';
  // The accessible names start with the visible words, and say what is decided.
  const subject = change ? `changes to ${name}` : name;
  return (
    <>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          color="success"
          size={size}
          disabled={busy}
          onClick={() => onDecide('approved')}
          aria-label={`Approve ${subject}`}
        >
          Approve
        </Button>
        <Button
          variant="outlined"
          color="error"
          size={size}
          disabled={busy}
          onClick={() => setRejecting(true)}
          aria-label={`Reject ${subject}`}
        >
          Reject
        </Button>
        {/* The storefront's detail page (for a change, the live version): a full page load, outside the console. */}
        <Button size={size} href={`/vehicles/${listing.id}`} aria-label={`View ${name}`}>
          View
        </Button>
      </Stack>
      <RejectDialog
        open={rejecting}
        title={change ? 'Reject changes' : 'Reject listing'}
        prompt={change ? REJECT_CHANGES_PROMPT : REJECT_PROMPT}
        confirmLabel={change ? 'Reject changes' : 'Reject'}
        onClose={() => setRejecting(false)}
        onConfirm={(reason) => {
          setRejecting(false);
          onDecide('rejected', reason);
        }}
      />
    </>
  );
}
