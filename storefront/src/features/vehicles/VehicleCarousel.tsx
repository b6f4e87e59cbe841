import { useRef } from 'react';
import type { Vehicle } from '@contract/listings';
import { ChevronLeftIcon, ChevronRightIcon } from '../../app/ui/icons';
import { VehicleCard } from './VehicleCard';
import { VehicleCardSkeleton } from './VehicleCardSkeleton';

/** Card widths on the home carousel (spec sections 2 and 9): 280 below 640 px, 290 below 768, 300 below 1024, 306. */
const cardWidth = 'w-[280px] shrink-0 snap-start sm:w-[290px] md:w-[300px] lg:w-[306px]';
const cardSizes = '(min-width: 1024px) 306px, (min-width: 768px) 300px, (min-width: 640px) 290px, 280px';

interface VehicleCarouselProps {
  label: string;
  vehicles: Vehicle[];
  /** While loading, this many placeholders instead of cards. */
  placeholders?: number;
}

/**
 * A row of cards that scrolls sideways (swipe, trackpad, or the arrow buttons), snapping to a card. Plain
 * overflow scrolling, so keyboard users reach every card with Tab and the browser scrolls it into view.
 */
export function VehicleCarousel({ label, vehicles, placeholders = 0 }: VehicleCarouselProps) {
  const trackRef = useRef<HTMLUListElement>(null);
  function scrollByCards(direction: -1 | 1) {
    const track = trackRef.current;
    if (!track) return;
    const first = track.firstElementChild as HTMLElement | null;
    const step = (first?.offsetWidth ?? 300) + 20;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    track.scrollBy({ left: direction * step, behavior: reduced ? 'auto' : 'smooth' });
  }
  const showArrows = vehicles.length > 1;

  return (
    <div className="relative">
      <ul
        ref={trackRef}
        aria-label={label}
        aria-busy={placeholders > 0 || undefined}
        className="-mx-4 flex snap-x snap-mandatory gap-5 overflow-x-auto scroll-px-4 px-4 pb-4 [scrollbar-width:thin] sm:-mx-6 sm:scroll-px-6 sm:px-6 lg:mx-0 lg:scroll-px-0 lg:px-0"
      >
        {vehicles.map((vehicle) => (
          <li key={vehicle.id} className={cardWidth}>
            <VehicleCard vehicle={vehicle} sizes={cardSizes} />
          </li>
        ))}
        {Array.from({ length: placeholders }, (_, index) => (
          <li key={`placeholder-${index}`} className={cardWidth}>
            <VehicleCardSkeleton />
          </li>
        ))}
      </ul>
      {showArrows && (
        <div className="mt-2 hidden justify-end gap-2 sm:flex">
          <button type="button" aria-label={`Scroll ${label} back`} onClick={() => scrollByCards(-1)} className="flex size-10 items-center justify-center rounded-full border border-line-strong bg-white hover:bg-surface">
            <ChevronLeftIcon className="size-5" />
          </button>
          <button type="button" aria-label={`Scroll ${label} forward`} onClick={() => scrollByCards(1)} className="flex size-10 items-center justify-center rounded-full border border-line-strong bg-white hover:bg-surface">
            <ChevronRightIcon className="size-5" />
          </button>
        </div>
      )}
    </div>
  );
}
