import { Link } from 'react-router-dom';
import { formatCount } from '@contract/format';
import type { OwnVehicle } from '@contract/listings';
import { statusDisplay } from '../../features/listings/listingStatus';
import { buttonClass } from '../../ui/buttonStyles';

/** The seller's own listing: its status and views, and the way to manage it, instead of an enquiry to themselves. */
export function OwnerPanel({ vehicle }: { vehicle: OwnVehicle }) {
  return (
    <section aria-labelledby="owner-panel-heading" className="rounded-lg border border-line bg-white p-5 shadow-card">
      <h2 id="owner-panel-heading" className="text-lg font-semibold">
        Your listing
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-muted">Status</dt>
          <dd className="font-semibold">{statusDisplay(vehicle.status).label}</dd>
        </div>
        <div>
          <dt className="text-muted">Views</dt>
          <dd className="font-semibold">{formatCount(vehicle.views)}</dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-col gap-2">
        <Link to={`/edit-listing/${vehicle.id}`} className={buttonClass('primary', 'md')}>
          Edit listing
        </Link>
        <Link to="/dashboard" className={buttonClass('outline', 'md')}>
          Go to your dashboard
        </Link>
      </div>
    </section>
  );
}
