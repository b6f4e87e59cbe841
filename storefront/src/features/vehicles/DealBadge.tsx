import { dealRatingLabels, dealSummary, type DealRating } from '@contract/deals';
import type { Vehicle } from '@contract/listings';
import { Badge, type BadgeTone } from '../../ui/Badge';

/** Each rating's colour, wherever a rating shows. */
export const dealTones: Record<DealRating, BadgeTone> = {
  great: 'positive',
  good: 'positiveSoft',
  fair: 'neutral',
  high: 'caution',
};

/**
 * How the price compares with our market value ('Great Deal'), with the figures behind it as a tooltip
 * ('$2,100 below our market value of $46,300, from 37 similar listings'). A listing without a rating shows nothing.
 */
export function DealBadge({
  vehicle,
  className,
}: {
  vehicle: Pick<Vehicle, 'deal' | 'make' | 'bodyType'>;
  className?: string;
}) {
  const { deal } = vehicle;
  if (!deal?.rating) return null;
  return (
    <Badge tone={dealTones[deal.rating]} title={dealSummary(deal, vehicle)} className={className}>
      {dealRatingLabels[deal.rating]}
    </Badge>
  );
}
