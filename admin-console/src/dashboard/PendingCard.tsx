import { Box, Card, CardActions, CardContent, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useId } from 'react';
import { formatLocalDate, formatPrice } from '@contract/format';
import type { PendingListing } from '@contract/listings';
import { ChangesDisclosure } from './ListingChanges';
import { PendingActions, submittedAt, type Decision } from './PendingActions';
import { PendingVehicle } from './PendingVehicle';

/**
 * One item of the queue on a phone or a tablet: the table's columns in a few lines (price beside the mileage, the
 * location and the submitted date, the seller's contact), the actions within a thumb's reach, and a change's fields
 * folded behind their count.
 */
export function PendingCard({
  listing,
  busy,
  onDecide,
}: {
  listing: PendingListing;
  busy: boolean;
  onDecide: Decision;
}) {
  const headingId = useId();
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId}>
      <CardContent sx={{ p: 1.5, pb: 1 }}>
        <PendingVehicle listing={listing} headingId={headingId} price={formatPrice(listing.price)} />
        <Box component="dl" sx={{ m: 0, mt: 1, '& dd': { m: 0, overflowWrap: 'anywhere' } }}>
          <Box component="dt" sx={visuallyHidden}>
            Location
          </Box>
          <Typography component="dd" variant="body2">
            {listing.location}
          </Typography>
          <Box component="dt" sx={visuallyHidden}>
            Submitted
          </Box>
          <Typography component="dd" variant="body2" color="text.secondary">
            Submitted {formatLocalDate(submittedAt(listing))}
          </Typography>
          <Box component="dt" sx={visuallyHidden}>
            Seller
          </Box>
          <Typography component="dd" variant="body2" color="text.secondary">
            {listing.contactEmail} · {listing.contactPhone}
          </Typography>
        </Box>
        {listing.review.kind === 'change' && (
          <Box sx={{ mt: 0.5 }}>
            <ChangesDisclosure changes={listing.review.changes} />
          </Box>
        )}
      </CardContent>
      <CardActions sx={{ px: 1.5, pb: 1.5, pt: 0 }}>
        <PendingActions listing={listing} busy={busy} onDecide={onDecide} size="medium" />
      </CardActions>
    </Card>
  );
}
