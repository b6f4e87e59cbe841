// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, draftKey, loadDraft, saveDraft } from './listingDraft';
import { emptyListingValues } from './listingFormValues';

beforeEach(() => window.localStorage.clear());

describe('listing drafts', () => {
  it('keeps one draft per account and listing, and restores values, photos and cover', () => {
    const key = draftKey(4, null);
    expect(key).not.toBe(draftKey(4, 12));
    expect(key).not.toBe(draftKey(5, null));
    saveDraft(
      key,
      { ...emptyListingValues(), make: 'Honda', features: ['Sunroof/Moonroof'] },
      { photos: ['/a', '/b'], cover: 1 },
    );
    const draft = loadDraft(key);
    expect(draft?.values.make).toBe('Honda');
    expect(draft?.values.features).toEqual(['Sunroof/Moonroof']);
    expect(draft?.photos).toEqual({ photos: ['/a', '/b'], cover: 1 });
    clearDraft(key);
    expect(loadDraft(key)).toBeNull();
  });

  it('ignores a corrupt draft', () => {
    window.localStorage.setItem(draftKey(1, null), '{not json');
    expect(loadDraft(draftKey(1, null))).toBeNull();
    window.localStorage.setItem(draftKey(2, null), JSON.stringify({ values: { make: 'Kia' }, photos: 'x', cover: 99 }));
    expect(loadDraft(draftKey(2, null))?.photos).toEqual({ photos: [], cover: 0 });
  });
});
