// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FacetsResponse } from '@contract/facets';
import { queryClient } from '../../lib/api';
import { FilterPanel } from './FilterPanel';
import { defaultFilters } from '@contract/searchUrl';
import { useSearchFilters } from './useSearchFilters';

const facets: FacetsResponse = {
  total: 1204,
  facets: {
    make: [
      { value: 'BMW', count: 1204 },
      { value: 'Audi', count: 87 },
      { value: 'Mercedes-Benz', count: 40 },
      { value: 'Maybach', count: 2 },
    ],
    model: [
      { value: '3 Series', count: 640 },
      { value: 'x5', count: 12 },
    ],
    bodyType: [
      { value: 'Sedan', count: 700 },
      { value: 'SUV', count: 504 },
    ],
    fuelType: [{ value: 'Gasoline', count: 1100 }],
    transmission: [{ value: 'Automatic', count: 1204 }],
    drivetrain: [{ value: 'All-wheel Drive', count: 900 }],
    condition: [{ value: 'Used', count: 1204 }],
    exteriorColor: [{ value: 'Black', count: 300 }],
    price: [
      { label: 'Under $20,000', max: 19_999.99, count: 12 },
      { label: '$20,000 - $40,000', min: 20_000, max: 39_999.99, count: 1192 },
    ],
    year: [{ label: '2020 - 2024', min: 2020, max: 2024, count: 1204 }],
  },
};

/** The search screen's filters as the page holds them: read from and written to the URL. */
function SearchFilters() {
  const { filters, setFilters } = useSearchFilters();
  return (
    <>
      <FilterPanel
        filters={filters}
        onChange={setFilters}
        onClear={() => setFilters({ ...defaultFilters, features: [], dealRating: [] })}
      />
      <output aria-label="URL">{useLocation().search}</output>
    </>
  );
}

function renderPanel(url: string, respond: (input: string) => Promise<Response> = async () => Response.json(facets)) {
  const fetch = vi.fn(respond);
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <SearchFilters />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

const options = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => option.textContent);
const url = () => screen.getByLabelText('URL').textContent;

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('FilterPanel counts', () => {
  it('shows every option without counts while the counts load, then counts and hides the options with none', async () => {
    let answer!: (response: Response) => void;
    const fetch = renderPanel(
      '/search?make=BMW&bodyType=Convertible&sortBy=price_asc',
      () => new Promise((resolve) => (answer = resolve)),
    );
    expect(options('Make')).toContain('Acura');
    expect(options('Body type')).toEqual([
      'Any',
      'Sedan',
      'SUV',
      'Hatchback',
      'Coupe',
      'Convertible',
      'Truck',
      'Van',
      'Wagon',
    ]);
    // One request for the filters, without the sort (which changes no count).
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0][0]).toBe('/api/vehicles/facets?make=BMW&bodyType=Convertible');

    answer(Response.json(facets));
    await waitFor(() => expect(options('Make')).toContain('BMW (1,204)'));
    expect(options('Make')).not.toContain('Acura');
    // Mercedes-Benz finds Maybach listings too, so it counts them.
    expect(options('Make')).toEqual(['Any make', 'Audi (87)', 'BMW (1,204)', 'Mercedes-Benz (42)']);
    expect(options('Model')).toEqual(['Any model', '3 Series (640)', 'X5 (12)']);
    // The chosen body type stays, with its count of none; the others without listings go.
    expect(options('Body type')).toEqual(['Any', 'Sedan (700)', 'SUV (504)', 'Convertible (0)']);
    expect((screen.getByLabelText('Body type') as HTMLSelectElement).value).toBe('Convertible');
    expect(options('Fuel type')).toEqual(['Any', 'Gasoline (1,100)']);
    expect(options('Exterior')).toEqual(['Any', 'Black (300)']);
    // The interior colour has no counts: all its options stay.
    expect(options('Interior')).toHaveLength(11);
  });

  it('keeps the options without counts when the counts cannot be had', async () => {
    const fetch = renderPanel(
      '/search?location=nowhere',
      async () => new Response('{"message":"Unknown location"}', { status: 400 }),
    );
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(options('Make')).toContain('Acura');
    expect(screen.queryByRole('list', { name: 'Price ranges' })).toBeNull();
  });

  it('offers price and year ranges with counts that fill both bounds, and clears them on a second press', async () => {
    renderPanel('/search');
    const under = await screen.findByRole('button', { name: 'Under $20,000 (12)' });
    expect(within(screen.getByRole('list', { name: 'Price ranges' })).getAllByRole('button')).toHaveLength(2);
    fireEvent.click(under);
    expect(url()).toBe('?maxPrice=19999');
    expect((screen.getByLabelText('Max price ($)') as HTMLInputElement).value).toBe('19999');
    // Each filter state's counts arrive before the next press, as a user sees them.
    expect((await screen.findByRole('button', { name: 'Under $20,000 (12)' })).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: '2020 - 2024 (1,204)' }));
    expect(url()).toBe('?minYear=2020&maxYear=2024&maxPrice=19999');
    fireEvent.click(await screen.findByRole('button', { name: 'Under $20,000 (12)' }));
    expect(url()).toBe('?minYear=2020&maxYear=2024');
  });
});

describe('FilterPanel deal rating', () => {
  it('reads the ratings from the URL, writes each choice back, asks once per filter state and is reset by Clear all', async () => {
    const fetch = renderPanel('/search?dealRating=great');
    const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
    expect(box('Great Deal').checked).toBe(true);
    expect(box('Good Deal').checked).toBe(false);
    await screen.findByRole('button', { name: 'Under $20,000 (12)' });

    const counted = () => screen.findByRole('button', { name: 'Under $20,000 (12)' });
    fireEvent.click(box('High Price'));
    expect(url()).toBe('?dealRating=great&dealRating=high');
    expect(box('High Price').checked).toBe(true);
    await counted();
    fireEvent.click(box('Great Deal'));
    expect(url()).toBe('?dealRating=high');
    await counted();
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(fetch.mock.calls.map(([called]) => called)).toEqual([
      '/api/vehicles/facets?dealRating=great',
      '/api/vehicles/facets?dealRating=great&dealRating=high',
      '/api/vehicles/facets?dealRating=high',
    ]);
    // Back at filter states already counted: the kept answers serve at once, with no new request.
    fireEvent.click(box('Great Deal'));
    screen.getByRole('button', { name: 'Under $20,000 (12)' });
    fireEvent.click(box('High Price'));
    expect(url()).toBe('?dealRating=great');
    screen.getByRole('button', { name: 'Under $20,000 (12)' });
    expect(fetch).toHaveBeenCalledTimes(3);

    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(url()).toBe('');
    expect(box('Great Deal').checked).toBe(false);
  });
});

describe('FilterPanel flags', () => {
  it('ticks price drops only and sold cars apart, each in the URL and both in the facets asked for', async () => {
    const fetch = renderPanel('/search?includeSold=true');
    const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
    expect(box('Include sold cars').checked).toBe(true);
    expect(box('Price drops only').checked).toBe(false);
    fireEvent.click(box('Price drops only'));
    expect(url()).toBe('?includeSold=true&priceDrops=true');
    expect(box('Price drops only').checked).toBe(true);
    await waitFor(() =>
      expect(fetch.mock.calls.map(([called]) => called)).toContain(
        '/api/vehicles/facets?includeSold=true&priceDrops=true',
      ),
    );
    fireEvent.click(box('Include sold cars'));
    expect(url()).toBe('?priceDrops=true');
  });
});

describe('FilterPanel radius', () => {
  it('lists each distance once, shows the default 25 miles, and keeps the default out of the URL', async () => {
    renderPanel('/search?location=90210');
    await screen.findByRole('button', { name: 'Under $20,000 (12)' });
    expect(options('Within')).toEqual(['10 miles', '25 miles', '50 miles', '100 miles', '250 miles', '500 miles']);
    const within = screen.getByLabelText('Within') as HTMLSelectElement;
    expect(within.value).toBe('25');

    fireEvent.change(within, { target: { value: '100' } });
    expect(url()).toBe('?location=90210&radius=100');
    fireEvent.change(within, { target: { value: '25' } });
    expect(url()).toBe('?location=90210');
  });
});
