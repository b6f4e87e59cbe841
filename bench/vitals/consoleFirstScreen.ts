/**
 * When the console's first screen shows its data: the dashboard (App.tsx's `dashboard`, what /admin opens on) once
 * its listing counts and its pending queue have both loaded. Runs in the page as an init script, so the time is
 * from navigation start (`performance.now()`), as LCP's is.
 */
export const watchConsoleFirstScreen = () => {
  const state: { shownMs?: number } = {};
  (window as unknown as { __firstScreen: typeof state }).__firstScreen = state;
  // The check is inline, not a named helper: tsx wraps named functions in `__name()`, which the page lacks.
  const observer = new MutationObserver(() => {
    // The counts read '...' until GET /api/admin/stats answers; the queue is aria-busy (skeletons) until the
    // pending listings do, then holds cards (a table on wide screens) or the empty state.
    const total = document.querySelector('[data-testid="stat-total"]');
    const queue = document.getElementById('moderation-panel-pending');
    if (!total || !/\d/.test(total.textContent ?? '') || !queue || queue.querySelector('[aria-busy="true"]')) return;
    observer.disconnect();
    // The DOM holds the data now; the frame that paints it is the next one.
    requestAnimationFrame(() => (state.shownMs = performance.now()));
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true, attributeFilter: ['aria-busy'] });
};

export const firstScreenShownMs = () =>
  (window as unknown as { __firstScreen: { shownMs?: number } }).__firstScreen.shownMs;
