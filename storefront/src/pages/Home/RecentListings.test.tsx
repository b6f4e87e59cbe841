// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeVehicle, pending, renderWithProviders, stubFetch } from '../../testing/render';
import { RecentListings } from './RecentListings';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderRecent(answer: () => Response | Promise<Response>) {
  const fetch = stubFetch((url) => (url === '/api/vehicles/recent' ? answer() : undefined));
  renderWithProviders(<RecentListings />);
  return fetch;
}

const row = () => screen.getByRole('list', { name: 'Recent listings' });

describe("the home page's recent listings", () => {
  it("is headed 'Current Remote Listings' and shows 6 placeholder cards while loading", () => {
    const fetch = renderRecent(() => pending());
    expect(screen.getByRole('heading', { name: 'Current Remote Listings' })).toBeTruthy();
    expect(row().getAttribute('aria-busy')).toBe('true');
    expect(within(row()).getAllByRole('listitem')).toHaveLength(6);
    expect(fetch).toHaveBeenCalledWith('/api/vehicles/recent', expect.anything());
  });

  it("says 'No Recent Listings Yet' when there are none", async () => {
    renderRecent(() => jsonResponse([]));
    expect(await screen.findByRole('heading', { name: 'No Recent Listings Yet' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Recent listings' })).toBeNull();
  });

  it('shows a card for each recent listing, and links to the search', async () => {
    renderRecent(() => jsonResponse([makeVehicle({ id: 1 }), makeVehicle({ id: 2, make: 'Audi', model: 'Q7' })]));
    expect(await screen.findByRole('heading', { name: '2021 Audi Q7' })).toBeTruthy();
    expect(within(row()).getAllByRole('link', { name: /View Details/ })).toHaveLength(2);
    expect(screen.queryByText('No Recent Listings Yet')).toBeNull();
    expect(screen.getByRole('link', { name: 'View All Vehicles' }).getAttribute('href')).toBe('/search');
    expect(screen.getByRole('link', { name: 'See What Others Are Selling' }).getAttribute('href')).toBe('/search');
  });
});
