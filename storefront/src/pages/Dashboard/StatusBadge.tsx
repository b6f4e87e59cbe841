import { statusDisplay, type StatusTone } from '../../features/listings/listingStatus';
import { cn } from '../../lib/cn';

const tones: Record<StatusTone, string> = {
  positive: 'bg-ink text-white',
  waiting: 'border border-line-strong bg-white text-ink',
  negative: 'bg-danger-soft text-danger',
  neutral: 'bg-surface-strong text-ink',
};

/** A listing's status for its seller; approved reads Active. */
export function StatusBadge({ status }: { status: string }) {
  const { label, tone } = statusDisplay(status);
  return (
    <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', tones[tone])}>
      {label}
    </span>
  );
}
