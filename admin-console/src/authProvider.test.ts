import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The provider keeps one redirect per page load, so each test loads fresh modules.
async function load(userResponse: { status: number; body?: unknown }) {
  vi.resetModules();
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
    url === '/api/user'
      ? new Response(userResponse.body ? JSON.stringify(userResponse.body) : null, { status: userResponse.status })
      : new Response(null, { status: 204 }),
  );
  const assign = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('window', { location: { assign, origin: 'https://cars.example' }, addEventListener: vi.fn() });
  const { authProvider } = await import('./authProvider');
  const { setAnnouncer } = await import('./auth/redirect');
  const announced: string[] = [];
  setAnnouncer((message) => announced.push(message));
  return { authProvider, fetchMock, assign, announced };
}

const person = {
  id: 1,
  email: 'a@example.com',
  firstName: 'A',
  lastName: 'B',
  profileImageUrl: null,
  authenticated: true,
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('authProvider', () => {
  it('passes admins, with their role as permissions and credentials on the call', async () => {
    const { authProvider, fetchMock } = await load({ status: 200, body: { ...person, role: 'admin' } });
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    await expect(authProvider.getPermissions!({})).resolves.toBe('admin');
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ credentials: 'include' });
  });

  it('refuses a signed-in user: toast, then home after 500 ms, and no server logout', async () => {
    const { authProvider, fetchMock, assign, announced } = await load({
      status: 200,
      body: { ...person, role: 'user' },
    });
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false, redirectTo: false });
    expect(announced).toEqual(['Admin access required. Redirecting...']);
    await expect(authProvider.logout({})).resolves.toBe(false);
    expect(fetchMock).not.toHaveBeenCalledWith('/api/logout', expect.anything());
    vi.advanceTimersByTime(499);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('sends a signed-out visitor to the sign-in, once', async () => {
    const { authProvider, assign, announced } = await load({ status: 401 });
    await expect(authProvider.checkAuth({})).rejects.toBeDefined();
    await expect(authProvider.checkError({ status: 401 })).rejects.toEqual({ message: false, logoutUser: false });
    vi.advanceTimersByTime(500);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/api/login?returnTo=/admin');
    expect(announced).toHaveLength(1);
  });

  it('lets an editor see a 403 as an ordinary error', async () => {
    const { authProvider, assign } = await load({ status: 200, body: { ...person, role: 'editor' } });
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(authProvider.checkError({ status: 500 })).resolves.toBeUndefined();
    vi.advanceTimersByTime(500);
    expect(assign).not.toHaveBeenCalled();
  });

  it('logs out on the server, then leaves for the storefront home', async () => {
    const { authProvider, fetchMock } = await load({ status: 200, body: { ...person, role: 'admin' } });
    await expect(authProvider.logout({})).resolves.toBe('https://cars.example/');
    expect(fetchMock).toHaveBeenCalledWith('/api/logout', { method: 'POST', credentials: 'include' });
  });
});
