// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COMPARE_MAX } from '@contract/compare';
import { getSavedIds, SAVED_VEHICLES_KEY, toggleSavedId } from '../saved/savedVehicles';
import {
  clearCompareIds,
  COMPARE_VEHICLES_KEY,
  compareHref,
  compareIdsFromUrl,
  getCompareIds,
  removeCompareId,
  toggleCompareId,
  useCompareIds,
} from './compareVehicles';

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

const stored = () => JSON.parse(window.localStorage.getItem(COMPARE_VEHICLES_KEY) ?? 'null');

describe('the compare selection', () => {
  it('adds in order, removes on a second toggle, and keeps it under compareVehicles', () => {
    expect(toggleCompareId(7)).toBe('added');
    expect(toggleCompareId(3)).toBe('added');
    expect(getCompareIds()).toEqual([7, 3]);
    expect(stored()).toEqual([7, 3]);
    expect(toggleCompareId(7)).toBe('removed');
    expect(getCompareIds()).toEqual([3]);
  });

  it(`refuses a car beyond ${COMPARE_MAX} and leaves the selection as it was`, () => {
    for (const id of [1, 2, 3, 4]) toggleCompareId(id);
    expect(toggleCompareId(5)).toBe('full');
    expect(getCompareIds()).toEqual([1, 2, 3, 4]);
    // Taking one out makes room again.
    expect(toggleCompareId(2)).toBe('removed');
    expect(toggleCompareId(5)).toBe('added');
    expect(getCompareIds()).toEqual([1, 3, 4, 5]);
  });

  it('reads damaged or oversized storage as at most four distinct positive ids', () => {
    window.localStorage.setItem(COMPARE_VEHICLES_KEY, JSON.stringify([3, '3', 'x', -1, 1.5, 8, 9, 10, 11, 12]));
    expect(getCompareIds()).toEqual([3, 8, 9, 10]);
    window.localStorage.setItem(COMPARE_VEHICLES_KEY, '{not json');
    expect(getCompareIds()).toEqual([]);
  });

  it('removes and clears, and is a list apart from the saved vehicles', () => {
    toggleSavedId(9);
    toggleCompareId(9);
    toggleCompareId(4);
    removeCompareId(9);
    removeCompareId(123);
    expect(getCompareIds()).toEqual([4]);
    clearCompareIds();
    expect(getCompareIds()).toEqual([]);
    expect(getSavedIds()).toEqual([9]);
    expect(JSON.parse(window.localStorage.getItem(SAVED_VEHICLES_KEY) ?? '[]')).toEqual([9]);
  });

  it('re-renders its readers on a change here and on a change in another tab', () => {
    const { result } = renderHook(() => useCompareIds());
    expect(result.current).toEqual([]);
    act(() => void toggleCompareId(5));
    expect(result.current).toEqual([5]);
    act(() => {
      // Another tab wrote the list: this one hears of it through the storage event only.
      window.localStorage.setItem(COMPARE_VEHICLES_KEY, JSON.stringify([5, 6]));
      window.dispatchEvent(new StorageEvent('storage', { key: COMPARE_VEHICLES_KEY }));
    });
    expect(result.current).toEqual([5, 6]);
    act(() => {
      window.localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(result.current).toEqual([]);
  });
});

describe('compare links', () => {
  it('writes the ids in order and reads them back leniently, at most four', () => {
    expect(compareHref([3, 1, 2])).toBe('/compare?ids=3,1,2');
    expect(compareIdsFromUrl('3,1,2')).toEqual([3, 1, 2]);
    expect(compareIdsFromUrl(' 3, x,3,,0,-2,1.5,7,8,9,10')).toEqual([3, 7, 8, 9]);
    expect(compareIdsFromUrl('99999999999')).toEqual([]);
    expect(compareIdsFromUrl(null)).toEqual([]);
  });
});
