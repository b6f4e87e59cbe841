import { dealRatingLabels, dealSummary, type Deal, type DealRating } from '@contract/deals';
import { Badge, type BadgeTone } from '../../ui/Badge';

const tones: Record<DealRating, BadgeTone> = {
  great: 'positive',
  good: 'positiveSoft',
  fair: 'neutral',
  high: 'caution',
};

/**
 * How the price compares with similar listings ('Great Deal'), with the figures behind it as a tooltip
 * ('$2,100 below the median of 14 similar listings'). A listing without enough similar ones shows nothing.
 */
export function DealBadge({ deal, className }: { deal: Deal | null | undefined; className?: string }) {
  if (!deal) return null;
  return (
    <Badge tone={tones[deal.rating]} title={dealSummary(deal)} className={className}>
      {dealRatingLabels[deal.rating]}
    </Badge>
  );
}
