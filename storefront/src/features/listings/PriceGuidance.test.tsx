// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MarketValueAnswer } from '@contract/marketValue';
import { advanceTimers, calledUrls, jsonResponse, pending, stubFetch, testQueryClient } from '../../testing/render';
import { PriceGuidance } from './PriceGuidance';
import type { DescribedCar } from './usePriceGuidance';

const x5: DescribedCar = { make: 'BMW', model: 'X5', year: '2021', mileage: '30,000', bodyType: 'suv' };
const valued: MarketValueAnswer = { marketValue: 46_300, low: 40_100, high: 53_400, comparables: 37, basis: 'model' };
const SUMMARY = 'Similar cars are listed at $40,100–$53,400; our market value for yours is $46,300';

let answer: () => Response | Promise<Response>;
let fetch: ReturnType<typeof stubFetch>;

beforeEach(() => {
  vi.useFakeTimers();
  answer = () => jsonResponse(valued);
  fetch = stubFetch((url) => (url.startsWith('/api/vehicles/market-value?') ? answer() : undefined));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const guidanceCalls = () => calledUrls(fetch).filter((url) => url.startsWith('/api/vehicles/market-value'));

/** The guidance in the app's providers; `update` gives it the form's next values, as the seller edits. */
function renderGuidance(car: DescribedCar, price = '', listingId: number | null = null) {
  const client = testQueryClient();
  const ui = (nextCar: DescribedCar, nextPrice: string) => (
    <QueryClientProvider client={client}>
      <PriceGuidance car={nextCar} price={nextPrice} listingId={listingId} />
    </QueryClientProvider>
  );
  const view = render(ui(car, price));
  return { ...view, update: (nextCar: DescribedCar, nextPrice: string) => view.rerender(ui(nextCar, nextPrice)) };
}

describe('PriceGuidance', () => {
  it('shows nothing and asks nothing until make, model, year and mileage are known', async () => {
    const { container } = renderGuidance({ ...x5, mileage: '' });
    await advanceTimers(1000);
    expect(guidanceCalls()).toEqual([]);
    expect(container.querySelector('[aria-label="Price guidance"]')).toBeNull();
  });

  it('asks once the car has stayed unchanged for 400 ms, then shows the range and the value', async () => {
    const view = renderGuidance({ ...x5, mileage: '' });
    view.update(x5, '');
    await advanceTimers(399);
    expect(guidanceCalls()).toEqual([]);
    await advanceTimers(1);
    await advanceTimers(0);
    expect(guidanceCalls()).toEqual([
      '/api/vehicles/market-value?make=BMW&model=X5&year=2021&mileage=30000&bodyType=suv',
    ]);
    expect(screen.getByText(SUMMARY)).toBeTruthy();
    // The bar repeats the text: hidden from screen readers.
    expect(screen.getByTestId('price-range-bar').getAttribute('aria-hidden')).toBe('true');
  });

  it('rates the price as it is typed, without asking the server again', async () => {
    const view = renderGuidance(x5, '$40,000');
    await advanceTimers(400);
    expect(screen.getByText('Great Deal')).toBeTruthy();
    expect(screen.getByText('$6,300 below our market value')).toBeTruthy();
    view.update(x5, '50000');
    await advanceTimers(0);
    expect(screen.getByText('High Price')).toBeTruthy();
    expect(screen.getByText('$3,700 above our market value')).toBeTruthy();
    view.update(x5, '46,300');
    expect(screen.getByText('Fair Price')).toBeTruthy();
    expect(screen.getByText('At our market value')).toBeTruthy();
    expect(guidanceCalls()).toHaveLength(1);
  });

  it('keeps the last answer shown while a changed car is valued, and asks once after a burst of typing', async () => {
    const view = renderGuidance(x5);
    await advanceTimers(400);
    expect(screen.getByText(SUMMARY)).toBeTruthy();
    answer = () => pending();
    for (const mileage of ['4', '45', '450', '4500', '45000']) {
      view.update({ ...x5, mileage }, '');
      await advanceTimers(100);
    }
    await advanceTimers(400);
    expect(guidanceCalls()).toHaveLength(2);
    expect(guidanceCalls()[1]).toContain('mileage=45000');
    expect(screen.getByText(SUMMARY)).toBeTruthy();
    expect(screen.getByLabelText('Price guidance').getAttribute('aria-busy')).toBe('true');
  });

  it('says when there are too few similar listings to suggest a price', async () => {
    answer = () => jsonResponse({ marketValue: null });
    renderGuidance(x5, '40000');
    await advanceTimers(400);
    expect(screen.getByText('Not enough similar listings to suggest a price yet')).toBeTruthy();
    expect(screen.queryByText('Great Deal')).toBeNull();
  });

  it('names the listing being edited, so that its own price does not value it, and values it as it opens', async () => {
    renderGuidance(x5, '', 42);
    await advanceTimers(0);
    expect(guidanceCalls()[0]).toContain('&listingId=42');
  });

  it('goes quiet when the call fails', async () => {
    answer = () => jsonResponse({ message: 'Too many price checks' }, 429);
    renderGuidance(x5, '40000');
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(screen.queryByLabelText('Price guidance')).toBeNull();
  });
});
