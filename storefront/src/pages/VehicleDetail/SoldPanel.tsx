import { Link } from 'react-router-dom';
import type { Vehicle } from '@contract/listings';
import { buttonClass } from '../../ui/buttonStyles';

/** In place of the enquiry form on a sold car: it is gone, and here is where to look instead. */
export function SoldPanel({ vehicle }: { vehicle: Vehicle }) {
  const sameMake = `/search?make=${encodeURIComponent(vehicle.make)}`;
  return (
    <section aria-labelledby="sold-panel-heading" className="rounded-lg border border-line bg-white p-5 shadow-card">
      <h2 id="sold-panel-heading" className="text-lg font-semibold">
        This car has been sold
      </h2>
      <p className="mt-1 text-sm text-muted">
        It is no longer available. The photos and details stay here for reference; similar cars are listed below.
      </p>
      <div className="mt-4 flex flex-col gap-2">
        <a href="#similar-heading" className={buttonClass('primary', 'md')}>
          See similar vehicles
        </a>
        <Link to={sameMake} className={buttonClass('outline', 'md')}>
          Browse {vehicle.make} listings
        </Link>
      </div>
    </section>
  );
}
