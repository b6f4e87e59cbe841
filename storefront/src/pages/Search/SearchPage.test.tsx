// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Vehicle } from '@contract/listings';
import {
  calledUrls,
  currentLocation,
  jsonResponse,
  makeVehicle,
  pending,
  renderWithProviders,
  stubFetch,
} from '../../testing/render';
import SearchPage from './SearchPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const isSearch = (url: string) => url.startsWith('/api/vehicles/search?');

/** The search page at `route`, with the search call answered by `answer` (the sidebar's counts are not). */
function renderSearch(route: string, answer: (url: string) => Response | Promise<Response>) {
  const fetch = stubFetch((url) => (isSearch(url) ? answer(url) : undefined));
  renderWithProviders(<SearchPage />, { route, user: null });
  return fetch;
}

const found = (vehicles: Vehicle[], total = vehicles.length) => jsonResponse({ vehicles, total });

/** The placeholder cards of the loading grid (the loaded cards are links, placeholders are not). */
const placeholders = () => document.querySelectorAll('ul[aria-busy="true"] > li');

describe('search results', () => {
  it('shows 30 placeholder cards while the search runs', async () => {
    renderSearch('/search', () => pending());
    expect(await screen.findByText('Searching…')).toBeTruthy();
    expect(placeholders()).toHaveLength(30);
    expect(screen.queryByRole('link', { name: /View Details/ })).toBeNull();
  });

  it("says 'No vehicles found' when nothing matches, with Clear Search when filters are set", async () => {
    renderSearch('/search?make=BMW', () => found([]));
    expect(await screen.findByRole('heading', { name: 'No vehicles found' })).toBeTruthy();
    expect(placeholders()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Clear Search' }));
    await waitFor(() => expect(currentLocation()).toBe('/search'));
  });

  it("counts what it found 'matching your search criteria', and Clear Search drops every filter", async () => {
    const fetch = renderSearch('/search?make=BMW&model=X5&maxPrice=50000', (url) =>
      new URL(url, 'http://localhost').searchParams.has('make')
        ? found([makeVehicle({ id: 1 }), makeVehicle({ id: 2, model: 'X5 M' })])
        : found([makeVehicle({ id: 3, make: 'Audi', model: 'Q7' })], 1204),
    );

    const count = await screen.findByText(/vehicles found matching your search criteria/);
    expect(count.textContent).toBe('2 vehicles found matching your search criteria');
    expect(screen.getAllByRole('link', { name: /View Details/ })).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Clear Search' }));
    await waitFor(() =>
      expect(screen.getByText(/vehicles found matching/).textContent).toBe(
        '1,204 vehicles found matching your search criteria',
      ),
    );
    expect(currentLocation()).toBe('/search');
    const last = new URL(calledUrls(fetch).filter(isSearch).at(-1)!, 'http://localhost').searchParams;
    expect([...last.keys()].sort()).toEqual(['limit', 'page', 'sortBy', 'view']);
    expect(screen.queryByRole('button', { name: 'Clear Search' })).toBeNull();
  });

  it("says '10,000+' for a search broader than the count goes, and still offers more", async () => {
    const page = Array.from({ length: 30 }, (_, index) => makeVehicle({ id: index + 1 }));
    renderSearch('/search', () => jsonResponse({ vehicles: page, total: 10_000, totalIsLowerBound: true }));

    const count = await screen.findByText(/vehicles found matching your search criteria/);
    expect(count.textContent).toBe('10,000+ vehicles found matching your search criteria');
    expect(screen.getByText('Showing 30 of 10,000+')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Load More' })).toBeTruthy();
  });
});
