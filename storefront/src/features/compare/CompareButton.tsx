import type { MouseEvent, SVGProps } from 'react';
import { cn } from '../../lib/cn';
import { useCompareToggle } from './useCompareToggle';

/** Two columns side by side (ui/icons.tsx's line style); a tick in the first once chosen. */
export function CompareIcon({ checked = false, ...props }: SVGProps<SVGSVGElement> & { checked?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <rect x="3" y="4" width="7.5" height="16" rx="1.5" />
      <rect x="13.5" y="4" width="7.5" height="16" rx="1.5" />
      {checked && <path d="M4.8 12.2l1.6 1.6 2.6-3.4" />}
    </svg>
  );
}

interface CompareButtonProps {
  vehicleId: number;
  /** The car's name, so the button says what it adds ("Compare 2021 BMW X5"). */
  name: string;
  /** 'chip': the small pill on a card's photo; 'labelled': the detail page's button beside Save and Share. */
  look?: 'chip' | 'labelled';
  className?: string;
}

/** Adds the car to the compare selection or takes it out; never follows the card's link. */
export function CompareButton({ vehicleId, name, look = 'chip', className }: CompareButtonProps) {
  const { selected, toggle } = useCompareToggle(vehicleId);
  function onClick(event: MouseEvent<HTMLButtonElement>) {
    // The card's link covers the whole card: the toggle must not also open the vehicle.
    event.preventDefault();
    event.stopPropagation();
    toggle();
  }
  const icon = <CompareIcon checked={selected} className="size-4 shrink-0" />;
  if (look === 'labelled') {
    return (
      <button
        type="button"
        aria-pressed={selected}
        onClick={onClick}
        className={cn(
          'inline-flex h-11 items-center justify-center gap-2 rounded-md border border-line-strong bg-white px-4 text-sm font-semibold text-ink hover:bg-surface aria-pressed:border-ink aria-pressed:bg-surface',
          className,
        )}
      >
        {icon}
        Compare
      </button>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={selected}
      aria-label={`Compare ${name}`}
      onClick={onClick}
      className={cn(
        'inline-flex h-8 items-center gap-1.5 rounded-full px-3 text-xs font-semibold shadow-card transition-colors',
        selected ? 'bg-ink text-white' : 'bg-white/95 text-ink hover:bg-white',
        className,
      )}
    >
      {icon}
      Compare
    </button>
  );
}
