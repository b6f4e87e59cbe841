import { Link } from 'react-router-dom';
import {
  formatDistance,
  formatMileage,
  formatPrice,
  optionLabel,
  vehicleLocation,
  vehicleName,
} from '@contract/format';
import type { VehicleCardData } from '@contract/listings';
import { photoSizes } from '@contract/photoVariants';
import { cn } from '../../lib/cn';
import { Badge } from '../../ui/Badge';
import { CheckBadgeIcon } from '../../ui/icons';
import { CompareButton } from '../compare/CompareButton';
import { VehiclePhoto } from '../photos/VehiclePhoto';
import { SaveButton } from '../saved/SaveButton';
import { DealBadge } from './DealBadge';
import { PriceDropNote } from './PriceDropNote';

interface VehicleCardProps {
  vehicle: VehicleCardData;
  /** The listing-grid style also shows a Certified badge for approved listings. */
  showCertified?: boolean;
  /** Photo sizes for the srcset choice; the default fits a grid of up to four columns. */
  sizes?: string;
  /** Above the fold: load the photo at once. */
  priority?: boolean;
  className?: string;
}

/**
 * A listing in a grid or carousel: photo, Featured badge, save heart, price with
 * its deal rating and any recent drop, 'year make model', Mileage, Condition, Location (and the distance, in a search near a place) and
 * View Details. The title link stretches over the whole card,
 * so anywhere opens the vehicle, but the heart and the Compare chip sit above it and only toggle.
 */
export function VehicleCard({
  vehicle,
  showCertified = false,
  sizes = photoSizes.grid,
  priority = false,
  className,
}: VehicleCardProps) {
  const name = vehicleName(vehicle);
  const href = `/vehicles/${vehicle.id}`;
  return (
    <article
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-lg border border-line bg-white shadow-card transition-shadow hover:shadow-raised has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-focus',
        className,
      )}
    >
      <div className="relative">
        <VehiclePhoto src={vehicle.images[0]} alt={name} sizes={sizes} priority={priority} />
        <div className="absolute left-3 right-16 top-3 flex flex-wrap gap-1.5">
          {vehicle.status === 'sold' && <Badge tone="dark">Sold</Badge>}
          {vehicle.isFeatured && <Badge tone="accent">Featured</Badge>}
          {showCertified && vehicle.status === 'approved' && (
            <Badge tone="light">
              <CheckBadgeIcon className="size-3.5" />
              Certified
            </Badge>
          )}
        </div>
        <SaveButton vehicleId={vehicle.id} name={name} className="absolute right-3 top-3 z-10" />
        <CompareButton vehicleId={vehicle.id} name={name} className="absolute bottom-3 right-3 z-10" />
      </div>
      <div className="flex flex-1 flex-col p-4">
        <div className="flex items-center justify-between gap-2">
          <p className="text-xl font-semibold tracking-tight text-accent">{formatPrice(vehicle.price)}</p>
          <DealBadge vehicle={vehicle} className="shrink-0" />
        </div>
        <PriceDropNote vehicle={vehicle} />
        {/* Two lines, always reserved: a long name wraps instead of being cut, and the rows below line up. */}
        <h3 className="mt-1 line-clamp-2 min-h-[2lh] text-base font-semibold text-ink">{name}</h3>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted">Mileage</dt>
          <dd className="truncate text-right font-medium">{formatMileage(vehicle.mileage)}</dd>
          <dt className="text-muted">Condition</dt>
          <dd className="truncate text-right font-medium">{optionLabel(vehicle.condition)}</dd>
          <dt className="text-muted">Location</dt>
          {/* Wraps in full: a place cut off is a place misread, and the row's cards stretch to the tallest. */}
          <dd className="text-right font-medium break-words">{vehicleLocation(vehicle) || '—'}</dd>
          {vehicle.distance !== undefined && (
            <>
              <dt className="text-muted">Distance</dt>
              <dd className="truncate text-right font-medium">{formatDistance(vehicle.distance)}</dd>
            </>
          )}
        </dl>
        <div className="h-4" />
        <Link
          to={href}
          aria-label={`View Details: ${name}`}
          // Its ::after covers the card, so a click anywhere opens the vehicle; the card shows its focus ring.
          className="mt-auto inline-flex h-10 items-center justify-center rounded-md border border-line-strong text-sm font-semibold text-ink outline-none group-hover:bg-surface after:absolute after:inset-0 after:rounded-lg"
        >
          View Details
        </Link>
      </div>
    </article>
  );
}
