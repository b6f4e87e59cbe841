/** The loading placeholder of a card: the same box and proportions, so nothing moves when cards arrive. */
export function VehicleCardSkeleton() {
  return (
    <div className="h-full overflow-hidden rounded-lg border border-line bg-white" aria-hidden="true">
      <div className="aspect-[4/3] animate-pulse bg-surface-strong" />
      <div className="space-y-3 p-4">
        <div className="h-6 w-28 animate-pulse rounded-sm bg-surface-strong" />
        <div className="h-5 w-3/4 animate-pulse rounded-sm bg-surface-strong" />
        <div className="h-16 animate-pulse rounded-sm bg-surface" />
        <div className="h-10 animate-pulse rounded-md bg-surface" />
      </div>
    </div>
  );
}
