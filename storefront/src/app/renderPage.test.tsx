// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_USER_API_PATH, vehicleApiPath } from '@contract/apiPaths';
import type { FirstQuery } from '@contract/firstData';
import { filtersFromParams, searchQueryKey } from '@contract/searchUrl';
import { newQueryClient } from '../lib/api';
import { makeVehicle, pending, stubFetch } from '../testing/render';
import { AppProviders } from './AppProviders';
import { seedQueries } from './firstData';
import { renderPage } from './renderPage';
import { routes } from './routes';

const bmw = makeVehicle({ id: 7, make: 'BMW', model: 'M5', price: '89900.00', images: ['/media/m5-1600.webp'] });
const audi = makeVehicle({ id: 8, make: 'Audi', model: 'RS6', price: '99900.00' });
const searchAddress = '/search?make=BMW';
const searchKey = searchQueryKey(filtersFromParams(new URLSearchParams('make=BMW')));
const visitor: FirstQuery = { queryKey: [CURRENT_USER_API_PATH], data: null };
const searchAnswer = (vehicles: unknown[]): FirstQuery => ({
  queryKey: [searchKey],
  data: { pages: [{ vehicles, total: vehicles.length, page: 1, totalPages: 1 }], pageParams: [1] },
});

const roots: Root[] = [];

afterEach(() => {
  vi.restoreAllMocks();
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

/**
 * Puts `markup` in the page as the server sends it, lets the visitor act on it (`meanwhile`) while the app's code is
 * on its way, and lets the app take it over as main.tsx does, from the same answers. Resolves with the errors React
 * reported about what the server drew.
 */
async function takeOver(
  address: string,
  markup: string,
  queries: FirstQuery[],
  meanwhile?: (page: HTMLElement) => void,
): Promise<unknown[]> {
  stubFetch(() => pending());
  const container = document.createElement('div');
  container.innerHTML = markup;
  document.body.append(container);
  meanwhile?.(container);
  const client = newQueryClient();
  seedQueries(client, queries);
  const errors: unknown[] = [];
  await act(async () => {
    const root = hydrateRoot(
      container,
      <AppProviders client={client}>
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: [address] })} />
      </AppProviders>,
      { onRecoverableError: (error) => errors.push(error) },
    );
    roots.push(root);
  });
  return errors;
}

describe('renderPage', () => {
  it("draws /search's cars from the answer the page carries, and the app takes them over as they stand", async () => {
    const queries = [searchAnswer([bmw, audi]), visitor];
    const markup = await renderPage(searchAddress, queries);
    expect(markup).toContain('Find your next car');
    expect(markup.indexOf('BMW M5')).toBeLessThan(markup.indexOf('Audi RS6'));

    const errors = await takeOver(searchAddress, markup, queries);
    const firstCard = document.querySelector('a[href="/vehicles/7"]');
    expect(errors).toEqual([]);
    expect(firstCard?.isConnected).toBe(true);
    // The same element: taken over, not drawn again.
    expect(document.querySelector('a[href="/vehicles/7"]')).toBe(firstCard);
  });

  it("draws a listing's page, its enquiry form included, and the app takes it over without a difference", async () => {
    const queries = [{ queryKey: [vehicleApiPath(7)], data: bmw, askAgain: true }, visitor];
    const consoleError = vi.spyOn(console, 'error');
    const markup = await renderPage('/vehicles/7', queries);
    expect(markup).toMatch(/<h1[^>]*>[^<]*BMW M5/);
    expect(markup).toContain('Send Message');
    expect(await takeOver('/vehicles/7', markup, queries)).toEqual([]);
    // React's word for siblings it cannot tell apart (the contact panel and the estimator were both keyed by the id).
    const sameKeys = consoleError.mock.calls.filter(([message]) => String(message).includes('with the same key'));
    expect(sameKeys).toEqual([]);
  });

  it('applies a sort picked before the app took over, rather than show it beside results sorted another way', async () => {
    const queries = [searchAnswer([bmw, audi]), visitor];
    const markup = await renderPage(searchAddress, queries);
    const sortSelect = (page: ParentNode) =>
      page.querySelector<HTMLSelectElement>('select:has(option[value=price_asc])');

    expect(
      await takeOver(searchAddress, markup, queries, (page) => {
        sortSelect(page)!.value = 'price_asc';
      }),
    ).toEqual([]);
    const searches = vi
      .mocked(fetch)
      .mock.calls.map(([input]) => String(input))
      .filter((address) => address.startsWith('/api/vehicles/search'));
    expect(searches).toEqual([expect.stringMatching(/\/api\/vehicles\/search\?.*sortBy=price_asc/)]);
    expect(sortSelect(document)!.value).toBe('price_asc');
  });

  it('sends the enquiry a buyer typed and ticked before the app took over, not the blank form', async () => {
    const queries = [{ queryKey: [vehicleApiPath(7)], data: bmw, askAgain: true }, visitor];
    const markup = await renderPage('/vehicles/7', queries);
    const field = (page: ParentNode, selector: string) => page.querySelector<HTMLInputElement>(selector)!;
    expect(
      await takeOver('/vehicles/7', markup, queries, (page) => {
        field(page, 'input[autocomplete=given-name]').value = 'Ada';
        field(page, 'input[autocomplete=family-name]').value = 'Lovelace';
        field(page, 'input[autocomplete=email]').value = 'ada@example.com';
        field(page, 'input[name=isFinancingInterest]').checked = true;
      }),
    ).toEqual([]);
    await act(async () => field(document, 'button[type=submit]').click());
    const sent = vi
      .mocked(fetch)
      .mock.calls.filter(([input]) => String(input).startsWith('/api/contact'))
      .map(([, init]) => JSON.parse(String(init?.body)));
    expect(sent).toEqual([
      expect.objectContaining({ firstName: 'Ada', lastName: 'Lovelace', isFinancingInterest: true, vehicleId: 7 }),
    ]);
  });

  it("draws each page from its own answers only: nothing of one visitor's page is left for the next", async () => {
    await renderPage(searchAddress, [searchAnswer([bmw]), visitor]);
    const next = await renderPage(searchAddress, [visitor]);
    expect(next).toContain('Find your next car');
    expect(next).not.toContain('BMW M5');
  });

  it('rejects a page it cannot finish, rather than send one the app would have to draw again', async () => {
    await expect(renderPage(searchAddress, [searchAnswer([{ id: 9 }]), visitor])).rejects.toThrow('could not be drawn');
  });
});
