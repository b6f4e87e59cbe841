import type { OwnVehicle } from '@contract/listings';
import { liveEditNotice, reviewNote } from '../../features/listings/listingReview';

/**
 * Before the seller edits: what publishing will do (a live listing stays online while the changes are reviewed)
 * and, when the last review said no, the admin's reason, so the edit can fix it.
 */
export function ReviewNotice({ vehicle }: { vehicle: OwnVehicle }) {
  const live = liveEditNotice(vehicle);
  const note = reviewNote(vehicle);
  const refused = note?.tone === 'negative' ? note : null;
  if (!live && !refused) return null;
  return (
    <div
      role="note"
      aria-label="Review"
      className="space-y-2 rounded-lg border border-line bg-surface px-4 py-3 text-sm"
    >
      {live && <p>{live}</p>}
      {refused && (
        <p className="text-danger">
          <span className="font-semibold">{refused.title}. </span>
          {refused.reason ? `Reason: ${refused.reason}` : 'No reason was given.'}
        </p>
      )}
    </div>
  );
}
