import { useId } from 'react';
import { formatPrice } from '@contract/format';
import type { Vehicle } from '@contract/listings';
import { daysOnMarketLabel } from '@contract/priceHistory';
import { PriceHistoryChart } from '../../features/vehicles/PriceHistoryChart';
import { usePriceHistory } from '../../features/vehicles/vehicleQueries';

const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/**
 * Days on market and the price since the listing went public, drawn as a step chart when it has changed. Read
 * apart from the listing: it sits below the photos and facts, and a listing not yet public has none.
 */
export function PriceHistorySection({ vehicle }: { vehicle: Pick<Vehicle, 'id' | 'status'> }) {
  const headingId = useId();
  const onSale = vehicle.status === 'approved' || vehicle.status === 'sold';
  const { data: history } = usePriceHistory(vehicle.id, onSale);
  const first = history?.points[0];
  if (!history || !first) return null;
  const listed = `Listed on ${longDate.format(Date.parse(first.at))} at ${formatPrice(first.price)}`;
  return (
    <section aria-labelledby={headingId} className="border-t border-line pt-6">
      <h2 id={headingId} className="text-lg font-semibold">
        Price history
      </h2>
      <p className="mt-2 text-sm text-muted">
        {history.daysOnMarket !== null && (
          <span className="font-medium text-ink">{daysOnMarketLabel(history.daysOnMarket)} · </span>
        )}
        {listed}
        {history.points.length < 2 && ', unchanged since'}
      </p>
      {history.points.length >= 2 && (
        <div className="mt-4">
          <PriceHistoryChart points={history.points} />
        </div>
      )}
    </section>
  );
}
