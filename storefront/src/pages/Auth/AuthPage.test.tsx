// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { descriptionOf, jsonResponse, pending, renderWithProviders, seller, stubFetch } from '../../testing/render';
import HomePage from '../Home/HomePage';
import AuthPage from './AuthPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The auth page for a visitor, with sign-in and registration calls that are still on their way. */
function renderAuth(route = '/auth') {
  const fetch = stubFetch((url) => (url === '/api/login' || url === '/api/register' ? pending() : undefined));
  renderWithProviders(<AuthPage />, { route, user: null });
  return fetch;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('the auth page', () => {
  it("says 'Signing In...' on a disabled button while signing in", async () => {
    const fetch = renderAuth();
    type('Email', 'sam@example.com');
    type('Password', 'secret-pass');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    const button = (await screen.findByRole('button', { name: 'Signing In...' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/login', expect.objectContaining({ method: 'POST' })));
  });

  it('shows and hides the password with its toggle', () => {
    renderAuth();
    type('Password', 'secret-pass');
    expect(field('Password').type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field('Password').type).toBe('text');
    expect(field('Password').value).toBe('secret-pass');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(field('Password').type).toBe('password');
  });

  it("tells a new seller the password 'Must be at least 6 characters', and says 'Creating Account...' while it registers", async () => {
    const fetch = renderAuth();
    fireEvent.click(screen.getByRole('tab', { name: 'Create Account' }));
    expect(descriptionOf(field('Password'))).toBe('Must be at least 6 characters');
    expect(field('Password').minLength).toBe(6);
    expect(screen.getByRole('button', { name: 'Show password' })).toBeTruthy();

    type('Email', 'new@example.com');
    type('Password', 'five5');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    // Too short: refused on the spot, with the same words.
    await waitFor(() => expect(field('Password').getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(field('Password'))).toBe('Must be at least 6 characters');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeTruthy();

    type('Password', 'sixsix');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    const button = (await screen.findByRole('button', { name: 'Creating Account...' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith('/api/register', expect.objectContaining({ method: 'POST' })),
    );
    // Only the second attempt was sent.
    expect(fetch.mock.calls.filter(([url]) => url === '/api/register')).toHaveLength(1);
  });

  it('greets a new account as new on the home page, and a signed-in user as returning', async () => {
    const erin = { ...seller, id: 77, firstName: 'Erin', email: 'erin@example.com' };
    stubFetch((url) =>
      url === '/api/register' || url === '/api/login' ? jsonResponse({ ...erin, authenticated: true }) : undefined,
    );
    renderWithProviders(
      <Routes>
        <Route path="/auth" element={<AuthPage />} />
        <Route path="/" element={<HomePage />} />
      </Routes>,
      { route: '/auth?tab=register', user: null },
    );
    type('Email', 'erin@example.com');
    type('Password', 'secret-erin');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Marquee Motors, Erin' })).toBeTruthy();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
    cleanup();

    // The same person signing in later is welcomed back.
    renderWithProviders(
      <Routes>
        <Route path="/auth" element={<AuthPage />} />
        <Route path="/" element={<HomePage />} />
      </Routes>,
      { route: '/auth', user: null },
    );
    type('Email', 'erin@example.com');
    type('Password', 'secret-erin');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Erin' })).toBeTruthy();
  });

  it('opens on Create Account with ?tab=register', () => {
    renderAuth('/auth?tab=register');
    expect(screen.getByRole('tab', { name: 'Create Account' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByLabelText('First Name')).toBeTruthy();
  });
});
