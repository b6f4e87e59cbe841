// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedVehicle } from '@contract/savedVehicles';
import SavedPage from '../../pages/Saved/SavedPage';
import {
  calledUrls,
  clearToasts,
  jsonResponse,
  makeVehicle,
  renderWithProviders,
  seller,
  stubFetch,
} from '../../testing/render';
import { SaveButton } from './SaveButton';
import { SAVED_VEHICLES_KEY, useSavedIds } from './savedVehicles';

beforeEach(() => {
  window.localStorage.clear();
  clearToasts();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const stored = () => JSON.parse(window.localStorage.getItem(SAVED_VEHICLES_KEY) ?? 'null');

function entry(vehicleId: number, overrides: Partial<SavedVehicle> = {}): SavedVehicle {
  return {
    vehicleId,
    savedAt: '2026-11-20T10:00:00.000Z',
    priceAtSave: 44800,
    title: '2021 BMW X5',
    state: 'available',
    vehicle: makeVehicle({ id: vehicleId }),
    ...overrides,
  };
}

/** What the header shows: the count of saved cars. */
function Count() {
  return <output aria-label="saved count">{useSavedIds().join(',')}</output>;
}

const count = () => screen.getByLabelText('saved count').textContent;
const bodyOf = (fetch: ReturnType<typeof stubFetch>, index: number) =>
  JSON.parse(String((fetch.mock.calls[index]![1] as RequestInit).body));

describe('saved cars of a visitor', () => {
  it('live in this browser only: the heart writes localStorage and calls no account endpoint', async () => {
    const fetch = stubFetch(() => undefined);
    renderWithProviders(
      <>
        <SaveButton vehicleId={42} name="2021 BMW X5" />
        <Count />
      </>,
      { user: null },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save 2021 BMW X5' }));
    expect(await screen.findByText('Vehicle saved!')).toBeTruthy();
    expect(stored()).toEqual([42]);
    expect(count()).toBe('42');
    fireEvent.click(screen.getByRole('button', { name: 'Remove 2021 BMW X5 from saved' }));
    expect(await screen.findByText('Vehicle removed from saved')).toBeTruthy();
    expect(stored()).toEqual([]);
    expect(calledUrls(fetch).filter((url) => url.includes('/api/user/saved'))).toEqual([]);
  });
});

describe('saved cars of a signed-in buyer', () => {
  it("merges this browser's list into the account once, then forgets it here", async () => {
    window.localStorage.setItem(SAVED_VEHICLES_KEY, JSON.stringify([7, 3]));
    const fetch = stubFetch((url, init) => {
      if (url === '/api/user/saved/merge' && init?.method === 'POST')
        return jsonResponse([entry(7), entry(3), entry(9)]);
      return undefined;
    });
    renderWithProviders(
      <>
        <Count />
        <Count />
      </>,
      { user: seller },
    );
    await waitFor(() => expect(screen.getAllByLabelText('saved count')[0]!.textContent).toBe('7,3,9'));
    expect(calledUrls(fetch)).toEqual(['/api/user/saved/merge']);
    expect(bodyOf(fetch, 0)).toEqual({ ids: [7, 3] });
    expect(stored()).toEqual([]);
  });

  it('keeps the browser list when the merge fails, and shows it meanwhile', async () => {
    window.localStorage.setItem(SAVED_VEHICLES_KEY, JSON.stringify([7]));
    stubFetch(() => jsonResponse({ message: 'Too many changes' }, 429));
    renderWithProviders(<Count />, { user: seller });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(count()).toBe('7');
    expect(stored()).toEqual([7]);
  });

  it('the heart saves in the account at once, with the toast, and the server answer replaces the placeholder', async () => {
    const fetch = stubFetch((url, init) => {
      if (url === '/api/user/saved' && (init?.method ?? 'GET') === 'GET') return jsonResponse([entry(5)]);
      if (url === '/api/user/saved/42' && init?.method === 'PUT') return jsonResponse(entry(42), 201);
      return undefined;
    });
    const { client } = renderWithProviders(
      <>
        <SaveButton vehicleId={42} name="2021 BMW X5" />
        <Count />
      </>,
      { user: seller },
    );
    await waitFor(() => expect(count()).toBe('5'));
    fireEvent.click(screen.getByRole('button', { name: 'Save 2021 BMW X5' }));
    expect(await screen.findByText('Vehicle saved!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove 2021 BMW X5 from saved' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await waitFor(() => expect(count()).toBe('42,5'));
    await waitFor(() =>
      expect(client.getQueryData<SavedVehicle[]>(['/api/user/saved'])![0]!.vehicle).toMatchObject({ id: 42 }),
    );
    expect(calledUrls(fetch)).toContain('/api/user/saved/42');
    expect(stored()).toBeNull();
  });

  it('takes a refused save back, with an error toast', async () => {
    stubFetch((url, init) => {
      if (url === '/api/user/saved' && (init?.method ?? 'GET') === 'GET') return jsonResponse([entry(5)]);
      if (url === '/api/user/saved/42') return jsonResponse({ message: 'This car is not on the market' }, 404);
      return undefined;
    });
    renderWithProviders(
      <>
        <SaveButton vehicleId={42} name="2021 BMW X5" />
        <Count />
      </>,
      { user: seller },
    );
    await waitFor(() => expect(count()).toBe('5'));
    fireEvent.click(screen.getByRole('button', { name: 'Save 2021 BMW X5' }));
    expect(await screen.findByText('Vehicle not saved')).toBeTruthy();
    expect(screen.getByText('This car is not on the market')).toBeTruthy();
    expect(count()).toBe('5');
    expect(screen.getByRole('button', { name: 'Save 2021 BMW X5' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('puts a car whose removal failed back where it was', async () => {
    stubFetch((url, init) => {
      if (url === '/api/user/saved' && (init?.method ?? 'GET') === 'GET')
        return jsonResponse([entry(1), entry(42), entry(3)]);
      if (url === '/api/user/saved/42' && init?.method === 'DELETE') return jsonResponse({ message: 'Offline' }, 503);
      return undefined;
    });
    renderWithProviders(
      <>
        <SaveButton vehicleId={42} name="2021 BMW X5" />
        <Count />
      </>,
      { user: seller },
    );
    await waitFor(() => expect(count()).toBe('1,42,3'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove 2021 BMW X5 from saved' }));
    expect(await screen.findByText('Vehicle not removed from saved')).toBeTruthy();
    expect(count()).toBe('1,42,3');
  });

  it('sends the writes to one car in the order of the taps', async () => {
    const order: string[] = [];
    let releasePut: () => void = () => undefined;
    stubFetch(async (url, init) => {
      if (url === '/api/user/saved' && (init?.method ?? 'GET') === 'GET') return jsonResponse([]);
      if (url === '/api/user/saved/42') {
        order.push(`${init?.method} sent`);
        if (init?.method === 'PUT') await new Promise<void>((resolve) => (releasePut = resolve));
        order.push(`${init?.method} done`);
        return init?.method === 'PUT' ? jsonResponse(entry(42), 201) : new Response(null, { status: 204 });
      }
      return jsonResponse({ message: 'Not found' }, 404);
    });
    renderWithProviders(
      <>
        <SaveButton vehicleId={42} name="2021 BMW X5" />
        <Count />
      </>,
      { user: seller },
    );
    await waitFor(() => expect(count()).toBe(''));
    fireEvent.click(screen.getByRole('button', { name: 'Save 2021 BMW X5' }));
    await waitFor(() => expect(order).toEqual(['PUT sent']));
    fireEvent.click(screen.getByRole('button', { name: 'Remove 2021 BMW X5 from saved' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(order).toEqual(['PUT sent']);
    releasePut();
    await waitFor(() => expect(order).toEqual(['PUT sent', 'PUT done', 'DELETE sent', 'DELETE done']));
    expect(count()).toBe('');
  });
});

describe('the saved page of a signed-in buyer', () => {
  it('says the list is in the account; shows drops since saving, sold cars, and removed ones with Remove', async () => {
    stubFetch((url, init) => {
      if (url === '/api/user/saved' && (init?.method ?? 'GET') === 'GET')
        return jsonResponse([
          entry(1, { priceAtSave: 46300 }),
          entry(2, {
            vehicle: makeVehicle({ id: 2, status: 'sold', model: 'M5' }),
            state: 'sold',
            title: '2021 BMW M5',
          }),
          entry(3, { state: 'removed', vehicle: null, title: '2019 Audi RS6' }),
        ]);
      if (url === '/api/user/saved/3' && init?.method === 'DELETE') return new Response(null, { status: 204 });
      return undefined;
    });
    renderWithProviders(<SavedPage />, { user: seller, route: '/saved' });
    expect(await screen.findByText('$1,500 less than when you saved it')).toBeTruthy();
    expect(screen.getByText(/Kept in your account/)).toBeTruthy();
    expect(screen.getByText('Sold')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '2019 Audi RS6' })).toBeTruthy();
    expect(screen.getByText('No longer listed')).toBeTruthy();
    expect(screen.getAllByText(/less than when you saved it/)).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Remove 2019 Audi RS6 from saved' }));
    expect(await screen.findByText('Vehicle removed from saved')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('No longer listed')).toBeNull());
  });

  it('a visitor is told the list stays on this device', async () => {
    stubFetch(() => undefined);
    renderWithProviders(<SavedPage />, { user: null, route: '/saved' });
    expect(await screen.findByText(/Saved on this device only/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'No saved vehicles yet' })).toBeTruthy();
  });
});
