import { Link } from 'react-router-dom';
import type { OwnVehicle } from '@contract/listings';
import { cn } from '../../lib/cn';
import { buttonClass } from '../../ui/buttonStyles';
import { reviewNote, type ReviewTone } from './listingReview';

const tones: Record<ReviewTone, string> = {
  waiting: 'border-line-strong bg-surface',
  negative: 'border-danger/40 bg-danger-soft',
};

/** The owner's view of where their listing stands, with the way to edit it when that is what helps. */
export function ReviewBanner({ vehicle, className }: { vehicle: OwnVehicle; className?: string }) {
  const note = reviewNote(vehicle);
  if (!note) return null;
  return (
    <section
      aria-label="Listing status"
      className={cn('flex flex-wrap items-start gap-4 rounded-xl border px-5 py-4', tones[note.tone], className)}
    >
      <div className="min-w-0 flex-1">
        <h2 className={cn('font-semibold', note.tone === 'negative' ? 'text-danger' : 'text-ink')}>{note.title}</h2>
        <p className="mt-1 text-sm text-muted">{note.body}</p>
        {note.reason && (
          <p className="mt-2 text-sm text-ink">
            <span className="font-semibold">Reason: </span>
            {note.reason}
          </p>
        )}
      </div>
      <Link
        to={`/edit-listing/${vehicle.id}`}
        className={buttonClass(note.tone === 'negative' ? 'primary' : 'outline', 'sm')}
      >
        Edit listing
      </Link>
    </section>
  );
}
