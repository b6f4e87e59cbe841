/** The form's shape while the session or the listing loads (a skeleton while authentication loads). */
export function FormSkeleton() {
  return (
    <div role="status" className="space-y-6" aria-label="Loading the listing form">
      {[0, 1, 2].map((section) => (
        <div
          key={section}
          className="animate-pulse rounded-xl border border-line bg-white p-5 sm:p-7"
          aria-hidden="true"
        >
          <div className="h-5 w-48 rounded-sm bg-surface-strong" />
          <div className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {[0, 1, 2, 3, 4, 5].map((field) => (
              <div key={field}>
                <div className="h-3.5 w-24 rounded-sm bg-surface-strong" />
                <div className="mt-2 h-11 rounded-md bg-surface" />
              </div>
            ))}
          </div>
        </div>
      ))}
      <span className="sr-only">Loading…</span>
    </div>
  );
}
