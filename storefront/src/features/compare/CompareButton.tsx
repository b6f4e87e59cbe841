import type { MouseEvent } from 'react';
import { cn } from '../../lib/cn';
import { CompareIcon } from '../../ui/icons';
import { useCompareToggle } from './useCompareToggle';

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
