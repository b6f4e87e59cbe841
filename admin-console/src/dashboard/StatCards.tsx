import { Card, CardContent, Typography } from '@mui/material';
import Grid from '@mui/material/Grid';
import type { ListingStats } from '@contract/listings';

const cards: { key: keyof ListingStats; label: string }[] = [
  { key: 'total', label: 'Total Listings' },
  { key: 'pending', label: 'Pending Approval' },
  { key: 'approved', label: 'Approved' },
  { key: 'rejected', label: 'Rejected' },
];

/** The four summary cards: '...' while loading, 0 when a value is missing. */
export function StatCards({ stats, loading }: { stats: Partial<ListingStats> | undefined; loading: boolean }) {
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Listing counts">
      {cards.map(({ key, label }) => (
        <Grid key={key} size={{ xs: 12, sm: 6, md: 3 }} component="li">
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Typography color="text.secondary" variant="body2" component="h2">
                {label}
              </Typography>
              <Typography variant="h4" component="p" data-testid={`stat-${key}`}>
                {loading ? '...' : (stats?.[key] ?? 0)}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
