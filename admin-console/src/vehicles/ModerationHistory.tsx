import { Box, useMediaQuery, type Theme } from '@mui/material';
import {
  Datagrid,
  DateField,
  FunctionField,
  ReferenceField,
  ReferenceManyField,
  SimpleList,
  TextField,
} from 'react-admin';
import type { ModerationEvent } from '@contract/listings';

/** A decision in words: a status change ('pending → rejected'), or one about an owner's change to a live listing. */
export function decisionText(event: ModerationEvent): string {
  if (event.subject === 'change') return event.toStatus === 'approved' ? 'changes approved' : 'changes rejected';
  return `${event.fromStatus} → ${event.toStatus}`;
}

const when = (event: ModerationEvent) =>
  new Date(event.createdAt).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' });

/** Who decided, without a link: on a phone the whole entry is one item. */
const actor = (
  <ReferenceField source="actorId" reference="users" link={false} emptyText="(deleted account)">
    <TextField source="email" />
  </ReferenceField>
);

/**
 * Every status change of the listing in view, and every decision on a change its owner submitted, newest first,
 * with who made it and why. On a phone each entry is a few lines instead of a row.
 */
export function ModerationHistory() {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <ReferenceManyField
      reference="moderation-events"
      target="vehicleId"
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={50}
      empty={<p>No status changes yet.</p>}
    >
      {phone ? (
        <SimpleList<ModerationEvent>
          rowClick={false}
          primaryText={decisionText}
          secondaryText={(event) => (
            <>
              <Box component="span" sx={{ display: 'block' }}>
                {when(event)} · {actor}
              </Box>
              {event.reason && (
                <Box component="span" sx={{ display: 'block', color: 'text.primary', overflowWrap: 'anywhere' }}>
                  {event.reason}
                </Box>
              )}
            </>
          )}
          sx={{ px: 0 }}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <DateField source="createdAt" label="When" showTime />
          <FunctionField label="Change" render={decisionText} />
          <ReferenceField source="actorId" reference="users" label="By" link="edit" emptyText="(deleted account)">
            <TextField source="email" />
          </ReferenceField>
          <TextField source="reason" emptyText="—" />
        </Datagrid>
      )}
    </ReferenceManyField>
  );
}
