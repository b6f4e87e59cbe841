import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

const tones = {
  /** Featured listings: the one accent, as prices' emphasis. */
  accent: 'bg-accent text-on-accent',
  dark: 'bg-ink text-white',
  light: 'border border-line bg-white text-ink',
  /** Price judgements (deal ratings): a good price, a great one, a usual one, a high one. */
  positive: 'bg-positive text-white',
  positiveSoft: 'bg-positive-soft text-positive',
  neutral: 'bg-surface-strong text-ink',
  caution: 'bg-caution-soft text-caution',
} as const;

export type BadgeTone = keyof typeof tones;

interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
  /** A tooltip with more than the label says. */
  title?: string;
}

/** A small label on a photo or beside a title (Featured, Certified, Excellent condition, a deal rating). */
export function Badge({ tone = 'dark', children, className, title }: BadgeProps) {
  return (
    <span
      title={title}
      className={cn(
        'inline-flex items-center gap-1 rounded-sm px-2 py-0.5 text-xs font-semibold',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
