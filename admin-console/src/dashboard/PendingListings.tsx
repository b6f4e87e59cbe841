import { Skeleton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { Vehicle } from '@contract/listings';
import { useStatusChange } from '../moderation/useStatusChange';
import { PendingRow } from './PendingRow';

const columns = ['Vehicle', 'Seller', 'Price', 'Location', 'Submitted', 'Actions'];
const SKELETON_ROWS = 3;

/** The Pending tab: 3 skeleton rows while loading, the table, or the empty state. */
export function PendingListings({ vehicles, loading }: { vehicles: Vehicle[] | undefined; loading: boolean }) {
  const statusChange = useStatusChange();

  if (!loading && vehicles?.length === 0) {
    return (
      <Typography sx={{ py: 4, textAlign: 'center' }} color="text.secondary">
        No listings pending approval
      </Typography>
    );
  }
  return (
    <TableContainer>
      <Table aria-label="Listings Pending Approval" aria-busy={loading}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column}>{column}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {loading
            ? Array.from({ length: SKELETON_ROWS }, (_, row) => (
                <TableRow key={row} data-testid="pending-skeleton">
                  {columns.map((column) => (
                    <TableCell key={column}>
                      <Skeleton variant="text" />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : vehicles?.map((vehicle) => (
                <PendingRow
                  key={vehicle.id}
                  vehicle={vehicle}
                  busy={statusChange.isPending}
                  onChange={(status) => statusChange.mutate({ ids: [vehicle.id], status })}
                />
              ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
