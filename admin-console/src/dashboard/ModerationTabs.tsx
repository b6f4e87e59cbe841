import { Box, Card, Tab, Tabs, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useState } from 'react';
import type { ListingStats, PendingListing } from '@contract/listings';
import { PendingListings } from './PendingListings';
import { StatusCountPanel } from './StatusCountPanel';

type TabKey = 'pending' | 'approved' | 'rejected';

interface ModerationTabsProps {
  stats: Partial<ListingStats> | undefined;
  pending: PendingListing[] | undefined;
  pendingLoading: boolean;
}

/** The three moderation tabs; Pending Approval is the default and counts the queue it shows. */
export function ModerationTabs({ stats, pending, pendingLoading }: ModerationTabsProps) {
  const [tab, setTab] = useState<TabKey>('pending');
  // On a phone the three tabs share the width (their labels wrap) rather than scroll out of sight.
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const tabs: { key: TabKey; label: string }[] = [
    { key: 'pending', label: `Pending Approval (${pending?.length ?? 0})` },
    { key: 'approved', label: 'Approved Listings' },
    { key: 'rejected', label: 'Rejected Listings' },
  ];

  return (
    <Card variant="outlined">
      <Tabs
        value={tab}
        onChange={(_, value: TabKey) => setTab(value)}
        aria-label="Listings by status"
        variant={phone ? 'fullWidth' : 'scrollable'}
        // Scrolling within the card's width: the tabs' full width must not widen the page.
        sx={{ contain: 'inline-size' }}
      >
        {tabs.map(({ key, label }) => (
          <Tab
            key={key}
            value={key}
            label={label}
            id={`moderation-tab-${key}`}
            aria-controls={`moderation-panel-${key}`}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`moderation-panel-${tab}`}
        aria-labelledby={`moderation-tab-${tab}`}
        sx={{ px: { xs: 1.5, sm: 2 }, pb: 2 }}
      >
        {tab === 'pending' && (
          <>
            <Typography variant="h6" component="h2" sx={{ pt: { xs: 1.5, sm: 2 } }}>
              Listings Pending Approval
            </Typography>
            <PendingListings vehicles={pending} loading={pendingLoading} />
          </>
        )}
        {tab !== 'pending' && <StatusCountPanel status={tab} count={stats?.[tab] ?? 0} />}
      </Box>
    </Card>
  );
}
