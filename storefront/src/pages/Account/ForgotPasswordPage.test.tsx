// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { accountMessages } from '@contract/account';
import {
  clearToasts,
  descriptionOf,
  jsonResponse,
  pending,
  renderWithProviders,
  stubFetch,
} from '../../testing/render';
import AuthPage from '../Auth/AuthPage';
import { field, sentBody, toastText, type } from './accountTesting';
import ForgotPasswordPage from './ForgotPasswordPage';

beforeEach(clearToasts);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(answer: () => Response | Promise<Response>) {
  const fetch = stubFetch((url) => (url === '/api/forgot-password' ? answer() : undefined));
  renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password', user: null });
  return fetch;
}

describe('the forgot-password page', () => {
  it('checks the email before sending, then says a link is on its way', async () => {
    const fetch = renderPage(() => jsonResponse({ message: accountMessages.resetSent }));
    type('Email', 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(field('Email').getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(field('Email'))).toBe('Enter a valid email address');
    expect(fetch).not.toHaveBeenCalled();

    type('Email', 'sam@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Check your email' });
    expect(screen.getByText(accountMessages.resetSent)).toBeTruthy();
    expect(document.activeElement).toBe(heading);
    expect(sentBody(fetch, '/api/forgot-password')).toEqual({ email: 'sam@example.com' });
    expect(screen.getByRole('link', { name: 'Back to Sign In' }).getAttribute('href')).toBe('/auth');

    // Another try starts from the address used.
    fireEvent.click(screen.getByRole('button', { name: 'Send another link' }));
    expect(field('Email').value).toBe('sam@example.com');
  });

  it("says 'Sending...' on a disabled button while it asks", async () => {
    renderPage(pending);
    type('Email', 'sam@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    const button = (await screen.findByRole('button', { name: 'Sending...' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it('toasts a refusal (too many tries) and stays on the form', async () => {
    renderPage(() => jsonResponse({ message: 'Too many requests. Try again in a few minutes.' }, 429));
    type('Email', 'sam@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(toastText()).toContain('Too many requests. Try again in a few minutes.'));
    expect(screen.queryByRole('heading', { name: 'Check your email' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeTruthy();
  });

  it("is linked from the Sign In tab's 'Forgot password?', which brings the email typed there", async () => {
    stubFetch(() => undefined);
    renderWithProviders(
      <Routes>
        <Route path="/auth" element={<AuthPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      </Routes>,
      { route: '/auth', user: null },
    );
    type('Email', 'sam@example.com');
    const link = screen.getByRole('link', { name: 'Forgot password?' });
    expect(link.getAttribute('href')).toBe('/forgot-password');
    fireEvent.click(link);
    await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' });
    expect(field('Email').value).toBe('sam@example.com');
  });
});
