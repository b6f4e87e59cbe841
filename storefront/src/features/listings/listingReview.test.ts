import { describe, expect, it } from 'vitest';
import type { OwnVehicle } from '@contract/listings';
import { isOwnerView, liveEditNotice, reviewNote } from './listingReview';

const listing = (fields: Partial<OwnVehicle>) => ({ id: 7, status: 'approved', ...fields }) as OwnVehicle;

describe('where a listing stands, for its seller', () => {
  it("tells an owner's read from a buyer's", () => {
    expect(isOwnerView(listing({ changeReview: null }))).toBe(true);
    expect(isOwnerView(listing({}))).toBe(false);
  });

  it('says pending, rejected with the reason, and changes under review or turned down', () => {
    expect(reviewNote(listing({ status: 'pending', changeReview: null }))?.title).toBe('Pending review');
    expect(
      reviewNote(listing({ status: 'rejected', rejectionReason: ' Blurry photos ', changeReview: null })),
    ).toMatchObject({ tone: 'negative', title: 'Not approved', reason: 'Blurry photos' });
    expect(
      reviewNote(listing({ changeReview: { state: 'pending', submittedAt: '2026-11-25T10:00:00.000Z' } }))?.title,
    ).toBe('Changes pending review');
    expect(
      reviewNote(
        listing({ changeReview: { state: 'rejected', reason: 'Price typo', decidedAt: '2026-11-25T10:00:00.000Z' } }),
      ),
    ).toMatchObject({ title: 'Changes not approved', reason: 'Price typo' });
    expect(reviewNote(listing({ changeReview: null }))).toBeNull();
  });

  it('warns before an edit of a live listing that the car stays online while changes are reviewed', () => {
    expect(liveEditNotice(listing({ status: 'approved', changeReview: null }))).toMatch(/stays online/);
    expect(liveEditNotice(listing({ status: 'sold', changeReview: null }))).toMatch(/reviewed before buyers see/);
    expect(liveEditNotice(listing({ status: 'pending', changeReview: null }))).toBeNull();
    expect(
      liveEditNotice(listing({ changeReview: { state: 'pending', submittedAt: '2026-11-25T10:00:00.000Z' } })),
    ).toMatch(/replaces them/);
  });
});
