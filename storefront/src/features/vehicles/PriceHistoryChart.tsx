import { formatPrice } from '@contract/format';
import type { PricePoint } from '@contract/priceHistory';

const width = 320;
const height = 96;
const padding = { top: 10, right: 8, bottom: 10, left: 8 };
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

interface PriceHistoryChartProps {
  /** Oldest first. */
  points: readonly PricePoint[];
  /** The right edge: the price holds until now. */
  now?: Date;
}

/**
 * A listing's public price as a step line from its first price to today, with each change as a dot, and the same
 * changes as a list for screen readers. Drawn by hand: one small SVG, where a charting library would bring tens of
 * kilobytes for a single line.
 */
export function PriceHistoryChart({ points, now = new Date() }: PriceHistoryChartProps) {
  if (points.length < 2) return null;
  const times = points.map((point) => Date.parse(point.at));
  const start = times[0]!;
  const end = Math.max(now.getTime(), times.at(-1)! + 1);
  const prices = points.map((point) => point.price);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const span = high - low || 1;
  const x = (time: number) => padding.left + ((time - start) / (end - start)) * (width - padding.left - padding.right);
  const y = (price: number) => padding.top + ((high - price) / span) * (height - padding.top - padding.bottom);
  const steps = points.flatMap((point, index) => {
    const next = index + 1 < points.length ? times[index + 1]! : end;
    return [`${x(times[index]!)},${y(point.price)}`, `${x(next)},${y(point.price)}`];
  });
  const first = points[0]!;
  const last = points.at(-1)!;
  const summary = `Price history: ${formatPrice(first.price)} on ${shortDate.format(start)}, ${formatPrice(last.price)} now, after ${points.length - 1} ${points.length === 2 ? 'change' : 'changes'}.`;

  return (
    <figure className="flex flex-col gap-2">
      <svg viewBox={`0 0 ${width} ${height}`} className="h-24 w-full max-w-md" role="img" aria-label={summary}>
        <polyline points={steps.join(' ')} fill="none" stroke="currentColor" strokeWidth={2} className="text-ink" />
        {points.map((point, index) => (
          <circle key={point.at} cx={x(times[index]!)} cy={y(point.price)} r={3.5} className="fill-accent" />
        ))}
      </svg>
      <div className="flex max-w-md justify-between text-xs text-muted" aria-hidden="true">
        <span>
          {formatPrice(first.price)} · {shortDate.format(start)}
        </span>
        <span>{formatPrice(last.price)} · today</span>
      </div>
      <table className="sr-only">
        <caption>Price changes</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Price</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.at}>
              <td>{shortDate.format(Date.parse(point.at))}</td>
              <td>{formatPrice(point.price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
