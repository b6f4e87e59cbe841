/** Which requests are worth an auth check: those with an Authorization header or Payload's session cookie. */
import type { Payload } from 'payload';
import { describe, expect, it } from 'vitest';
import { carriesCredentials } from '../../cms/http/session.ts';

const payload = { config: { cookiePrefix: 'marketplace' } } as unknown as Payload;
const carries = (headers: Record<string, string>) => carriesCredentials(payload, { headers });

describe('a request carrying credentials', () => {
  it('is one with any Authorization header or the session cookie, wherever it stands among the cookies', () => {
    expect(carries({ authorization: 'users API-Key abc' })).toBe(true);
    expect(carries({ authorization: 'JWT abc' })).toBe(true);
    expect(carries({ cookie: 'marketplace-token=abc' })).toBe(true);
    expect(carries({ cookie: 'theme=dark; marketplace-token=abc; consent=1' })).toBe(true);
    // Payload's own parser trims the name: so does this check.
    expect(carries({ cookie: 'theme=dark;marketplace-token =abc' })).toBe(true);
  });

  it('is not one with only other cookies, even one whose name or value holds the token name', () => {
    expect(carries({})).toBe(false);
    expect(carries({ cookie: 'theme=dark; consent=1' })).toBe(false);
    expect(carries({ cookie: 'old-marketplace-token=abc' })).toBe(false);
    expect(carries({ cookie: 'note=marketplace-token=abc' })).toBe(false);
  });
});
