import { cn } from '../lib/cn';
import { PauseIcon, PlayIcon } from './icons';

interface PauseToggleProps {
  paused: boolean;
  onToggle: () => void;
  /** What moves, for the button's name: 'headline rotation' gives 'Pause headline rotation'. */
  what: string;
  className?: string;
}

/** Pause and resume for anything that moves by itself (WCAG 2.2.2): a round play/pause button. */
export function PauseToggle({ paused, onToggle, what, className }: PauseToggleProps) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={`${paused ? 'Resume' : 'Pause'} ${what}`}
      className={cn('flex shrink-0 items-center justify-center rounded-full border', className)}
    >
      {paused ? <PlayIcon className="size-3.5" /> : <PauseIcon className="size-3.5" />}
    </button>
  );
}
