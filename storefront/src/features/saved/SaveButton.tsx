import type { MouseEvent } from 'react';
import { cn } from '../../lib/cn';
import { HeartIcon } from '../../ui/icons';
import { useSavedToggle } from './useSavedToggle';

interface SaveButtonProps {
  vehicleId: number;
  /** The car's name, so the button says what it saves ("Save 2021 BMW X5"). */
  name: string;
  /** 'icon': the round heart on a card's photo; 'labelled': the detail page's Save button. */
  look?: 'icon' | 'labelled';
  className?: string;
}

/** The save heart: toggles the id in localStorage with its toasts and never follows the card's link. */
export function SaveButton({ vehicleId, name, look = 'icon', className }: SaveButtonProps) {
  const { saved, toggle } = useSavedToggle(vehicleId);
  function onClick(event: MouseEvent<HTMLButtonElement>) {
    // The card's link covers the whole card: the heart must not also open the vehicle.
    event.preventDefault();
    event.stopPropagation();
    toggle();
  }
  const heart = <HeartIcon className={cn('size-5', saved && 'fill-accent text-accent')} />;

  if (look === 'labelled') {
    return (
      <button
        type="button"
        aria-pressed={saved}
        onClick={onClick}
        className={cn(
          'inline-flex h-11 items-center justify-center gap-2 rounded-md border border-line-strong bg-white px-4 text-sm font-semibold text-ink hover:bg-surface',
          className,
        )}
      >
        {heart}
        {saved ? 'Saved' : 'Save'}
      </button>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? `Remove ${name} from saved` : `Save ${name}`}
      onClick={onClick}
      className={cn(
        'flex size-10 items-center justify-center rounded-full bg-white/95 text-ink shadow-card transition-transform hover:scale-105',
        className,
      )}
    >
      {heart}
    </button>
  );
}
