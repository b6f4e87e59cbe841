import type { Vehicle } from '@contract/listings';
import { VehicleCard } from './VehicleCard';
import { VehicleCardSkeleton } from './VehicleCardSkeleton';

interface VehicleGridProps {
  vehicles: Vehicle[];
  /** Placeholders shown in place of (or after) the cards while a page loads. */
  placeholders?: number;
  showCertified?: boolean;
  /** How many of the first cards load their photo at once (those above the fold). */
  priorityCount?: number;
  label?: string;
}

/** Cards in a responsive grid: one column at 360 px, up to four at 1280 px. */
export function VehicleGrid({ vehicles, placeholders = 0, showCertified, priorityCount = 0, label }: VehicleGridProps) {
  return (
    <ul
      aria-label={label}
      aria-busy={placeholders > 0 || undefined}
      className="grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4"
    >
      {vehicles.map((vehicle, index) => (
        <li key={vehicle.id}>
          <VehicleCard vehicle={vehicle} showCertified={showCertified} priority={index < priorityCount} />
        </li>
      ))}
      {Array.from({ length: placeholders }, (_, index) => (
        <li key={`placeholder-${index}`}>
          <VehicleCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
