import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

const tones = {
  /** Featured listings: the one accent, as prices' emphasis. */
  accent: 'bg-accent text-on-accent',
  dark: 'bg-ink text-white',
  light: 'border border-line bg-white text-ink',
} as const;

/** A small label on a photo or beside a title (Featured, Certified, Excellent condition). */
export function Badge({ tone = 'dark', children, className }: { tone?: keyof typeof tones; children: ReactNode; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1 rounded-sm px-2 py-0.5 text-xs font-semibold', tones[tone], className)}>
      {children}
    </span>
  );
}
