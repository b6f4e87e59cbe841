// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAVED_SEARCHES_MAX, type SavedSearch } from '@contract/savedSearches';
import { toastText } from '../../pages/Account/accountTesting';
import { calledUrls, clearToasts, jsonResponse, renderWithProviders, seller, stubFetch } from '../../testing/render';
import { useSearchFilters } from '../search/useSearchFilters';
import { SaveSearchButton } from './SaveSearchButton';

beforeEach(clearToasts);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const route = '/search?make=BMW&model=3+Series&maxPrice=40000&sortBy=price_asc';

function savedSearch(overrides: Partial<SavedSearch> = {}): SavedSearch {
  return {
    id: 7,
    name: 'BMW 3 Series under $40,000',
    query: 'make=BMW&model=3+Series&maxPrice=40000',
    frequency: 'daily',
    paused: false,
    createdAt: '2026-11-25T10:00:00.000Z',
    updatedAt: '2026-11-25T10:00:00.000Z',
    ...overrides,
  };
}

/** The button as the search page shows it: with the filters of the URL. */
function OnSearchPage() {
  const { filters } = useSearchFilters();
  return <SaveSearchButton filters={filters} />;
}

function renderButton(user: typeof seller | null, post?: (body: unknown) => Response) {
  const fetch = stubFetch((url, init) => {
    if (url === '/api/user/searches' && (init?.method ?? 'GET') === 'GET') return jsonResponse([]);
    if (url === '/api/user/searches' && init?.method === 'POST' && post) return post(JSON.parse(String(init.body)));
    return undefined;
  });
  renderWithProviders(<OnSearchPage />, { route, user });
  return fetch;
}

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Save this search' }));
  return screen.findByRole('dialog', { name: 'Save this search' });
}

describe('Save this search', () => {
  it('sends a visitor to sign in and back to this very search', () => {
    const fetch = renderButton(null);
    const link = screen.getByRole('link', { name: 'Save this search' });
    expect(link.getAttribute('href')).toBe(`/auth?returnTo=${encodeURIComponent(route)}`);
    expect(calledUrls(fetch)).not.toContain('/api/user/searches');
  });

  it('offers a name from the filters and daily emails, posts them with the search, then reads Saved', async () => {
    const fetch = renderButton(seller, (body) => jsonResponse(savedSearch(body as Partial<SavedSearch>), 201));
    const dialog = await openDialog();

    const name = within(dialog).getByLabelText('Name') as HTMLInputElement;
    expect(name.value).toBe('BMW 3 Series under $40,000');
    const group = within(dialog).getByRole('group', { name: 'How often should we email you new matches?' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['As soon as they are listed', 'Once a day', 'Never: keep the search only']);
    expect((within(group).getByLabelText('Once a day') as HTMLInputElement).checked).toBe(true);

    fireEvent.change(name, { target: { value: 'Weekend BMW' } });
    fireEvent.click(within(group).getByLabelText('As soon as they are listed'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('link', { name: /^Saved/ })).toBeTruthy();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    // The page's filters without their order: the server keeps the search in its own form.
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      name: 'Weekend BMW',
      query: 'make=BMW&model=3+Series&maxPrice=40000',
      frequency: 'instant',
    });
    expect(toastText()).toContain('Search saved');
    expect(screen.getByRole('link', { name: /^Saved/ }).getAttribute('href')).toBe('/account#saved-searches');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('reads Saved at once for a search already saved', async () => {
    stubFetch((url) => (url === '/api/user/searches' ? jsonResponse([savedSearch()]) : undefined));
    renderWithProviders(<OnSearchPage />, { route, user: seller });
    expect((await screen.findByRole('link', { name: /^Saved/ })).textContent).toBe('Saved');
    expect(screen.queryByRole('button', { name: 'Save this search' })).toBeNull();
  });

  it('shows the server’s refusal under the name, and keeps the dialog open', async () => {
    const cap = `You can keep ${SAVED_SEARCHES_MAX} searches. Delete one to save another.`;
    renderButton(seller, () => jsonResponse({ message: 'Invalid', errors: [{ path: 'name', message: cap }] }, 400));
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(cap)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Save this search' })).toBeTruthy();
  });

  it('shows a refusal that names no field in the dialog (too many changes)', async () => {
    const message = 'Too many changes to your saved searches. Please try again in a few minutes.';
    renderButton(seller, () => jsonResponse({ message }, 429));
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
  });

  it('asks for a name, and Cancel closes without saving', async () => {
    const fetch = renderButton(seller, () => jsonResponse(savedSearch(), 201));
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name the search')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    expect(screen.getByRole('button', { name: 'Save this search' })).toBeTruthy();
  });

  it('is closed when the browser closes the dialog (Escape; pressed in the e2e spec, which a DOM here lacks)', async () => {
    renderButton(seller);
    const dialog = (await openDialog()) as HTMLDialogElement;
    act(() => dialog.close());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Opened again, it starts afresh.
    const again = await openDialog();
    expect((within(again).getByLabelText('Name') as HTMLInputElement).value).toBe('BMW 3 Series under $40,000');
  });
});
