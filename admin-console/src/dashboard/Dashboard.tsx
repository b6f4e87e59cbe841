import { Box, Button, Chip, Stack, Typography } from '@mui/material';
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

  return (
    <Box component="section" sx={{ py: 3 }}>
      {/* The app bar shows the brand (the <Admin> title); the page carries its own heading. */}
      <Title defaultTitle={useDefaultTitle()} />
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 3 }}
      >
        <Box>
          <Typography variant="h4" component="h1">
            Admin Dashboard
          </Typography>
          <Typography color="text.secondary">Manage listings and monitor platform activity</Typography>
        </Box>
        {badge && <Chip label={badge} color="primary" />}
      </Box>
      {!isPending && (permissions === 'admin' ? <ModerationOverview /> : <ContentOverview />)}
    </Box>
  );
}
