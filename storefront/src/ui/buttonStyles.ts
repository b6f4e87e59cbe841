/**
 * Button looks shared by <button>, <Link> and <a>. The accent variant is reserved for the primary seller action
 * ('Sell Your Car' and its kin); danger is for what cannot be undone; everything else is neutral.
 */
import { cn } from '../lib/cn';

const base =
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md font-semibold transition-colors ' +
  'disabled:cursor-not-allowed disabled:opacity-60';

const variants = {
  accent: 'bg-accent text-on-accent hover:bg-accent-strong',
  primary: 'bg-ink text-white hover:bg-ink-soft',
  outline: 'border border-line-strong bg-white text-ink hover:bg-surface',
  ghost: 'text-ink hover:bg-surface',
  /** Light button on a dark (ink) surface. */
  inverse: 'bg-white text-ink hover:bg-surface-strong',
  /** Outlined button on a dark (ink) surface. */
  inverseOutline: 'border border-on-ink-muted text-white hover:bg-ink-soft',
  /** What cannot be undone (deleting): the status colour for danger, never the brand accent. */
  danger: 'bg-danger text-white hover:opacity-90',
} as const;

const sizes = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-6 text-base',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string): string {
  return cn(base, variants[variant], sizes[size], extra);
}

/** A link inside text or under a form ('Forgot password?', 'Back to Sign In'). */
export const textLinkClass = 'rounded-sm font-semibold text-ink underline underline-offset-4 hover:text-muted';
