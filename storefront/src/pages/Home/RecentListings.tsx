import { Link } from 'react-router-dom';
import { CarouselSkeleton } from '../../features/vehicles/CarouselSkeleton';
import { LazyVehicleCarousel } from '../../features/vehicles/LazyVehicleCarousel';
import { useRecentVehicles } from '../../features/vehicles/vehicleQueries';
import { ArrowRightIcon } from '../../ui/icons';
import { SectionHeader } from '../../ui/SectionHeader';

/** The recent listings show 6 loading placeholders. */
const PLACEHOLDERS = 6;

/** 'Current Remote Listings': the newest approved cars in a carousel, with its empty state. */
export function RecentListings() {
  const recent = useRecentVehicles();
  const vehicles = recent.data ?? [];
  return (
    <section aria-labelledby="recent-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-24">
      <SectionHeader
        id="recent-heading"
        title="Current Remote Listings"
        subtitle="Cars our sales team is selling for their owners right now."
        link={{ to: '/search', label: 'View All Vehicles' }}
      />
      <div className="mt-8">
        {recent.isPending ? (
          <CarouselSkeleton label="Recent listings" count={PLACEHOLDERS} />
        ) : vehicles.length === 0 ? (
          <div className="rounded-lg border border-dashed border-line-strong p-10 text-center">
            <h3 className="text-lg font-semibold">No Recent Listings Yet</h3>
            <p className="mt-2 text-sm text-muted">New cars appear here as soon as our team approves them.</p>
          </div>
        ) : (
          <LazyVehicleCarousel label="Recent listings" vehicles={vehicles} />
        )}
      </div>
      <Link to="/search" className="mt-6 inline-flex items-center gap-1 text-sm font-semibold text-ink hover:underline">
        See What Others Are Selling
        <ArrowRightIcon className="size-4" />
      </Link>
    </section>
  );
}
