import { useRef } from 'react';
import type { Vehicle } from '@contract/listings';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons';
import { carouselCardClass, carouselCardSizes, carouselTrackClass } from './carouselLayout';
import { CarouselSkeleton } from './CarouselSkeleton';
import { VehicleCard } from './VehicleCard';

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
  if (placeholders > 0) return <CarouselSkeleton count={placeholders} label={label} />;
  const showArrows = vehicles.length > 1;

  return (
    <div className="relative">
      <ul ref={trackRef} aria-label={label} className={carouselTrackClass}>
        {vehicles.map((vehicle) => (
          <li key={vehicle.id} className={carouselCardClass}>
            <VehicleCard vehicle={vehicle} sizes={carouselCardSizes} />
          </li>
        ))}
      </ul>
      {showArrows && (
        <div className="mt-2 hidden justify-end gap-2 sm:flex">
          <button
            type="button"
            aria-label={`Scroll ${label} back`}
            onClick={() => scrollByCards(-1)}
            className="flex size-10 items-center justify-center rounded-full border border-line-strong bg-white hover:bg-surface"
          >
            <ChevronLeftIcon className="size-5" />
          </button>
          <button
            type="button"
            aria-label={`Scroll ${label} forward`}
            onClick={() => scrollByCards(1)}
            className="flex size-10 items-center justify-center rounded-full border border-line-strong bg-white hover:bg-surface"
          >
            <ChevronRightIcon className="size-5" />
          </button>
        </div>
      )}
    </div>
  );
}
