// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PriceHistory } from '@contract/priceHistory';
import { queryClient } from '../../lib/api';
import { PriceHistorySection } from './PriceHistorySection';

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

function renderSection(status: 'approved' | 'sold' | 'pending', answer: PriceHistory | null) {
  const fetch = vi.fn(async () =>
    answer ? Response.json(answer) : Response.json({ message: 'Vehicle not found' }, { status: 404 }),
  );
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={queryClient}>
      <PriceHistorySection vehicle={{ id: 7, status }} />
    </QueryClientProvider>,
  );
  return fetch;
}

const listed = { price: 52_000, at: '2026-10-02T15:00:00.000Z' };

describe('PriceHistorySection', () => {
  it('shows days on market, when and at what price the car was listed, and the chart once the price changed', async () => {
    const fetch = renderSection('approved', {
      points: [listed, { price: 49_500, at: '2026-11-10T15:00:00.000Z' }],
      daysOnMarket: 54,
    });
    expect(await screen.findByRole('heading', { name: 'Price history' })).toBeTruthy();
    expect(screen.getByText(/54 days on market/)).toBeTruthy();
    expect(screen.getByText(/Listed on October 2, 2026 at \$52,000/)).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('aria-label')).toContain('$49,500 now, after 1 change');
    expect(fetch).toHaveBeenCalledWith('/api/vehicles/7/price-history', expect.anything());
  });

  it('says the price never changed instead of drawing a flat line, and leaves days out once sold', async () => {
    renderSection('sold', { points: [listed], daysOnMarket: null });
    expect(await screen.findByText('Listed on October 2, 2026 at $52,000, unchanged since')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByText(/on market/)).toBeNull();
  });

  it('asks nothing for a listing that is not public, and shows nothing when there is no history', async () => {
    const fetch = renderSection('pending', null);
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'Price history' })).toBeNull();
    cleanup();
    queryClient.clear();
    renderSection('approved', null);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('heading', { name: 'Price history' })).toBeNull();
  });
});
