// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { emptyPhotoList } from '../photos/photoOrder';
import { draftKey, loadDraft } from './listingDraft';
import { emptyListingValues } from './listingFormValues';
import { DRAFT_SAVE_DELAY_MS, useDraftAutosave } from './useDraftAutosave';

const key = draftKey(7, null);

beforeEach(() => {
  window.localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

it('writes the draft once the seller pauses', () => {
  renderHook(() => useDraftAutosave(key, { ...emptyListingValues(), make: 'Porsche' }, emptyPhotoList, true));
  act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS - 1));
  expect(loadDraft(key)).toBeNull();
  act(() => vi.advanceTimersByTime(1));
  expect(loadDraft(key)?.values.make).toBe('Porsche');
});

it('a discarded draft stays discarded, even with a write still waiting (Cancel right after typing)', () => {
  const { result, rerender } = renderHook(() =>
    useDraftAutosave(key, { ...emptyListingValues(), make: 'Porsche' }, emptyPhotoList, true),
  );
  act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
  // The form renders again (a toast, a field's error): another write is scheduled.
  rerender();
  act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS / 2));
  act(() => result.current());
  act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS * 2));
  expect(loadDraft(key)).toBeNull();
});
