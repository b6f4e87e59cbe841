// @vitest-environment happy-dom
import { cleanup, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calledUrls, jsonResponse, makeVehicle, renderWithProviders, stubFetch } from '../../testing/render';
import {
  getRecentlyViewedIds,
  RECENTLY_VIEWED_KEY,
  RECENTLY_VIEWED_MAX,
  recordViewedId,
  useRecordView,
} from './recentlyViewed';
import { RecentlyViewed } from './RecentlyViewed';

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const stored = () => JSON.parse(window.localStorage.getItem(RECENTLY_VIEWED_KEY) ?? 'null');

describe('the recently viewed list', () => {
  it(`keeps ids newest first, once each, at most ${RECENTLY_VIEWED_MAX}, under recentlyViewed`, () => {
    for (let id = 1; id <= 14; id++) recordViewedId(id);
    expect(getRecentlyViewedIds()).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    recordViewedId(9);
    expect(stored()).toEqual([9, 14, 13, 12, 11, 10, 8, 7, 6, 5, 4, 3]);
  });

  it('reads damaged data as nothing viewed', () => {
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, '{oops');
    expect(getRecentlyViewedIds()).toEqual([]);
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([3, 'x', -1, 3, 2.5, 7]));
    expect(getRecentlyViewedIds()).toEqual([3, 7]);
  });

  it('a detail page records a public listing, not one under review', () => {
    const { rerender } = renderHook((vehicle) => useRecordView(vehicle), {
      initialProps: makeVehicle({ id: 5, status: 'pending' }) as Parameters<typeof useRecordView>[0],
    });
    expect(getRecentlyViewedIds()).toEqual([]);
    rerender(makeVehicle({ id: 6, status: 'sold' }));
    rerender(makeVehicle({ id: 7 }));
    rerender(undefined);
    expect(getRecentlyViewedIds()).toEqual([7, 6]);
  });
});

describe('the Recently viewed row', () => {
  it('shows nothing, and reads nothing, before a car was viewed', () => {
    const fetch = stubFetch(() => undefined);
    renderWithProviders(<RecentlyViewed />);
    expect(screen.queryByRole('heading', { name: 'Recently viewed' })).toBeNull();
    expect(calledUrls(fetch)).toEqual([]);
  });

  it('shows the viewed cars still listed, newest first, read without counting views', async () => {
    recordViewedId(3);
    recordViewedId(8);
    recordViewedId(5);
    const fetch = stubFetch((url) =>
      url === '/api/saved-vehicles?ids=5,8,3'
        ? jsonResponse([makeVehicle({ id: 5, model: 'M3' }), makeVehicle({ id: 3, model: 'X7' })])
        : undefined,
    );
    renderWithProviders(<RecentlyViewed />);
    expect(await screen.findByRole('heading', { name: 'Recently viewed' })).toBeTruthy();
    const names = () =>
      [...screen.getByRole('list', { name: 'Recently viewed' }).querySelectorAll('h3')].map((h) => h.textContent);
    await waitFor(() => expect(names()).toEqual(['2021 BMW M3', '2021 BMW X7']));
    expect(calledUrls(fetch).filter((url) => url.startsWith('/api/saved-vehicles'))).toEqual([
      '/api/saved-vehicles?ids=5,8,3',
    ]);
  });

  it('shows nothing when none of them is listed any more', async () => {
    recordViewedId(3);
    const fetch = stubFetch(() => jsonResponse([]));
    renderWithProviders(<RecentlyViewed />);
    await waitFor(() => expect(calledUrls(fetch)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('heading', { name: 'Recently viewed' })).toBeNull();
  });
});
