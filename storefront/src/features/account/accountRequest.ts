import { accountMessageSchema } from '@contract/account';
import { ApiError, apiFieldErrors, apiRequest, errorMessage } from '../../lib/api';
import { handleSessionLost } from '../auth/sessionLost';
import { toast } from '../toast/toastStore';

/** An account call whose 200 answer is `{ message }` (sent, verified, changed, deleted): resolves with the message. */
export async function requestMessage(method: 'POST' | 'DELETE', url: string, body?: unknown): Promise<string> {
  const response = await apiRequest(method, url, body);
  return accountMessageSchema.parse(await response.json()).message;
}

/**
 * The toast of a refused account call: the server's message (a wrong password, a rate limit...) under `title`.
 * On a signed-in screen a lost session is signed in again instead.
 */
export function reportAccountFailure(title: string, error: unknown, { signedIn = true } = {}): void {
  if (signedIn && handleSessionLost(error)) return;
  toast({ title, description: errorMessage(error), variant: 'destructive' });
}

/**
 * An emailed link the server refused (unknown, used or expired token): a 400 naming no field but the token. A 400
 * that names another (a new password too short) is the form's to show.
 */
export function isRefusedLink(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  return Object.keys(apiFieldErrors(error)).every((path) => path === 'token');
}
