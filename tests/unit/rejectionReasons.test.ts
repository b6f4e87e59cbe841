import { describe, expect, it } from 'vitest';
import {
  composeRejectionReason,
  REASON_MAX_LENGTH,
  REASON_NOTE_MAX_LENGTH,
  rejectionReasons,
} from '../../contract/rejectionReasons.ts';
import { statusChangeSchema } from '../../contract/listings.ts';

describe('the reason of a rejection', () => {
  it('is the picked common reasons in the list order, then the trimmed note', () => {
    expect(composeRejectionReason(['duplicate', 'photos'], '  Same car as #41  ')).toBe(
      'Photos missing or unclear. Duplicate of another listing. Same car as #41',
    );
    expect(composeRejectionReason(['price'])).toBe('Price looks incorrect');
    expect(composeRejectionReason([], 'Only my words')).toBe('Only my words');
  });

  it('is absent when nothing is picked and the note is blank', () => {
    expect(composeRejectionReason([], '   ')).toBeUndefined();
    expect(composeRejectionReason([])).toBeUndefined();
  });

  it('always fits the status call: every reason picked and the longest note allowed', () => {
    const reason = composeRejectionReason(
      rejectionReasons.map((entry) => entry.id),
      'x'.repeat(REASON_NOTE_MAX_LENGTH),
    )!;
    expect(reason.length).toBeLessThanOrEqual(REASON_MAX_LENGTH);
    expect(statusChangeSchema.safeParse({ status: 'rejected', reason }).success).toBe(true);
    expect(statusChangeSchema.safeParse({ status: 'rejected', reason: `${reason}xx` }).success).toBe(false);
  });
});
