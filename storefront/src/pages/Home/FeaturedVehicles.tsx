import { VehicleCarousel } from '../../features/vehicles/VehicleCarousel';
import { useFeaturedVehicles } from '../../features/vehicles/vehicleQueries';
import { SectionHeader } from '../../ui/SectionHeader';

/** Featured shows at most 6. */
const FEATURED_MAX = 6;

/** Featured Vehicles of the signed-in home: the first six featured listings; hidden when there are none. */
export function FeaturedVehicles() {
  const featured = useFeaturedVehicles();
  const vehicles = (featured.data ?? []).slice(0, FEATURED_MAX);
  if (!featured.isPending && vehicles.length === 0) return null;
  return (
    <section aria-labelledby="featured-heading" className="mt-14">
      <SectionHeader
        id="featured-heading"
        title="Featured Vehicles"
        link={{ to: '/search', label: 'View All Vehicles' }}
      />
      <div className="mt-6">
        <VehicleCarousel
          label="Featured vehicles"
          vehicles={vehicles}
          placeholders={featured.isPending ? FEATURED_MAX : 0}
        />
      </div>
    </section>
  );
}
