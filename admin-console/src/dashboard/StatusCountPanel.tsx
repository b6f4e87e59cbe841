import { Button, Stack, Typography } from '@mui/material';

/**
 * The Approved and Rejected tabs: a count sentence; the approved one links to the storefront's search,
 * where approved listings are what buyers see.
 */
export function StatusCountPanel({ count, status }: { count: number; status: 'approved' | 'rejected' }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start', py: 3 }}>
      <Typography>
        {count} listings have been {status}
      </Typography>
      {status === 'approved' && (
        // A full page load: /search belongs to the storefront, not to the console's router.
        <Button variant="contained" href="/search">
          View All Approved Listings
        </Button>
      )}
    </Stack>
  );
}
