import { Box, Button, Chip, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { Link } from 'react-router-dom';
import { Title, useDefaultTitle, usePermissions } from 'react-admin';
import type { Role } from '@contract/api';
import { ModerationTabs } from './ModerationTabs';
import { StatCards } from './StatCards';
import { useListingStats, usePendingVehicles } from './useModerationData';

/** The badge beside the heading; other roles never reach the console. */
const roleBadge: Partial<Record<Role, string>> = { admin: 'Administrator', editor: 'Editor' };

/** The Admin Dashboard: stats, and the moderation tabs. */
function ModerationOverview() {
  const stats = useListingStats();
  const pending = usePendingVehicles();
  return (
    <Stack spacing={3}>
      <StatCards stats={stats.data} loading={stats.isPending} />
      <ModerationTabs stats={stats.data} pending={pending.data} pendingLoading={pending.isPending} />
    </Stack>
  );
}

/** Editors moderate nothing: their start page points to the content they keep. */
function ContentOverview() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>Edit the storefront's pages: How it works, Financing, FAQ and the Privacy policy.</Typography>
      <Button variant="contained" component={Link} to="/admin/pages">
        Edit pages
      </Button>
    </Stack>
  );
}

export function Dashboard() {
  const { permissions, isPending } = usePermissions<Role>();
  const badge = permissions ? roleBadge[permissions] : undefined;
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));

  return (
    <Box component="section" sx={{ py: { xs: 2, sm: 3 } }}>
      {/* The app bar shows the brand (the <Admin> title); the page carries its own heading. */}
      <Title defaultTitle={useDefaultTitle()} />
      {/* On a phone the badge sits beside the heading, so the queue's first actions stay on the first screen. */}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr) auto',
          alignItems: 'center',
          columnGap: 1,
          mb: { xs: 2, sm: 3 },
        }}
      >
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2.125rem' } }}>
          Admin Dashboard
        </Typography>
        {badge && (
          <Chip
            label={badge}
            color="primary"
            size={phone ? 'small' : 'medium'}
            sx={{ gridColumn: 2, gridRow: { xs: 1, sm: '1 / span 2' } }}
          />
        )}
        <Typography color="text.secondary" sx={{ gridColumn: { xs: '1 / -1', sm: 1 } }}>
          Manage listings and monitor platform activity
        </Typography>
      </Box>
      {!isPending && (permissions === 'admin' ? <ModerationOverview /> : <ContentOverview />)}
    </Box>
  );
}
