// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountMessages } from '@contract/account';
import { clearToasts, jsonResponse, renderWithProviders, seller, stubFetch } from '../../testing/render';
import DashboardPage from './DashboardPage';

beforeEach(clearToasts);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDashboard(emailVerified: boolean) {
  const fetch = stubFetch((url) => {
    if (url === '/api/user/vehicles') return jsonResponse([]);
    if (url === '/api/verify-email/resend') return jsonResponse({ message: accountMessages.verifySent });
    return undefined;
  });
  renderWithProviders(<DashboardPage />, { route: '/dashboard', user: { ...seller, emailVerified } });
  return fetch;
}

const notice = () => screen.queryByRole('region', { name: 'Verify your email' });

describe('the dashboard of a seller whose email is not verified', () => {
  it('says first that listings wait for it, where the link went, and sends it again', async () => {
    const fetch = renderDashboard(false);
    const region = notice();
    expect(region?.textContent).toContain('Your listings wait to be reviewed until your email is verified');
    expect(region?.textContent).toContain('We sent a link to sam@example.com');
    fireEvent.click(within(region!).getByRole('button', { name: 'Resend link' }));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: /^Notifications/ }).textContent).toContain(accountMessages.verifySent),
    );
    expect(fetch).toHaveBeenCalledWith('/api/verify-email/resend', expect.objectContaining({ method: 'POST' }));
  });

  it('is not shown once the email is verified', () => {
    renderDashboard(true);
    expect(notice()).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Seller Dashboard' })).toBeTruthy();
  });
});
