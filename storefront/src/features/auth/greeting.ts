/**
 * How the signed-in screens greet the user. An account created in this tab is greeted as new ('Welcome to Marquee
 * Motors, Erin'); anyone who signed in is welcomed back. The mark lives in sessionStorage, so it survives a reload
 * of the tab the account was made in and ends with it, or at the next sign-in or sign-out.
 */
import type { CurrentUser } from '@contract/api';
import { brand } from '@contract/brand';

const NEW_ACCOUNT_KEY = 'newAccount';

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage blocked (a privacy setting): every user is simply welcomed back.
    return undefined;
  }
}

/** After registering: this account is new. */
export function rememberNewAccount(userId: number): void {
  try {
    storage()?.setItem(NEW_ACCOUNT_KEY, String(userId));
  } catch {
    // Full or blocked storage: the greeting is only words.
  }
}

/** After signing in or out: no account is new any more. */
export function forgetNewAccount(): void {
  storage()?.removeItem(NEW_ACCOUNT_KEY);
}

export function isNewAccount(userId: number): boolean {
  return storage()?.getItem(NEW_ACCOUNT_KEY) === String(userId);
}

/** 'Welcome to Marquee Motors, Erin' for an account just created here, else 'Welcome back, Erin'. */
export function greeting(user: Pick<CurrentUser, 'id' | 'firstName'>): string {
  const name = user.firstName?.trim();
  const opening = isNewAccount(user.id) ? `Welcome to ${brand.name}` : 'Welcome back';
  return name ? `${opening}, ${name}` : opening;
}
