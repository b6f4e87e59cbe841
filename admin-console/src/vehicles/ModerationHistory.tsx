import { Datagrid, DateField, FunctionField, ReferenceField, ReferenceManyField, TextField } from 'react-admin';
import type { ModerationEvent } from '@contract/listings';

/** Every status change of the listing in view, newest first, with who made it and why. */
export function ModerationHistory() {
  return (
    <ReferenceManyField
      reference="moderation-events"
      target="vehicleId"
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={50}
      empty={<p>No status changes yet.</p>}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateField source="createdAt" label="When" showTime />
        <FunctionField label="Change" render={(event: ModerationEvent) => `${event.fromStatus} → ${event.toStatus}`} />
        <ReferenceField source="actorId" reference="users" label="By" link="edit" emptyText="(deleted account)">
          <TextField source="email" />
        </ReferenceField>
        <TextField source="reason" emptyText="—" />
      </Datagrid>
    </ReferenceManyField>
  );
}
