/** Shown while a page's code or the session is loading: quiet, and announced once to screen readers. */
export function PageLoader() {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center">
      <span className="size-8 animate-spin rounded-full border-2 border-line border-t-ink" aria-hidden="true" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
