import { formatCount } from '@contract/format';

interface StatCardsProps {
  active: number;
  pending: number;
  totalViews: number;
  loading: boolean;
}

/** Active Listings, Pending Approval, Total Views. */
export function StatCards({ active, pending, totalViews, loading }: StatCardsProps) {
  const cards = [
    { label: 'Active Listings', value: active },
    { label: 'Pending Approval', value: pending },
    { label: 'Total Views', value: totalViews },
  ];
  return (
    <dl className="grid grid-cols-3 gap-3 sm:gap-4">
      {cards.map(({ label, value }) => (
        <div key={label} className="rounded-xl border border-line bg-white p-3 shadow-card sm:p-5">
          <dt className="text-xs font-medium text-muted sm:text-sm">{label}</dt>
          <dd className="mt-1 text-2xl font-semibold tracking-tight sm:mt-2 sm:text-3xl">
            {loading ? (
              <span className="inline-block h-8 w-12 animate-pulse rounded-sm bg-surface-strong" aria-label="Loading" />
            ) : (
              formatCount(value)
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
