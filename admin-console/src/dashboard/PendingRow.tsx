import { TableCell, TableRow, Typography } from '@mui/material';
import { formatLocalDate, formatPrice } from '@contract/format';
import type { PendingListing } from '@contract/listings';
import { ChangeList, fieldCount } from './ListingChanges';
import { PendingActions, submittedAt, type Decision } from './PendingActions';
import { PendingVehicle } from './PendingVehicle';

interface PendingRowProps {
  listing: PendingListing;
  /** True while any status change is under way: every row's buttons wait. */
  busy: boolean;
  onDecide: Decision;
  columnCount: number;
}

/**
 * One item of the queue on a wide screen: thumbnail and name, seller contact, price, location, submitted date,
 * actions. A change to a live listing is marked, dated when it was submitted, and followed by a row listing the
 * changed fields, old → new.
 */
export function PendingRow({ listing, busy, onDecide, columnCount }: PendingRowProps) {
  const review = listing.review;
  return (
    <>
      <TableRow sx={review.kind === 'change' ? { '& > td': { borderBottom: 0 } } : undefined}>
        <TableCell>
          <PendingVehicle listing={listing} />
        </TableCell>
        <TableCell>
          <Typography variant="body2">{listing.contactEmail}</Typography>
          <Typography variant="body2" color="text.secondary">
            {listing.contactPhone}
          </Typography>
        </TableCell>
        <TableCell>{formatPrice(listing.price)}</TableCell>
        <TableCell>{listing.location}</TableCell>
        <TableCell>{formatLocalDate(submittedAt(listing))}</TableCell>
        <TableCell>
          <PendingActions listing={listing} busy={busy} onDecide={onDecide} />
        </TableCell>
      </TableRow>
      {review.kind === 'change' && (
        <TableRow>
          <TableCell colSpan={columnCount} sx={{ pt: 0 }}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {fieldCount(review.changes.length)}, live value → submitted value:
            </Typography>
            <ChangeList changes={review.changes} />
          </TableCell>
        </TableRow>
      )}
    </>
  );
}
