// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@contract/api';
import type { SavedSearch } from '@contract/savedSearches';
import { clearToasts, jsonResponse, renderWithProviders, seller, stubFetch } from '../../testing/render';
import { sentBody, toastText } from './accountTesting';
import { SavedSearchesSection } from './SavedSearchesSection';

beforeEach(clearToasts);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function savedSearch(overrides: Partial<SavedSearch> = {}): SavedSearch {
  return {
    id: 7,
    name: 'BMW 3 Series under $40,000',
    query: 'make=BMW&model=3+Series&maxPrice=40000&bodyType=Sedan',
    frequency: 'daily',
    paused: false,
    createdAt: '2026-11-25T10:00:00.000Z',
    updatedAt: '2026-11-25T10:00:00.000Z',
    ...overrides,
  };
}

/** The section with `list` on the server, which answers PATCH and DELETE as the real one does. */
function renderSection(list: SavedSearch[], user: CurrentUser = seller) {
  let searches = [...list];
  const fetch = stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/user/searches' && method === 'GET') return jsonResponse(searches);
    const match = /^\/api\/user\/searches\/(\d+)$/.exec(url);
    if (match && method === 'PATCH') {
      const changed = {
        ...searches.find((search) => search.id === Number(match[1]))!,
        ...JSON.parse(String(init!.body)),
      };
      searches = searches.map((search) => (search.id === changed.id ? changed : search));
      return jsonResponse(changed);
    }
    if (match && method === 'DELETE') {
      searches = searches.filter((search) => search.id !== Number(match[1]));
      return new Response(null, { status: 204 });
    }
    if (url === '/api/user' && method === 'PATCH') return jsonResponse({ ...user, ...JSON.parse(String(init!.body)) });
    return undefined;
  });
  const rendered = renderWithProviders(<SavedSearchesSection user={user} />, { route: '/account', user });
  return { fetch, ...rendered };
}

/** The list entry whose name is `name`. */
const item = (name: string) =>
  within(screen.getByRole('list', { name: 'Saved searches' }))
    .getAllByRole('listitem')
    .find((entry) => within(entry).queryByRole('link', { name }))!;

describe('the saved searches section', () => {
  it('lists each search: its name opening it, its filters and how often it emails', async () => {
    renderSection([savedSearch(), savedSearch({ id: 8, name: 'SUVs', query: 'bodyType=SUV', frequency: 'never' })]);
    const link = await screen.findByRole('link', { name: 'BMW 3 Series under $40,000' });
    expect(link.getAttribute('href')).toBe('/search?make=BMW&model=3+Series&maxPrice=40000&bodyType=Sedan');
    const first = item('BMW 3 Series under $40,000');
    expect(first.textContent).toContain('BMW 3 Series · Under $40,000 · Sedan');
    expect(first.textContent).toContain('Emails: Once a day');
    expect(item('SUVs').textContent).toContain('Emails: Never: keep the search only');
    expect(screen.getByText('2 of 25 searches')).toBeTruthy();
  });

  it('pauses and resumes a search', async () => {
    const { fetch } = renderSection([savedSearch()]);
    fireEvent.click(await screen.findByRole('button', { name: 'Pause BMW 3 Series under $40,000' }));
    expect(await screen.findByRole('button', { name: 'Resume BMW 3 Series under $40,000' })).toBeTruthy();
    expect(sentBody(fetch, '/api/user/searches/7')).toEqual({ paused: true });
    expect(item('BMW 3 Series under $40,000').textContent).toContain('Paused');
    expect(toastText()).toContain('Alerts paused');

    fireEvent.click(screen.getByRole('button', { name: 'Resume BMW 3 Series under $40,000' }));
    expect(await screen.findByRole('button', { name: 'Pause BMW 3 Series under $40,000' })).toBeTruthy();
    expect(JSON.parse(String(fetch.mock.calls.at(-1)?.[1]?.body))).toEqual({ paused: false });
    expect(toastText()).toContain('Alerts resumed');
  });

  it('renames a search and changes its emails in the edit dialog', async () => {
    const { fetch } = renderSection([savedSearch()]);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit BMW 3 Series under $40,000' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit saved search' });
    const name = within(dialog).getByLabelText('Name') as HTMLInputElement;
    expect(name.value).toBe('BMW 3 Series under $40,000');
    expect((within(dialog).getByLabelText('Once a day') as HTMLInputElement).checked).toBe(true);
    fireEvent.change(name, { target: { value: 'Weekday sedans' } });
    fireEvent.click(within(dialog).getByLabelText('Never: keep the search only'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('link', { name: 'Weekday sedans' })).toBeTruthy();
    expect(sentBody(fetch, '/api/user/searches/7')).toEqual({ name: 'Weekday sedans', frequency: 'never' });
    expect(item('Weekday sedans').textContent).toContain('Emails: Never: keep the search only');
    expect(toastText()).toContain('Saved search updated');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('deletes a search after asking, and Cancel keeps it', async () => {
    const { fetch } = renderSection([savedSearch()]);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete BMW 3 Series under $40,000' }));
    let confirm = await screen.findByRole('alertdialog', {
      name: 'Delete the saved search ‘BMW 3 Series under $40,000’?',
    });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete BMW 3 Series under $40,000' }));
    confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete search' }));
    expect(await screen.findByText(/You have no saved searches yet/)).toBeTruthy();
    expect(fetch.mock.calls.some(([url, init]) => url === '/api/user/searches/7' && init?.method === 'DELETE')).toBe(
      true,
    );
    expect(toastText()).toContain('Saved search deleted');
  });

  it('says a refused change in a toast and keeps the search as it was', async () => {
    stubFetch((url, init) => {
      if (url === '/api/user/searches' && !init?.method) return jsonResponse([savedSearch()]);
      if (url === '/api/user/searches/7') return jsonResponse({ message: 'Too many changes' }, 429);
      return undefined;
    });
    renderWithProviders(<SavedSearchesSection user={seller} />, { route: '/account', user: seller });
    fireEvent.click(await screen.findByRole('button', { name: 'Pause BMW 3 Series under $40,000' }));
    await waitFor(() => expect(toastText()).toContain('Alerts not paused'));
    expect(toastText()).toContain('Too many changes');
    expect(screen.getByRole('button', { name: 'Pause BMW 3 Series under $40,000' })).toBeTruthy();
  });

  it('points to the search page when there is none', async () => {
    renderSection([]);
    expect(await screen.findByText(/You have no saved searches yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search for cars' }).getAttribute('href')).toBe('/search');
  });

  it('turns the saved cars’ price-drop emails off and on, and the current user follows', async () => {
    const { fetch, client } = renderSection([]);
    const box = screen.getByRole('checkbox', { name: /Email me when a saved car drops in price/ }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    // At once, before the server answers: the box does not spring back while it saves.
    expect(box.checked).toBe(false);
    await waitFor(() => expect(toastText()).toContain('Price-drop emails off'));
    expect(sentBody(fetch, '/api/user')).toEqual({ savedCarAlerts: false });
    expect(client.getQueryData<CurrentUser>(['/api/user'])?.savedCarAlerts).toBe(false);
  });
});
