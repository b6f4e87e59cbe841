import { dealSummary, segmentName } from '@contract/deals';
import { formatPrice } from '@contract/format';
import type { Vehicle } from '@contract/listings';
import { DealBadge } from './DealBadge';

/**
 * Beside the detail page's price: the deal rating and why ('$2,100 below our market value of $46,300, from 37
 * similar listings'), the range similar cars are listed at and what the value was estimated from; or, for a listing
 * with too few similar ones, that sentence instead of a badge. A listing that is not valued shows nothing.
 */
export function DealExplanation({ vehicle }: { vehicle: Pick<Vehicle, 'deal' | 'make' | 'model' | 'bodyType'> }) {
  const { deal } = vehicle;
  if (!deal) return null;
  if (deal.rating === null) return <p className="text-sm text-muted">{dealSummary(deal, vehicle)}</p>;
  const model = `${vehicle.make} ${vehicle.model}`;
  const basis =
    deal.basis === 'model'
      ? `From other ${model} listings, adjusted for year and mileage.`
      : `Too few ${model} listings yet: from other ${segmentName(vehicle)}, adjusted for year and mileage.`;
  return (
    <div className="flex max-w-md flex-col gap-1 text-sm text-muted lg:items-end lg:text-right">
      <p className="flex flex-wrap items-center gap-2 lg:justify-end">
        <DealBadge vehicle={vehicle} />
        {dealSummary(deal, vehicle)}
      </p>
      <p>
        Similar cars are listed at {formatPrice(deal.low)}–{formatPrice(deal.high)}. {basis}
      </p>
    </div>
  );
}
