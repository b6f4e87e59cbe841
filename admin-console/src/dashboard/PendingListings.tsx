import {
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import type { PendingListing } from '@contract/listings';
import { useStatusChange } from '../moderation/useStatusChange';
import { PendingCard } from './PendingCard';
import { PendingRow } from './PendingRow';

/**
 * The six columns of the spec, laid out fixed to the width there is (1200 px and wider, beside the menu): a long
 * email or name wraps in its cell rather than widen the page. The vehicle takes what the others leave; the actions
 * fit Approve and Reject side by side.
 */
const columns = [
  { label: 'Vehicle', width: undefined },
  { label: 'Seller', width: '19%' },
  { label: 'Price', width: '11%' },
  { label: 'Location', width: '12%' },
  { label: 'Submitted', width: '11%' },
  { label: 'Actions', width: 176 },
];
const SKELETON_ROWS = 3;

/**
 * The Pending tab: 3 skeleton rows while loading, the queue, or the empty state. The spec's table where its six
 * columns fit beside the menu (1200 px and wider); below that the same facts and actions as one card per listing.
 */
export function PendingListings({ vehicles, loading }: { vehicles: PendingListing[] | undefined; loading: boolean }) {
  const statusChange = useStatusChange();
  const wide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('lg'));

  if (!loading && vehicles?.length === 0) {
    return (
      <Typography sx={{ py: 4, textAlign: 'center' }} color="text.secondary">
        No listings pending approval
      </Typography>
    );
  }

  const decide = (listing: PendingListing) => (status: 'approved' | 'rejected', reason?: string) =>
    statusChange.mutate({ ids: [listing.id], status, reason });

  if (!wide) {
    return (
      <Stack
        component="ul"
        spacing={2}
        aria-label="Listings Pending Approval"
        aria-busy={loading}
        sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}
      >
        {loading
          ? Array.from({ length: SKELETON_ROWS }, (_, row) => (
              <li key={row} data-testid="pending-skeleton">
                <Skeleton variant="rounded" height={180} />
              </li>
            ))
          : vehicles?.map((listing) => (
              <li key={listing.id}>
                <PendingCard listing={listing} busy={statusChange.isPending} onDecide={decide(listing)} />
              </li>
            ))}
      </Stack>
    );
  }

  return (
    <TableContainer>
      <Table
        aria-label="Listings Pending Approval"
        aria-busy={loading}
        sx={{ tableLayout: 'fixed', '& th, & td': { px: 1.5, overflowWrap: 'anywhere' } }}
      >
        <colgroup>
          {columns.map((column) => (
            <col key={column.label} style={{ width: column.width }} />
          ))}
        </colgroup>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.label}>{column.label}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {loading
            ? Array.from({ length: SKELETON_ROWS }, (_, row) => (
                <TableRow key={row} data-testid="pending-skeleton">
                  {columns.map((column) => (
                    <TableCell key={column.label}>
                      <Skeleton variant="text" />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : vehicles?.map((listing) => (
                <PendingRow
                  key={listing.id}
                  listing={listing}
                  busy={statusChange.isPending}
                  onDecide={decide(listing)}
                  columnCount={columns.length}
                />
              ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
