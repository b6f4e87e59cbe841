// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@contract/api';
import { useRequireSignIn } from '../../features/auth/useRequireSignIn';
import { advanceTimers, clearToasts, renderWithProviders, seller, stubFetch } from '../../testing/render';
import ListingFormPage from './ListingFormPage';

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

beforeEach(() => {
  vi.useFakeTimers();
  clearToasts();
  window.localStorage.clear();
  // The browser is at the seller screen; the redirect asks to come back to it.
  window.history.replaceState(null, '', '/create-listing');
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const LOGIN = '/api/login?returnTo=%2Fcreate-listing';

function SellerScreen() {
  const { user } = useRequireSignIn();
  return <p>{user ? `Hello ${user.firstName}` : 'No one here'}</p>;
}

describe('signed-out visitors of seller screens', () => {
  it("are told 'Unauthorized' on the listing form and sent to /api/login after 500 ms", async () => {
    renderWithProviders(<ListingFormPage />, { route: '/create-listing', user: null });
    expect(screen.getByText('Unauthorized')).toBeTruthy();
    expect(screen.getByText('You need to be logged in to create a listing')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading the listing form' })).toBeTruthy();
    await advanceTimers(499);
    expect(assign).not.toHaveBeenCalled();
    await advanceTimers(1);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith(LOGIN);
  });

  it('are only sent once the session is known to be signed out (a 401 from /api/user)', async () => {
    let answer: (response: Response) => void = () => {};
    stubFetch((url) => (url === '/api/user' ? new Promise<Response>((resolve) => (answer = resolve)) : undefined));
    renderWithProviders(<ListingFormPage />, { route: '/create-listing' });
    await advanceTimers(2000);
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('status', { name: 'Loading the listing form' })).toBeTruthy();

    await act(async () => answer(new Response('{"message":"Not signed in"}', { status: 401 })));
    await advanceTimers(500);
    expect(assign).toHaveBeenCalledWith(LOGIN);
  });

  it('are not sent anywhere once they leave the screen within the 500 ms', async () => {
    const { unmount } = renderWithProviders(<SellerScreen />, { user: null });
    await advanceTimers(300);
    unmount();
    await advanceTimers(1000);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('signed-in sellers', () => {
  it('stay on the screen', async () => {
    renderWithProviders(<SellerScreen />, { user: seller });
    await advanceTimers(2000);
    expect(screen.getByText('Hello Sam')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it('who sign out on the screen are not sent to the login (logging out takes them home)', async () => {
    const { client } = renderWithProviders(<SellerScreen />, { user: seller });
    act(() => client.setQueryData<CurrentUser | null>(['/api/user'], null));
    await advanceTimers(2000);
    expect(screen.getByText('No one here')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });
});
