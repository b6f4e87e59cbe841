/**
 * Why an admin turns down a listing, or an owner's change to a live one: the common reasons the console offers to
 * pick, in the words the seller then reads on their dashboard, and how the picks and the admin's own words become
 * the one `reason` text of PATCH /api/admin/vehicles/{id}/status. Free of zod, so the console can load it.
 */

/** The longest reason the status call accepts. */
export const REASON_MAX_LENGTH = 1000;

/** The common reasons, in the order the console offers them. */
export const rejectionReasons = [
  { id: 'photos', label: 'Photos missing or unclear' },
  { id: 'price', label: 'Price looks incorrect' },
  { id: 'details', label: 'Details missing or incomplete' },
  { id: 'duplicate', label: 'Duplicate of another listing' },
] as const;

export type RejectionReasonId = (typeof rejectionReasons)[number]['id'];

const SEPARATOR = '. ';

/** Room left for the admin's own words when every common reason is picked, so a reason never exceeds the limit. */
export const REASON_NOTE_MAX_LENGTH =
  REASON_MAX_LENGTH - rejectionReasons.reduce((total, reason) => total + reason.label.length + SEPARATOR.length, 0);

/**
 * The reason as stored and shown: the picked reasons in the list's order, then the admin's note ("Photos missing or
 * unclear. Price looks incorrect. The odometer photo is of another car"); undefined when there is neither.
 */
export function composeRejectionReason(picked: Iterable<RejectionReasonId>, note = ''): string | undefined {
  const chosen = new Set(picked);
  const parts: string[] = rejectionReasons.filter((reason) => chosen.has(reason.id)).map((reason) => reason.label);
  const ownWords = note.trim();
  if (ownWords) parts.push(ownWords);
  return parts.length ? parts.join(SEPARATOR) : undefined;
}
