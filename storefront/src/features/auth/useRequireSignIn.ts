import { useEffect, useRef } from 'react';
import { toast, type ToastOptions } from '../toast/toastStore';
import { redirectToLogin } from './loginRedirect';
import { useCurrentUser } from './useCurrentUser';

/**
 * For screens of signed-in users (dashboard, listing form): a visitor who arrives signed out gets the optional
 * toast and is sent to sign in after 500 ms. Someone who signs out while on the screen is not:
 * logging out already takes them home with its own toast.
 */
export function useRequireSignIn(signedOutToast?: ToastOptions) {
  const session = useCurrentUser();
  const wasSignedIn = useRef(false);
  if (session.user) wasSignedIn.current = true;
  const arrivedSignedOut = !session.isLoading && !session.user && !wasSignedIn.current;
  const toastRef = useRef(signedOutToast);

  useEffect(() => {
    if (!arrivedSignedOut) return;
    if (toastRef.current) toast(toastRef.current);
    return redirectToLogin();
  }, [arrivedSignedOut]);

  return session;
}
