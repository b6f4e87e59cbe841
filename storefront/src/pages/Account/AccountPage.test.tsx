// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountMessages } from '@contract/account';
import type { CurrentUser } from '@contract/api';
import {
  advanceTimers,
  calledUrls,
  clearToasts,
  currentLocation,
  descriptionOf,
  jsonResponse,
  makeVehicle,
  renderWithProviders,
  seller,
  stubFetch,
} from '../../testing/render';
import { field, sentBody, toastText, type } from './accountTesting';
import AccountPage from './AccountPage';

beforeEach(() => {
  clearToasts();
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

type Answer = (init: RequestInit | undefined) => Response | Promise<Response> | undefined;

/** The account page for `user`, its listings, and the answers a test gives by "METHOD url". */
function renderAccount(user: CurrentUser = seller, answers: Record<string, Answer> = {}) {
  const listings = [
    makeVehicle({ id: 1, status: 'approved', images: ['/media/1.webp', '/media/2.webp'] }),
    makeVehicle({ id: 2, status: 'approved', images: ['/media/3.webp'] }),
    makeVehicle({ id: 3, status: 'pending', images: [] }),
  ];
  const fetch = stubFetch((url, init) => {
    const answer = answers[`${init?.method ?? 'GET'} ${url}`];
    if (answer) return answer(init);
    if (url === '/api/user/vehicles') return jsonResponse(listings);
    if (url === '/api/user') return jsonResponse(user);
    return undefined;
  });
  const rendered = renderWithProviders(<AccountPage />, { route: '/account', user });
  return { fetch, ...rendered };
}

const section = (name: string) => screen.getByRole('region', { name });
const form = (name: string) => screen.getByRole('form', { name });

describe('the account page', () => {
  it('sends a signed-out visitor to sign in after 500 ms, to come back here', async () => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/account');
    const assign = vi.fn<(url: string | URL) => void>();
    vi.spyOn(window.location, 'assign').mockImplementation(assign);
    renderWithProviders(<AccountPage />, { route: '/account', user: null });
    expect(screen.getByText('Loading…')).toBeTruthy();
    await advanceTimers(500);
    expect(assign).toHaveBeenCalledWith('/api/login?returnTo=%2Faccount');
  });

  it('saves only the profile fields that changed, and the header follows', async () => {
    const saved = { ...seller, firstName: 'Samuel', phone: '(602) 555-0100' };
    const { fetch, client } = renderAccount(seller, { 'PATCH /api/user': () => jsonResponse(saved) });
    const profile = form('Profile');
    expect(field('First Name', profile).value).toBe('Sam');
    type('First Name', 'Samuel', profile);
    type('Phone', '(602) 555-0100', profile);
    fireEvent.click(within(profile).getByRole('button', { name: 'Save profile' }));

    await waitFor(() => expect(toastText()).toContain(accountMessages.profileSaved));
    expect(sentBody(fetch, '/api/user')).toEqual({ firstName: 'Samuel', phone: '(602) 555-0100' });
    expect(client.getQueryData(['/api/user'])).toEqual(saved);
  });

  it('refuses a phone number that is not one, under the field', async () => {
    const { fetch } = renderAccount();
    const profile = form('Profile');
    type('Phone', 'call me', profile);
    fireEvent.click(within(profile).getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(descriptionOf(field('Phone', profile))).toBe('Enter a valid phone number'));
    expect(field('Phone', profile).getAttribute('aria-invalid')).toBe('true');
    expect(calledUrls(fetch)).not.toContain('/api/user');
  });

  it('shows a verified email with its badge, and an unverified one with a way to resend the link', async () => {
    renderAccount();
    expect(within(section('Email')).getByText('Verified')).toBeTruthy();
    expect(within(section('Email')).queryByRole('button', { name: 'Resend link' })).toBeNull();
    cleanup();

    renderAccount(
      { ...seller, emailVerified: false, pendingEmail: 'sam.new@example.com' },
      {
        'POST /api/verify-email/resend': () => jsonResponse({ message: accountMessages.verifySent }),
      },
    );
    const email = section('Email');
    expect(within(email).getByText('Not verified')).toBeTruthy();
    expect(email.textContent).toContain('Waiting for you to open the link we sent to sam.new@example.com');
    fireEvent.click(within(email).getByRole('button', { name: 'Resend link' }));
    await waitFor(() => expect(toastText()).toContain(accountMessages.verifySent));
  });

  it('changes the email: a wrong password or a taken address under their fields, then the link sent', async () => {
    let answer = () =>
      jsonResponse({ message: 'Invalid', errors: [{ path: 'password', message: accountMessages.wrongPassword }] }, 400);
    const { fetch } = renderAccount(seller, { 'POST /api/user/email': () => answer() });
    const change = form('Change email');
    type('New email', 'sam.new@example.com', change);
    type('Password', 'not-it', change);
    fireEvent.click(within(change).getByRole('button', { name: 'Change email' }));
    await waitFor(() => expect(descriptionOf(field('Password', change))).toBe(accountMessages.wrongPassword));
    expect(document.activeElement).toBe(field('Password', change));

    answer = () => jsonResponse({ message: accountMessages.emailTaken }, 409);
    type('Password', 'secret-sam', change);
    fireEvent.click(within(change).getByRole('button', { name: 'Change email' }));
    await waitFor(() => expect(descriptionOf(field('New email', change))).toBe(accountMessages.emailTaken));

    answer = () => jsonResponse({ message: accountMessages.emailChangeSent });
    fireEvent.click(within(change).getByRole('button', { name: 'Change email' }));
    await waitFor(() => expect(toastText()).toContain(accountMessages.emailChangeSent));
    expect(sentBody(fetch, '/api/user/email')).toEqual({ email: 'sam.new@example.com', password: 'not-it' });
    expect(field('New email', change).value).toBe('');
    // The user is read again, to show the address waiting for its link.
    await waitFor(() => expect(calledUrls(fetch)).toContain('/api/user'));
  });

  it('changes the password once both new ones match; a wrong current one is said under it', async () => {
    let answer = () =>
      jsonResponse(
        { message: 'Invalid', errors: [{ path: 'currentPassword', message: accountMessages.wrongCurrentPassword }] },
        400,
      );
    const { fetch } = renderAccount(seller, { 'POST /api/user/password': () => answer() });
    const change = form('Change password');
    type('Current password', 'not-it', change);
    type('New password', 'new-secret', change);
    type('Confirm new password', 'new-secrets', change);
    fireEvent.click(within(change).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(descriptionOf(field('Confirm new password', change))).toBe('Passwords do not match'));
    expect(calledUrls(fetch)).not.toContain('/api/user/password');

    type('Confirm new password', 'new-secret', change);
    fireEvent.click(within(change).getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(descriptionOf(field('Current password', change))).toBe(accountMessages.wrongCurrentPassword),
    );
    expect(document.activeElement).toBe(field('Current password', change));
    expect(sentBody(fetch, '/api/user/password')).toEqual({ currentPassword: 'not-it', newPassword: 'new-secret' });

    answer = () => jsonResponse({ message: accountMessages.passwordChanged });
    type('Current password', 'secret-sam', change);
    fireEvent.click(within(change).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(toastText()).toContain(accountMessages.passwordChanged));
    expect(field('New password', change).value).toBe('');
  });

  it('offers the data as a file to download', () => {
    renderAccount();
    const link = within(section('Your data')).getByRole('link', { name: 'Download my data' });
    expect(link.getAttribute('href')).toBe('/api/user/export');
    expect(link.hasAttribute('download')).toBe(true);
  });
});

describe('deleting the account', () => {
  function askToDelete(password: string) {
    const deletion = form('Delete account');
    type('Password', password, deletion);
    fireEvent.click(within(deletion).getByRole('button', { name: 'Delete my account' }));
    return deletion;
  }

  it('names what goes with it, then deletes it, forgets it here and goes home', async () => {
    window.localStorage.setItem('savedVehicles', JSON.stringify([7, 8]));
    window.localStorage.setItem(`marquee.listingDraft.v1.${seller.id}.new`, '{}');
    const { fetch, client } = renderAccount(seller, {
      'DELETE /api/user': () => jsonResponse({ message: accountMessages.accountDeleted }),
    });
    await waitFor(() => expect(calledUrls(fetch)).toContain('/api/user/vehicles'));
    askToDelete('secret-sam');

    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Your profile, email address and password',
      '3 listings (2 live, 1 under review)',
      '3 photos of your listings',
      '2 saved cars',
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(sentBody(fetch, '/api/user')).toEqual({ password: 'secret-sam' });
    expect(fetch.mock.calls.find(([url]) => url === '/api/user')?.[1]?.method).toBe('DELETE');
    expect(toastText()).toContain(accountMessages.accountDeleted);
    expect(client.getQueryData(['/api/user'])).toBeNull();
    expect(window.localStorage.getItem('savedVehicles')).toBe('[]');
    expect(window.localStorage.getItem(`marquee.listingDraft.v1.${seller.id}.new`)).toBeNull();
  });

  it('asks for the password first, and Cancel deletes nothing', async () => {
    const { fetch } = renderAccount();
    const deletion = askToDelete('');
    await waitFor(() => expect(descriptionOf(field('Password', deletion))).toBe('Password is required'));
    expect(screen.queryByRole('alertdialog')).toBeNull();

    askToDelete('secret-sam');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });

  it('says a wrong password under the field, and why the last admin cannot leave', async () => {
    let answer = () =>
      jsonResponse({ message: 'Invalid', errors: [{ path: 'password', message: accountMessages.wrongPassword }] }, 400);
    renderAccount(seller, { 'DELETE /api/user': () => answer() });
    const deletion = askToDelete('not-it');
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(descriptionOf(field('Password', deletion))).toBe(accountMessages.wrongPassword));
    expect(document.activeElement).toBe(field('Password', deletion));

    answer = () => jsonResponse({ message: accountMessages.lastAdmin }, 409);
    askToDelete('secret-sam');
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(toastText()).toContain(accountMessages.lastAdmin));
    expect(currentLocation()).toBe('/account');
  });
});
