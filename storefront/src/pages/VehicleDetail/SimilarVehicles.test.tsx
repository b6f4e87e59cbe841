// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calledUrls, jsonResponse, makeVehicle, renderWithProviders, stubFetch } from '../../testing/render';
import { SimilarVehicles } from './SimilarVehicles';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const shown = makeVehicle({ id: 42, model: 'X5', price: '44800.00' });
const others = ['M3', 'M4', 'X3', 'X6', 'i4', 'Z4', 'X7'].map((model, index) =>
  makeVehicle({ id: 100 + index, model }),
);

function searchUrl(fetch: ReturnType<typeof stubFetch>): URL {
  const url = calledUrls(fetch).find((called) => called.startsWith('/api/vehicles/search?'));
  expect(url).toBeTruthy();
  return new URL(url!, 'http://localhost');
}

describe('Similar Vehicles', () => {
  it('asks for cars priced within $5,000 of this one, and shows at most 6 of them, never the car itself', async () => {
    // The vehicle itself comes back among the matches, as it would: its price is in its own range.
    const fetch = stubFetch((url) =>
      url.startsWith('/api/vehicles/search?')
        ? jsonResponse({ vehicles: [others[0], shown, ...others.slice(1)], total: 8 })
        : undefined,
    );
    renderWithProviders(<SimilarVehicles vehicle={shown} />);

    expect(await screen.findByRole('heading', { name: 'Similar Vehicles' })).toBeTruthy();
    const params = searchUrl(fetch).searchParams;
    expect(params.get('minPrice')).toBe('39800');
    expect(params.get('maxPrice')).toBe('49800');

    const cards = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(cards).toEqual(['2021 BMW M3', '2021 BMW M4', '2021 BMW X3', '2021 BMW X6', '2021 BMW i4', '2021 BMW Z4']);
    expect(
      screen.getAllByRole('link', { name: /View Details/ }).map((link) => link.getAttribute('href')),
    ).not.toContain('/vehicles/42');
  });

  it('shows nothing when the only match is the car itself', async () => {
    const fetch = stubFetch(() => jsonResponse({ vehicles: [shown], total: 1 }));
    const { client } = renderWithProviders(<SimilarVehicles vehicle={shown} />);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(screen.queryByRole('heading', { name: 'Similar Vehicles' })).toBeNull();
    expect(screen.queryByRole('link', { name: /View Details/ })).toBeNull();
  });
});
