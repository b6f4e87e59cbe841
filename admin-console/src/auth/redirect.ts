/**
 * Leaving the console after a refusal: one toast, then a full page load elsewhere after 500 ms.
 * The first refusal wins; later ones (several queries fail at once) change nothing.
 */
export const REDIRECT_DELAY_MS = 500;

type Announce = (message: string) => void;

let pending: { url: string; message: string; announced: boolean } | null = null;
let announce: Announce | null = null;

/** Shows `message` as soon as the console can, and sends the browser to `url` 500 ms later. */
export function redirectAfterNotice(url: string, message: string): void {
  if (pending) return;
  pending = { url, message, announced: false };
  flush();
  setTimeout(() => window.location.assign(url), REDIRECT_DELAY_MS);
  // Coming back with the Back button may restore this page from the back/forward cache, frozen mid-exit.
  window.addEventListener('pageshow', (event) => event.persisted && window.location.reload(), { once: true });
}

/** True once a redirect is under way: react-admin's own reactions (logout, refetch) must then stay quiet. */
export function isRedirecting(): boolean {
  return pending !== null;
}

/**
 * The console's notification area registers here. The toast is queued synchronously, before any toast the failed
 * call itself may cause, so it is the one shown (react-admin shows one toast at a time, in order).
 */
export function setAnnouncer(next: Announce | null): void {
  announce = next;
  flush();
}

function flush(): void {
  if (pending && announce && !pending.announced) {
    pending.announced = true;
    announce(pending.message);
  }
}
