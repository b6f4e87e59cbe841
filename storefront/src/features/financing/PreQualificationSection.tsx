import { useEffect, useRef } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { formatPrice, vehicleName, vehicleTitle } from '@contract/format';
import type { Vehicle } from '@contract/listings';
import { cn } from '../../lib/cn';
import { VehiclePhoto } from '../photos/VehiclePhoto';
import { useVehicle } from '../vehicles/vehicleQueries';
import { PreQualificationForm } from './PreQualificationForm';
import { PRE_QUALIFY_ANCHOR } from './preQualifyLink';

function VehicleSummary({ vehicle, onRemove }: { vehicle: Vehicle; onRemove: () => void }) {
  return (
    <div className="flex items-center gap-3 rounded-md border border-line bg-surface p-3 sm:gap-4">
      <VehiclePhoto src={vehicle.images[0]} alt="" sizes="96px" className="w-20 shrink-0 rounded sm:w-24" />
      <div className="min-w-0 flex-1">
        <p className="text-xs font-medium uppercase tracking-wide text-muted">Financing for</p>
        <Link
          to={`/vehicles/${vehicle.id}`}
          className="mt-0.5 block font-semibold text-ink underline-offset-4 hover:underline"
        >
          {vehicleTitle(vehicle)}
        </Link>
        <div className="flex items-baseline justify-between gap-3">
          <p className="text-lg font-semibold text-accent">{formatPrice(vehicle.price)}</p>
          <button
            type="button"
            onClick={onRemove}
            aria-label={`Remove the ${vehicleName(vehicle)} from this request`}
            className="rounded px-1 text-sm font-medium text-muted underline underline-offset-4 hover:text-ink"
          >
            Remove
          </button>
        </div>
      </div>
    </div>
  );
}

/** "?vehicle=123": the listing the buyer came from, if the parameter is an id at all. */
function vehicleParam(value: string | null): string | undefined {
  return value && /^\d{1,10}$/.test(value) ? value : undefined;
}

/**
 * The financing page's "Get pre-qualified" section: the form, naming the car (title and price, from
 * GET /api/vehicles/{id}) when the buyer came from a listing. A listing that is gone is left out of the request.
 */
export function PreQualificationSection({ className }: { className?: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { hash } = useLocation();
  const vehicleId = vehicleParam(searchParams.get('vehicle'));
  const vehicle = useVehicle(vehicleId);
  const sectionRef = useRef<HTMLElement>(null);

  // The router does not scroll to an anchor: a link to this section brings it into view once it is on the page.
  useEffect(() => {
    if (hash === `#${PRE_QUALIFY_ANCHOR}`) sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [hash]);

  function removeVehicle() {
    const next = new URLSearchParams(searchParams);
    next.delete('vehicle');
    setSearchParams(next, { replace: true });
  }

  return (
    <section
      ref={sectionRef}
      id={PRE_QUALIFY_ANCHOR}
      aria-labelledby="pre-qualify-heading"
      className={cn('scroll-mt-24 rounded-lg border border-line bg-white p-5 shadow-card sm:p-8', className)}
    >
      <h2 id="pre-qualify-heading" className="text-2xl font-semibold tracking-tight">
        Get pre-qualified
      </h2>
      <p className="mt-2 text-sm text-muted">
        It takes about 5 minutes. A financing specialist reviews your answers and gets back to you with options from our
        lender network.
      </p>
      {vehicleId && (
        <div className="mt-5">
          {vehicle.isPending ? (
            <div role="status" aria-label="Loading the car" className="h-24 animate-pulse rounded-md bg-surface" />
          ) : vehicle.data ? (
            <VehicleSummary vehicle={vehicle.data} onRemove={removeVehicle} />
          ) : (
            <p className="rounded-md border border-line bg-surface p-3 text-sm text-muted">
              {vehicle.isError
                ? 'The car you came from could not be loaded; you can still get pre-qualified.'
                : 'That listing is no longer available; you can still get pre-qualified.'}
            </p>
          )}
        </div>
      )}
      <div className="mt-6">
        <PreQualificationForm vehicle={vehicle.data ?? undefined} />
      </div>
    </section>
  );
}
