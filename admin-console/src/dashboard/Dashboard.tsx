import { Box, Chip, Typography } from '@mui/material';
import { Title, useDefaultTitle, usePermissions } from 'react-admin';
import type { Role } from '@contract/api';

/** The badge beside the heading; other roles never reach the console. */
const roleBadge: Partial<Record<Role, string>> = { admin: 'Administrator', editor: 'Editor' };

/** Header of the admin dashboard (spec section 2); stats, tabs and the moderation table come with their API. */
export function Dashboard() {
  const { permissions } = usePermissions<Role>();
  const badge = permissions ? roleBadge[permissions] : undefined;

  return (
    <Box component="section" sx={{ py: 3 }}>
      {/* The app bar shows the brand (the <Admin> title); the page carries its own heading. */}
      <Title defaultTitle={useDefaultTitle()} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Box>
          <Typography variant="h4" component="h1">
            Admin Dashboard
          </Typography>
          <Typography color="text.secondary">Manage listings and monitor platform activity</Typography>
        </Box>
        {badge && <Chip label={badge} color="primary" />}
      </Box>
    </Box>
  );
}
