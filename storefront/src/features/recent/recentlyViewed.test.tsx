// @vitest-environment happy-dom
import { cleanup, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@contract/api';
import type { RecentlyViewedCar } from '@contract/recentlyViewedList';
import {
  calledUrls,
  jsonResponse,
  makeVehicle,
  renderWithProviders,
  seller,
  stubFetch,
  testQueryClient,
} from '../../testing/render';
import { getRecentlyViewedIds, RECENTLY_VIEWED_KEY, RECENTLY_VIEWED_MAX, recordViewedId } from './localRecent';
import { useMergeRecentAtSignIn, useRecordView } from './recentlyViewed';
import { RecentlyViewed } from './RecentlyViewed';

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const stored = () => JSON.parse(window.localStorage.getItem(RECENTLY_VIEWED_KEY) ?? 'null');
const entry = (id: number, model: string): RecentlyViewedCar => ({
  vehicleId: id,
  viewedAt: '2026-11-25T10:00:00.000Z',
  vehicle: makeVehicle({ id, model }),
});
const callsOf = (fetch: ReturnType<typeof stubFetch>) =>
  fetch.mock.calls.map(([url, init]) => `${(init as RequestInit | undefined)?.method ?? 'GET'} ${String(url)}`);
const bodyOf = (fetch: ReturnType<typeof stubFetch>, call: string) => {
  const found = fetch.mock.calls.find(([url, init]) => `${(init as RequestInit).method} ${String(url)}` === call);
  return JSON.parse(String((found![1] as RequestInit).body));
};
const names = () =>
  [...screen.getByRole('list', { name: 'Recently viewed' }).querySelectorAll('h3')].map((h) => h.textContent);

/** A hook with the app's query client, knowing who is signed in. */
function renderSignedHook<P>(hook: (props: P) => void, user: CurrentUser | null, initialProps: P) {
  const client = testQueryClient();
  client.setQueryData(['/api/user'], user);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(hook, { wrapper, initialProps });
}

describe('the recently viewed list of a visitor', () => {
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

  it('a detail page records a public listing in this browser, not one under review, and calls nothing', () => {
    const fetch = stubFetch(() => undefined);
    const { rerender } = renderSignedHook(
      (vehicle) => useRecordView(vehicle),
      null,
      makeVehicle({ id: 5, status: 'pending' }) as Parameters<typeof useRecordView>[0],
    );
    expect(getRecentlyViewedIds()).toEqual([]);
    rerender(makeVehicle({ id: 6, status: 'sold' }));
    rerender(makeVehicle({ id: 7 }));
    rerender(undefined);
    expect(getRecentlyViewedIds()).toEqual([7, 6]);
    expect(calledUrls(fetch)).toEqual([]);
  });
});

describe('the recently viewed list of a signed-in buyer', () => {
  it('a detail page records the view in the account (PUT), in the background, and not in this browser', async () => {
    const fetch = stubFetch((url, init) =>
      init?.method === 'PUT' && url === '/api/user/recently-viewed/7' ? new Response(null, { status: 204 }) : undefined,
    );
    const { rerender } = renderSignedHook(
      (vehicle) => useRecordView(vehicle),
      seller,
      makeVehicle({ id: 4, status: 'pending' }) as Parameters<typeof useRecordView>[0],
    );
    rerender(makeVehicle({ id: 7 }));
    await waitFor(() => expect(callsOf(fetch)).toEqual(['PUT /api/user/recently-viewed/7']));
    expect(getRecentlyViewedIds()).toEqual([]);
  });

  it('waits to know who is signed in before recording anywhere', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetch = stubFetch((url, init) => {
      if (url === '/api/user') return new Promise<Response>((resolve) => (answer = resolve));
      return init?.method === 'PUT' ? new Response(null, { status: 204 }) : undefined;
    });
    const client = testQueryClient();
    renderHook(() => useRecordView(makeVehicle({ id: 9 })), {
      wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(getRecentlyViewedIds()).toEqual([]);
    answer(jsonResponse(seller));
    await waitFor(() => expect(callsOf(fetch)).toContain('PUT /api/user/recently-viewed/9'));
    expect(getRecentlyViewedIds()).toEqual([]);
  });

  it("merges this browser's views at sign-in, before a new view, then forgets them here", async () => {
    recordViewedId(3);
    recordViewedId(8);
    const fetch = stubFetch((url, init) => {
      if (url === '/api/user/recently-viewed/merge') return jsonResponse([entry(8, 'M3'), entry(3, 'X7')]);
      if (init?.method === 'PUT') return new Response(null, { status: 204 });
      if (url === '/api/user/recently-viewed') return jsonResponse([entry(5, 'X5'), entry(8, 'M3'), entry(3, 'X7')]);
      return undefined;
    });
    renderSignedHook(
      (id: number) => {
        useMergeRecentAtSignIn();
        useRecordView(makeVehicle({ id }));
      },
      seller,
      5,
    );
    await waitFor(() => expect(callsOf(fetch)).toContain('PUT /api/user/recently-viewed/5'));
    const calls = callsOf(fetch);
    expect(calls.filter((call) => call === 'POST /api/user/recently-viewed/merge')).toHaveLength(1);
    expect(calls.indexOf('POST /api/user/recently-viewed/merge')).toBeLessThan(
      calls.indexOf('PUT /api/user/recently-viewed/5'),
    );
    expect(bodyOf(fetch, 'POST /api/user/recently-viewed/merge')).toEqual({ ids: [8, 3] });
    expect(getRecentlyViewedIds()).toEqual([]);
  });
});

describe('the Recently viewed row', () => {
  it('shows nothing, and reads nothing, before a car was viewed', () => {
    const fetch = stubFetch(() => undefined);
    renderWithProviders(<RecentlyViewed />, { user: null });
    expect(screen.queryByRole('heading', { name: 'Recently viewed' })).toBeNull();
    expect(calledUrls(fetch)).toEqual([]);
  });

  it("a visitor's: the viewed cars still listed, newest first, read without counting views", async () => {
    recordViewedId(3);
    recordViewedId(8);
    recordViewedId(5);
    const fetch = stubFetch((url) =>
      url === '/api/saved-vehicles?ids=5,8,3'
        ? jsonResponse([makeVehicle({ id: 5, model: 'M3' }), makeVehicle({ id: 3, model: 'X7' })])
        : undefined,
    );
    renderWithProviders(<RecentlyViewed />, { user: null });
    expect(await screen.findByRole('heading', { name: 'Recently viewed' })).toBeTruthy();
    await waitFor(() => expect(names()).toEqual(['2021 BMW M3', '2021 BMW X7']));
    expect(calledUrls(fetch).filter((url) => url.startsWith('/api/saved-vehicles'))).toEqual([
      '/api/saved-vehicles?ids=5,8,3',
    ]);
  });

  it('shows nothing when none of them is listed any more', async () => {
    recordViewedId(3);
    const fetch = stubFetch(() => jsonResponse([]));
    renderWithProviders(<RecentlyViewed />, { user: null });
    await waitFor(() => expect(calledUrls(fetch)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('heading', { name: 'Recently viewed' })).toBeNull();
  });

  it("a visitor's Clear forgets this browser's list", async () => {
    recordViewedId(3);
    stubFetch(() => jsonResponse([makeVehicle({ id: 3 })]));
    renderWithProviders(<RecentlyViewed />, { user: null });
    fireEvent.click(await screen.findByRole('button', { name: 'Clear recently viewed' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Recently viewed' })).toBeNull());
    expect(getRecentlyViewedIds()).toEqual([]);
  });

  it("signed in: the account's list, and Clear empties it on the server", async () => {
    const fetch = stubFetch((url, init) => {
      if (url !== '/api/user/recently-viewed') return undefined;
      return init?.method === 'DELETE'
        ? new Response(null, { status: 204 })
        : jsonResponse([entry(5, 'M3'), entry(3, 'X7')]);
    });
    renderWithProviders(<RecentlyViewed />, { user: seller });
    await waitFor(() => expect(names()).toEqual(['2021 BMW M3', '2021 BMW X7']));
    fireEvent.click(screen.getByRole('button', { name: 'Clear recently viewed' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Recently viewed' })).toBeNull());
    // (The cards' hearts read the saved list.)
    expect(callsOf(fetch).filter((call) => call.includes('recently-viewed'))).toEqual([
      'GET /api/user/recently-viewed',
      'DELETE /api/user/recently-viewed',
    ]);
  });
});
