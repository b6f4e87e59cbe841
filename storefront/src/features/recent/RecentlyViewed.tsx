import { LazyVehicleCarousel } from '../vehicles/LazyVehicleCarousel';
import { SectionHeader } from '../../ui/SectionHeader';
import { useRecentlyViewed } from './recentlyViewed';

/**
 * 'Recently viewed': the cars last opened, newest first, as cards in a carousel (the account's when signed in,
 * this browser's otherwise), with a Clear that forgets them; nothing at all until there is one to show.
 */
export function RecentlyViewed({ className }: { className?: string }) {
  const { vehicles, clear } = useRecentlyViewed();
  if (vehicles.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed-heading" className={className}>
      <div className="flex items-end justify-between gap-4">
        <SectionHeader id="recently-viewed-heading" title="Recently viewed" />
        <button
          type="button"
          aria-label="Clear recently viewed"
          // A failed clear reads the list again, so the cars simply come back.
          onClick={() => void clear().catch(() => undefined)}
          className="rounded-sm text-sm font-semibold text-muted underline-offset-4 hover:text-ink hover:underline"
        >
          Clear
        </button>
      </div>
      <div className="mt-6">
        <LazyVehicleCarousel label="Recently viewed" vehicles={vehicles} />
      </div>
    </section>
  );
}
