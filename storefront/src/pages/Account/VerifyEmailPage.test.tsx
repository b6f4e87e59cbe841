// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountMessages } from '@contract/account';
import type { CurrentUser } from '@contract/api';
import {
  calledUrls,
  clearToasts,
  jsonResponse,
  pending,
  renderWithProviders,
  seller,
  stubFetch,
} from '../../testing/render';
import { sentBody, toastText } from './accountTesting';
import VerifyEmailPage from './VerifyEmailPage';

beforeEach(clearToasts);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const token = 'b'.repeat(43);
const unverified: CurrentUser = { ...seller, emailVerified: false };

function renderPage({
  route = `/verify-email?token=${token}`,
  user = null as CurrentUser | null,
  answer = (): Response | Promise<Response> => jsonResponse({ message: accountMessages.emailVerified }),
} = {}) {
  const fetch = stubFetch((url) => {
    if (url === '/api/verify-email') return answer();
    if (url === '/api/verify-email/resend') return jsonResponse({ message: accountMessages.verifySent });
    if (url === '/api/user') return user ? jsonResponse({ ...user, emailVerified: true }) : jsonResponse({}, 401);
    return undefined;
  });
  renderWithProviders(
    <StrictMode>
      <VerifyEmailPage />
    </StrictMode>,
    { route, user },
  );
  return fetch;
}

const verifyCalls = (fetch: ReturnType<typeof stubFetch>) =>
  calledUrls(fetch).filter((url) => url === '/api/verify-email');

describe('the verify-email page', () => {
  it('shows the wait, then the verified email with the ways on, having sent the token once', async () => {
    const fetch = renderPage({ user: unverified });
    expect(screen.getByText('Verifying your email…').closest('[role="status"]')).toBeTruthy();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Email verified' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText(accountMessages.emailVerified)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    // StrictMode runs the page's effects twice: the single-use token still went out once.
    expect(verifyCalls(fetch)).toHaveLength(1);
    expect(sentBody(fetch, '/api/verify-email')).toEqual({ token });
    // The user is read again, now verified.
    await waitFor(() => expect(calledUrls(fetch)).toContain('/api/user'));
  });

  it('offers a signed-in, unverified user a new link when theirs was refused', async () => {
    renderPage({ user: unverified, answer: () => jsonResponse({ message: accountMessages.badVerifyLink }, 400) });
    await screen.findByRole('heading', { level: 1, name: "This link can't be used" });
    expect(screen.getByText(accountMessages.badVerifyLink)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resend link' }));
    await waitFor(() => expect(toastText()).toContain(accountMessages.verifySent));
  });

  it('sends a visitor with a refused link to sign in, and on to their account', async () => {
    renderPage({ answer: () => jsonResponse({ message: accountMessages.badVerifyLink }, 400) });
    await screen.findByRole('heading', { level: 1, name: "This link can't be used" });
    expect(screen.queryByRole('button', { name: 'Resend link' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth?returnTo=%2Faccount');
  });

  it('says at once that a link without a token cannot be used', () => {
    const fetch = renderPage({ route: '/verify-email', user: unverified });
    expect(screen.getByRole('heading', { level: 1, name: "This link can't be used" })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend link' })).toBeTruthy();
    expect(verifyCalls(fetch)).toHaveLength(0);
  });

  it('lets the token be sent again when the server could not answer', async () => {
    let answer: () => Response | Promise<Response> = () => jsonResponse({ message: 'Something went wrong' }, 500);
    const fetch = renderPage({ answer: () => answer() });
    await screen.findByRole('heading', { level: 1, name: "We couldn't verify your email" });
    expect(screen.getByText('Something went wrong')).toBeTruthy();
    answer = pending;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Verifying your email…');
    expect(verifyCalls(fetch)).toHaveLength(2);
  });
});
