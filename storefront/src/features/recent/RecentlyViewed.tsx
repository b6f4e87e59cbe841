import { useQuery } from '@tanstack/react-query';
import type { Vehicle } from '@contract/listings';
import { LazyVehicleCarousel } from '../vehicles/LazyVehicleCarousel';
import { SectionHeader } from '../../ui/SectionHeader';
import { useRecentlyViewedIds } from './recentlyViewed';

/**
 * 'Recently viewed': the cars this browser last opened, newest first, as cards in a carousel; nothing at all until
 * there is one to show. They are read in one call that counts no views (GET /api/saved-vehicles?ids=), which
 * leaves out those no longer public.
 */
export function RecentlyViewed({ className }: { className?: string }) {
  const ids = useRecentlyViewedIds();
  const query = useQuery<Vehicle[]>({
    queryKey: [`/api/saved-vehicles?ids=${ids.join(',')}`],
    enabled: ids.length > 0,
    placeholderData: (previous) => previous,
  });
  const byId = new Map((query.data ?? []).map((vehicle) => [vehicle.id, vehicle]));
  const vehicles = ids.flatMap((id) => byId.get(id) ?? []);
  if (vehicles.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed-heading" className={className}>
      <SectionHeader id="recently-viewed-heading" title="Recently viewed" />
      <div className="mt-6">
        <LazyVehicleCarousel label="Recently viewed" vehicles={vehicles} />
      </div>
    </section>
  );
}
