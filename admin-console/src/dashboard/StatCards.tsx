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
    <Grid
      container
      spacing={{ xs: 1.5, sm: 2 }}
      component="ul"
      sx={{ listStyle: 'none', p: 0, m: 0 }}
      aria-label="Listing counts"
    >
      {cards.map(({ key, label }) => (
        <Grid key={key} size={{ xs: 6, md: 3 }} component="li">
          <Card variant="outlined" sx={{ height: '100%' }}>
            {/* Two by two on a phone, compact, so the queue starts on the first screen. */}
            <CardContent sx={{ p: { xs: 1.5, sm: 2 }, '&:last-child': { pb: { xs: 1.5, sm: 3 } } }}>
              <Typography color="text.secondary" variant="body2" component="h2">
                {label}
              </Typography>
              <Typography
                variant="h4"
                component="p"
                data-testid={`stat-${key}`}
                sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' } }}
              >
                {loading ? '...' : (stats?.[key] ?? 0)}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
