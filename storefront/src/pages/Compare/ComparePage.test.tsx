// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Vehicle } from '@contract/listings';
import { getCompareIds, toggleCompareId } from '../../features/compare/compareVehicles';
import {
  calledUrls,
  currentLocation,
  jsonResponse,
  makeVehicle,
  renderWithProviders,
  stubFetch,
} from '../../testing/render';
import ComparePage from './ComparePage';

const cars: Vehicle[] = [
  makeVehicle({
    id: 1,
    make: 'BMW',
    model: 'X5',
    year: 2021,
    features: ['Sunroof', 'Heated Seats'],
    deal: {
      rating: 'great',
      marketValue: 48000,
      low: 43000,
      high: 52000,
      comparables: 37,
      basis: 'model',
      belowValue: 3200,
    },
    priceDrop: { amount: 1500, at: '2026-11-20T15:00:00.000Z' },
  }),
  makeVehicle({ id: 2, make: 'Audi', model: 'Q7', year: 2020, features: ['Heated Seats'], status: 'sold', deal: null }),
  makeVehicle({ id: 3, make: 'Lexus', model: 'RX', year: 2021, features: ['Heated Seats'], deal: { rating: null } }),
];

function serve(visible: Vehicle[] = cars) {
  return stubFetch((url) => {
    const match = /^\/api\/vehicles\/compare\?ids=([\d,]+)$/.exec(url);
    if (!match) return undefined;
    const ids = match[1].split(',').map(Number);
    return jsonResponse(ids.flatMap((id) => visible.filter((car) => car.id === id)));
  });
}

const columnHeaders = () =>
  screen.getAllByRole('columnheader').map((header) => within(header).getByRole('link').textContent);
/** The row a label heads, whether or not it differs. */
const rowNamed = (label: string) =>
  screen.getByRole('rowheader', { name: new RegExp(`^${label}( \\(differs\\))?$`) }).closest('tr')!;

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ComparePage', () => {
  it('shows one column per car in the order of the link, with price, deal and market value', async () => {
    const fetch = serve();
    renderWithProviders(<ComparePage />, { route: '/compare?ids=3,1,2' });
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(calledUrls(fetch)).toEqual(['/api/vehicles/compare?ids=3,1,2']);
    expect(document.title).toMatch(/^Compare Vehicles/);
    expect(screen.getByRole('heading', { level: 1, name: 'Compare Vehicles' })).toBeTruthy();
    expect(columnHeaders()).toEqual(['2021 Lexus RX xDrive40i', '2021 BMW X5 xDrive40i', '2020 Audi Q7 xDrive40i']);
    expect(within(rowNamed('Deal rating')).getByText('Great Deal')).toBeTruthy();
    expect(within(rowNamed('Market value')).getByText('$48,000')).toBeTruthy();
    expect(within(rowNamed('Market value')).getByText('$3,200 below it')).toBeTruthy();
    expect(within(rowNamed('Market value')).getByText('Not enough data')).toBeTruthy();
    expect(within(rowNamed('Price')).getByText('$1,500 price drop')).toBeTruthy();
    // Sold cars may be compared, and say so.
    expect(screen.getByText('Sold')).toBeTruthy();
  });

  it('labels every row, marks the rows that differ, and shows each feature as yes or no per car', async () => {
    serve();
    renderWithProviders(<ComparePage />, { route: '/compare?ids=1,2,3' });
    await screen.findByRole('table');
    const year = screen.getByRole('rowheader', { name: /^Year/ });
    expect(year.textContent).toBe('Year (differs)');
    expect(year.closest('tr')?.hasAttribute('data-differs')).toBe(true);
    const body = screen.getByRole('rowheader', { name: /^Body type/ });
    expect(body.textContent).toBe('Body type');
    expect(body.closest('tr')?.hasAttribute('data-differs')).toBe(false);
    const sunroof = rowNamed('Sunroof');
    expect(
      within(sunroof)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Yes', '—No', '—No']);
    expect(within(rowNamed('Heated Seats')).getByRole('rowheader').textContent).toBe('Heated Seats');
  });

  it('hides the rows that are alike on request', async () => {
    serve();
    renderWithProviders(<ComparePage />, { route: '/compare?ids=1,2,3' });
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show differences only' }));
    expect(screen.queryByRole('rowheader', { name: /^Body type/ })).toBeNull();
    expect(screen.queryByRole('rowheader', { name: /^Heated Seats/ })).toBeNull();
    expect(screen.getByRole('rowheader', { name: /^Year/ })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: /^Sunroof/ })).toBeTruthy();
  });

  it('removes a car from the link and the selection with its ×', async () => {
    serve();
    toggleCompareId(1);
    toggleCompareId(2);
    renderWithProviders(<ComparePage />, { route: '/compare?ids=1,2,3' });
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Remove 2021 BMW X5 from the comparison' }));
    expect(currentLocation()).toBe('/compare?ids=2%2C3');
    await waitFor(() => expect(columnHeaders()).toEqual(['2020 Audi Q7 xDrive40i', '2021 Lexus RX xDrive40i']));
    expect(getCompareIds()).toEqual([2]);
  });

  it('says when cars of the link are no longer listed', async () => {
    serve(cars.slice(0, 2));
    renderWithProviders(<ComparePage />, { route: '/compare?ids=1,2,3' });
    expect(await screen.findByText('1 car in this comparison is no longer listed.')).toBeTruthy();
    expect(columnHeaders()).toHaveLength(2);
  });

  it('shows an empty state with a link to search without ids, and when none is listed', async () => {
    const fetch = serve([]);
    renderWithProviders(<ComparePage />, { route: '/compare' });
    expect(screen.getByRole('heading', { name: 'No cars to compare' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Vehicles' }).getAttribute('href')).toBe('/search');
    expect(fetch).not.toHaveBeenCalled();
    cleanup();
    renderWithProviders(<ComparePage />, { route: '/compare?ids=8,9' });
    expect(await screen.findByRole('heading', { name: 'These cars are no longer listed' })).toBeTruthy();
  });
});
