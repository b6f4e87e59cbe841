import { useQuery } from '@tanstack/react-query';
import { priceNumber } from '@contract/format';
import type { Vehicle, VehicleCardData } from '@contract/listings';
import { defaultFilters } from '@contract/searchUrl';
import { fetchSearchPage } from '../../features/search/useVehicleSearch';
import { VehicleGrid } from '../../features/vehicles/VehicleGrid';

/** Similar means within $5,000 of the price; at most 6, never the vehicle itself. */
export const SIMILAR_PRICE_RANGE = 5000;
export const SIMILAR_MAX = 6;

/** Cars priced near this one, newest first; hidden when there are none. */
export function SimilarVehicles({ vehicle }: { vehicle: Vehicle }) {
  const price = priceNumber(vehicle.price);
  const filters = {
    ...defaultFilters,
    minPrice: String(Math.max(0, Math.floor(price - SIMILAR_PRICE_RANGE))),
    maxPrice: String(Math.ceil(price + SIMILAR_PRICE_RANGE)),
  };
  const similar = useQuery({
    queryKey: [
      `/api/vehicles/search?minPrice=${filters.minPrice}&maxPrice=${filters.maxPrice}&limit=${SIMILAR_MAX + 1}`,
    ],
    // One more than shown, in case the vehicle itself is among them.
    queryFn: () => fetchSearchPage(filters, 1, SIMILAR_MAX + 1),
    enabled: Number.isFinite(price),
    select: (page): VehicleCardData[] => page.vehicles.filter((other) => other.id !== vehicle.id).slice(0, SIMILAR_MAX),
  });

  if (!similar.data?.length) return null;
  return (
    <section aria-labelledby="similar-heading" className="mt-16">
      <h2 id="similar-heading" className="text-2xl font-semibold tracking-tight">
        Similar Vehicles
      </h2>
      <div className="mt-6">
        <VehicleGrid vehicles={similar.data} label="Similar vehicles" />
      </div>
    </section>
  );
}
