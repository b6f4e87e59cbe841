import { isUnauthorized } from '../listings/unauthorized';
import { toast } from '../toast/toastStore';
import { redirectToLogin } from './loginRedirect';

/**
 * A signed-in screen's call refused with 401 (the session ended elsewhere, or expired): say so and sign in again,
 * coming back to this page. Answers whether that was the failure, so the caller reports any other one itself.
 */
export function handleSessionLost(error: unknown): boolean {
  if (!isUnauthorized(error)) return false;
  toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
  redirectToLogin();
  return true;
}
