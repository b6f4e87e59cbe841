import { describe, expect, it } from 'vitest';
import { HOME_URL, LOGIN_URL, decideAccess } from './access';

describe('decideAccess', () => {
  it('lets admins and editors in', () => {
    expect(decideAccess({ role: 'admin' })).toEqual({ allowed: true });
    expect(decideAccess({ role: 'editor' })).toEqual({ allowed: true });
  });

  it('sends signed-in users without the role home', () => {
    expect(decideAccess({ role: 'user' })).toEqual({ allowed: false, redirectTo: HOME_URL });
    expect(HOME_URL).toBe('/');
  });

  it('sends signed-out visitors to the server sign-in, which brings them back', () => {
    expect(decideAccess(null)).toEqual({ allowed: false, redirectTo: LOGIN_URL });
    expect(LOGIN_URL).toBe('/api/login?returnTo=/admin');
  });

  it('refuses an unknown role', () => {
    expect(decideAccess({ role: 'owner' as never })).toEqual({ allowed: false, redirectTo: HOME_URL });
  });
});
