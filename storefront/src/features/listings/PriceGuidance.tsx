import { formatPrice, priceNumber } from '@contract/format';
import { guidanceSummary, NOT_ENOUGH_TO_SUGGEST, priceVerdict, type MarketValueGuidance } from '@contract/marketValue';
import { Badge } from '../../ui/Badge';
import { cn } from '../../lib/cn';
import { dealTones } from '../vehicles/DealBadge';
import { usePriceGuidance, type DescribedCar } from './usePriceGuidance';

/** Where a share of the bar's span a dollar figure stands, in percent. */
const at = (value: number, from: number, to: number) => `${(((value - from) / (to - from)) * 100).toFixed(2)}%`;

/**
 * The range similar cars are listed at, the value and the typed price marked on it. Decoration: the text beside it
 * says the same, so screen readers skip it.
 */
function RangeBar({ guidance, price }: { guidance: MarketValueGuidance; price: number | null }) {
  const lowest = Math.min(guidance.low, price ?? guidance.low);
  const highest = Math.max(guidance.high, price ?? guidance.high);
  const margin = (highest - lowest) * 0.08 || guidance.marketValue * 0.05;
  const [from, to] = [lowest - margin, highest + margin];
  return (
    <div aria-hidden="true" data-testid="price-range-bar" className="mt-3 max-w-xl">
      <div className="relative h-2 rounded-full bg-surface-strong">
        <div
          className="absolute inset-y-0 rounded-full bg-line-strong/50"
          style={{ left: at(guidance.low, from, to), right: `calc(100% - ${at(guidance.high, from, to)})` }}
        />
        <div
          className="absolute -top-1 h-4 w-0.5 -translate-x-1/2 bg-ink"
          style={{ left: at(guidance.marketValue, from, to) }}
        />
        {price !== null && (
          <div
            className="absolute -top-1 size-4 -translate-x-1/2 rounded-full border-2 border-white bg-accent"
            style={{ left: at(price, from, to) }}
          />
        )}
      </div>
      <div className="relative mt-1 h-4 text-xs text-muted">
        <span className="absolute -translate-x-1/2" style={{ left: at(guidance.low, from, to) }}>
          {formatPrice(guidance.low)}
        </span>
        <span className="absolute -translate-x-1/2" style={{ left: at(guidance.high, from, to) }}>
          {formatPrice(guidance.high)}
        </span>
      </div>
    </div>
  );
}

/**
 * Under the listing form's price: once the car is described, what similar cars are listed at and our market value
 * for it, and, as the seller types a price, the deal rating it would get and how far from the value it is. Too
 * few similar listings: it says so. Nothing while the car is not described yet, or when the call fails.
 */
export function PriceGuidance({
  car,
  price: typedPrice,
  listingId,
  className,
}: {
  car: DescribedCar;
  price: string;
  /** The listing being edited; null for a new one. */
  listingId: number | null;
  className?: string;
}) {
  const { described, answer, updating, failed } = usePriceGuidance(car, listingId);
  if (!described || (failed && !answer)) return null;
  const parsed = priceNumber(typedPrice);
  const price = Number.isFinite(parsed) && parsed > 0 ? parsed : null;

  let body;
  if (!answer) {
    body = <p className="text-muted">Checking similar listings…</p>;
  } else if (answer.marketValue === null) {
    body = <p className="text-muted">{NOT_ENOUGH_TO_SUGGEST}</p>;
  } else {
    const verdict = price === null ? null : priceVerdict(price, answer.marketValue);
    body = (
      <>
        <p>{guidanceSummary(answer)}</p>
        {verdict && (
          <p className="mt-2 flex flex-wrap items-center gap-2" data-testid="price-verdict">
            <span className="text-muted">At {formatPrice(price)}:</span>
            <Badge tone={dealTones[verdict.rating]}>{verdict.label}</Badge>
            <span>{verdict.difference}</span>
          </p>
        )}
        <RangeBar guidance={answer} price={price} />
      </>
    );
  }
  return (
    <section
      aria-label="Price guidance"
      aria-live="polite"
      aria-busy={updating}
      className={cn(
        'rounded-md border border-line bg-surface px-4 py-3 text-sm text-ink transition-opacity',
        updating && answer ? 'opacity-70' : undefined,
        className,
      )}
    >
      {body}
    </section>
  );
}
