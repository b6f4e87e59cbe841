// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountMessages } from '@contract/account';
import {
  clearToasts,
  currentLocation,
  descriptionOf,
  jsonResponse,
  renderWithProviders,
  seller,
  stubFetch,
} from '../../testing/render';
import { field, sentBody, toastText, type } from './accountTesting';
import ResetPasswordPage from './ResetPasswordPage';

beforeEach(clearToasts);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const token = 'a'.repeat(40);

function renderPage(route: string, answer: () => Response = () => jsonResponse(seller)) {
  const fetch = stubFetch((url) => (url === '/api/reset-password' ? answer() : undefined));
  const { client } = renderWithProviders(<ResetPasswordPage />, { route, user: null });
  return { fetch, client };
}

function submit(password: string, confirmation = password) {
  type('New password', password);
  type('Confirm new password', confirmation);
  fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('the reset-password page', () => {
  it('signs the user in with the new password and takes them to the dashboard', async () => {
    const { fetch, client } = renderPage(`/reset-password?token=${token}`);
    submit('new-secret');
    await waitFor(() => expect(currentLocation()).toBe('/dashboard'));
    expect(sentBody(fetch, '/api/reset-password')).toEqual({ token, password: 'new-secret' });
    expect(client.getQueryData(['/api/user'])).toEqual(seller);
    expect(toastText()).toContain(accountMessages.passwordReset);
  });

  it('checks that both passwords match, and the length, before sending', async () => {
    const { fetch } = renderPage(`/reset-password?token=${token}`);
    expect(descriptionOf(field('New password'))).toBe('Must be at least 6 characters');
    submit('new-secret', 'new-secrets');
    await waitFor(() => expect(descriptionOf(field('Confirm new password'))).toBe('Passwords do not match'));
    expect(field('Confirm new password').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Confirm new password'));

    submit('short');
    await waitFor(() => expect(field('New password').getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(field('New password'))).toBe('Must be at least 6 characters');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows a used or expired link, with the way to a new one', async () => {
    renderPage(`/reset-password?token=${token}`, () => jsonResponse({ message: accountMessages.badResetLink }, 400));
    submit('new-secret');
    const heading = await screen.findByRole('heading', { level: 1, name: "This link can't be used" });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText(accountMessages.badResetLink)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get a new link' }).getAttribute('href')).toBe('/forgot-password');
    expect(currentLocation()).toBe(`/reset-password?token=${token}`);
  });

  it.each([
    ['without a token', '/reset-password'],
    ['with a token cut short', '/reset-password?token=abc'],
  ])('says at once that a link %s cannot be used', (_case, route) => {
    const { fetch } = renderPage(route);
    expect(screen.getByRole('heading', { level: 1, name: "This link can't be used" })).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("puts the server's word on the password under the field", async () => {
    renderPage(`/reset-password?token=${token}`, () =>
      jsonResponse(
        { message: 'Invalid request', errors: [{ path: 'password', message: 'Password is too common' }] },
        400,
      ),
    );
    submit('123456');
    await waitFor(() => expect(descriptionOf(field('New password'))).toBe('Password is too common'));
    expect(screen.queryByRole('heading', { name: "This link can't be used" })).toBeNull();
  });
});
