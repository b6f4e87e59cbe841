import { Box, Chip, Stack, Typography } from '@mui/material';
import { formatMileage, vehicleName } from '@contract/format';
import type { PendingListing } from '@contract/listings';
import { VehicleThumbnail } from '../vehicles/VehicleThumbnail';

/** The mark of an owner's edit of a live listing, beside its name. */
export function ChangeChip() {
  // info.dark rather than info: white on MUI's lighter blue falls short of AA contrast for small text.
  return (
    <Chip
      label="Changes to a live listing"
      size="small"
      sx={{
        alignSelf: 'flex-start',
        bgcolor: 'info.dark',
        color: 'info.contrastText',
        fontWeight: 600,
        // In a narrow column the words wrap rather than end in an ellipsis.
        height: 'auto',
        py: 0.25,
        '& .MuiChip-label': { whiteSpace: 'normal' },
      }}
    />
  );
}

/** Thumbnail, 'year make model' and mileage (and the price on a card); a change to a live listing says so. */
interface PendingVehicleProps {
  listing: PendingListing;
  /** Makes the name a heading with this id (a card's). */
  headingId?: string;
  /** Written after the mileage (a card's; the table has its own column). */
  price?: string;
}

export function PendingVehicle({ listing, headingId, price }: PendingVehicleProps) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <VehicleThumbnail src={listing.images[0]} />
      <Stack spacing={0.5} sx={{ minWidth: 0 }}>
        {listing.review.kind === 'change' && <ChangeChip />}
        <Typography
          id={headingId}
          {...(headingId ? { component: 'h3' as const } : {})}
          variant="body1"
          sx={{ fontWeight: 600 }}
        >
          {vehicleName(listing)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatMileage(listing.mileage, { unit: 'miles' })}
          {price && (
            <>
              {' · '}
              <Box component="span" sx={{ color: 'text.primary', fontWeight: 600 }}>
                {price}
              </Box>
            </>
          )}
        </Typography>
      </Stack>
    </Stack>
  );
}
