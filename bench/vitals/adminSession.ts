/**
 * A signed-in admin for the console's vitals: signs the demo admin in with POST /api/login (the server's sign-in,
 * where the console's authProvider sends staff) and hands back the session cookie for a browser context.
 */
import type { BrowserContext } from '@playwright/test';
import { demoAccounts } from '../../seed/demoAccounts.ts';

type SessionCookie = Parameters<BrowserContext['addCookies']>[0][number];

export interface AdminSession {
  cookies: SessionCookie[];
  signOut(): Promise<void>;
}

/** The Set-Cookie headers as cookies for `base`; `url` makes Playwright derive the domain, path and Secure. */
function cookiesOf(response: Response, base: string): SessionCookie[] {
  return response.headers.getSetCookie().map((header) => {
    const [pair, ...attributes] = header.split(';').map((part) => part.trim());
    const separator = pair.indexOf('=');
    const flags = new Map(
      attributes.map((attribute) => {
        const [key, value = ''] = attribute.split('=');
        return [key.toLowerCase(), value] as const;
      }),
    );
    const sameSite = flags.get('samesite')?.toLowerCase();
    return {
      name: pair.slice(0, separator),
      value: pair.slice(separator + 1),
      url: base,
      httpOnly: flags.has('httponly'),
      sameSite: sameSite === 'strict' ? 'Strict' : sameSite === 'none' ? 'None' : 'Lax',
    };
  });
}

/** Signs in once: every run's fresh context gets the same session, as a returning admin's browser would have. */
export async function signInAdmin(base: string): Promise<AdminSession> {
  // DEMO_ADMIN_EMAIL and DEMO_ADMIN_PASSWORD, as the server's seed reads them, for a deployment with other ones.
  const admin = demoAccounts().find((account) => account.role === 'admin')!;
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  if (!response.ok)
    throw new Error(`signing in ${admin.email} at ${base} failed: ${response.status} ${await response.text()}`);
  const cookies = cookiesOf(response, base);
  if (!cookies.length) throw new Error(`${base}/api/login answered without a session cookie`);
  const cookieHeader = cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  return {
    cookies,
    // Ends the bench's session on the server, so runs against a deployment leave none behind.
    async signOut() {
      await fetch(`${base}/api/logout`, { method: 'POST', headers: { Cookie: cookieHeader } });
    },
  };
}
