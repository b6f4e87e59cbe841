import { carouselCardClass, carouselTrackClass } from './carouselLayout';
import { VehicleCardSkeleton } from './VehicleCardSkeleton';

/**
 * The carousel's loading state, with no dependency on the card's code: a page can show it while the carousel's
 * own chunk (cards, photos) is still on its way, so the first paint does not wait for it.
 */
export function CarouselSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <ul aria-label={label} aria-busy="true" className={carouselTrackClass}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={carouselCardClass}>
          <VehicleCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
