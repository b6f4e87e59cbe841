import { Box, Button, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm } from 'react-admin';
import { formatLocalDate, formatMileage, formatPrice, vehicleName } from '@contract/format';
import type { Vehicle } from '@contract/listings';
import { REJECT_PROMPT } from '../moderation/messages';

interface PendingRowProps {
  vehicle: Vehicle;
  /** True while any status change is under way: every row's buttons wait. */
  busy: boolean;
  onChange(status: 'approved' | 'rejected'): void;
}

/** One listing of the queue: thumbnail and name, seller contact, price, location, submitted date, actions. */
export function PendingRow({ vehicle, busy, onChange }: PendingRowProps) {
  const [confirming, setConfirming] = useState(false);
  const name = vehicleName(vehicle);
  const thumbnail = vehicle.images[0];

  return (
    <TableRow>
      <TableCell>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Box
            sx={{ width: 64, height: 48, flexShrink: 0, borderRadius: 1, bgcolor: 'action.hover', overflow: 'hidden' }}
          >
            {thumbnail && (
              <img
                src={thumbnail}
                alt=""
                width={64}
                height={48}
                loading="lazy"
                style={{ objectFit: 'cover', display: 'block' }}
              />
            )}
          </Box>
          <Box>
            <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {formatMileage(vehicle.mileage, { unit: 'miles' })}
            </Typography>
          </Box>
        </Stack>
      </TableCell>
      <TableCell>
        <Typography variant="body2">{vehicle.contactEmail}</Typography>
        <Typography variant="body2" color="text.secondary">
          {vehicle.contactPhone}
        </Typography>
      </TableCell>
      <TableCell>{formatPrice(vehicle.price)}</TableCell>
      <TableCell>{vehicle.location}</TableCell>
      <TableCell>{formatLocalDate(vehicle.createdAt)}</TableCell>
      <TableCell>
        <Stack direction="row" spacing={1}>
          <Button
            variant="contained"
            color="success"
            size="small"
            disabled={busy}
            onClick={() => onChange('approved')}
            aria-label={`Approve ${name}`}
          >
            Approve
          </Button>
          <Button
            variant="outlined"
            color="error"
            size="small"
            disabled={busy}
            onClick={() => setConfirming(true)}
            aria-label={`Reject ${name}`}
          >
            Reject
          </Button>
          {/* The storefront's detail page: a full page load, outside the console. */}
          <Button size="small" href={`/vehicles/${vehicle.id}`} aria-label={`View ${name}`}>
            View
          </Button>
        </Stack>
        <Confirm
          isOpen={confirming}
          title="Reject listing"
          content={REJECT_PROMPT}
          confirm="Reject"
          confirmColor="warning"
          onConfirm={() => {
            setConfirming(false);
            onChange('rejected');
          }}
          onClose={() => setConfirming(false)}
        />
      </TableCell>
    </TableRow>
  );
}
