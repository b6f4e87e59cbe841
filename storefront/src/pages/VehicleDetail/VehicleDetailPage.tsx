import { Link, useParams } from 'react-router-dom';
import { formatPrice, priceNumber, vehicleLocation, vehicleName, vehicleTitle } from '@contract/format';
import { CompareButton } from '../../features/compare/CompareButton';
import { PaymentEstimator } from '../../features/financing/PaymentEstimator';
import { isOwnerView } from '../../features/listings/listingReview';
import { ReviewBanner } from '../../features/listings/ReviewBanner';
import { useRecordView } from '../../features/recent/recentlyViewed';
import { SaveButton } from '../../features/saved/SaveButton';
import { DealExplanation } from '../../features/vehicles/DealExplanation';
import { PriceDropNote } from '../../features/vehicles/PriceDropNote';
import { useVehicle } from '../../features/vehicles/vehicleQueries';
import { usePageTitle } from '../../lib/usePageTitle';
import { Badge } from '../../ui/Badge';
import { buttonClass } from '../../ui/buttonStyles';
import { MapPinIcon, ShareIcon, StarIcon } from '../../ui/icons';
import { LoadError } from '../../ui/LoadError';
import { PageLoader } from '../../ui/PageLoader';
import { ContactPanel } from './ContactPanel';
import { Gallery } from './Gallery';
import { OwnerPanel } from './OwnerPanel';
import { PriceHistorySection } from './PriceHistorySection';
import { shareLink } from './share';
import { SimilarVehicles } from './SimilarVehicles';
import { SoldPanel } from './SoldPanel';
import { VehicleFacts } from './VehicleFacts';
import { VehicleNotFound } from './VehicleNotFound';

/** /vehicles/{id} and /vehicle/{id}: everything a buyer needs to decide to get in touch. */
export default function VehicleDetailPage() {
  const { id } = useParams();
  const query = useVehicle(id);
  const vehicle = query.data;
  usePageTitle(vehicle ? vehicleTitle(vehicle) : undefined);
  useRecordView(vehicle && !isOwnerView(vehicle) ? vehicle : undefined);

  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <LoadError title="This vehicle could not be loaded" error={query.error} onRetry={() => void query.refetch()} />
    );
  if (!vehicle) return <VehicleNotFound />;

  const name = vehicleName(vehicle);
  const title = vehicleTitle(vehicle);
  const price = priceNumber(vehicle.price);
  const ownerView = isOwnerView(vehicle);
  const sold = vehicle.status === 'sold';
  // The owner manages the listing here; a sold car takes no enquiries; buyers of a car for sale get in touch.
  // Keyed by the car, so another car's page starts with an empty form; the two keys differ from each other, as
  // siblings' keys must.
  let panel = <ContactPanel key={`contact-${vehicle.id}`} vehicle={vehicle} />;
  if (ownerView) panel = <OwnerPanel vehicle={vehicle} />;
  else if (sold) panel = <SoldPanel vehicle={vehicle} />;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
      <nav aria-label="Breadcrumb">
        <ol className="flex flex-wrap items-center gap-2 text-sm text-muted">
          <li>
            <Link to="/" className="hover:text-ink hover:underline">
              Home
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link to="/search" className="hover:text-ink hover:underline">
              Vehicle Listings
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="truncate font-medium text-ink">
            {name}
          </li>
        </ol>
      </nav>

      {ownerView && <ReviewBanner vehicle={vehicle} className="mt-5" />}

      <header className="mt-5 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap gap-2">
            {vehicle.isFeatured && (
              <Badge tone="accent">
                <StarIcon className="size-3.5" />
                Featured
              </Badge>
            )}
            {vehicle.condition === 'excellent' && <Badge tone="dark">Excellent Condition</Badge>}
            {vehicle.status === 'sold' && <Badge tone="light">Sold</Badge>}
          </div>
          <h1 className="mt-3 text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
          <p className="mt-2 flex items-center gap-1.5 text-muted">
            <MapPinIcon className="size-4" />
            {vehicleLocation(vehicle) || 'United States'}
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center lg:flex-col lg:items-end">
          <div className="flex flex-col gap-1.5 lg:items-end">
            <p className="text-3xl font-semibold tracking-tight text-accent sm:text-4xl">
              {formatPrice(vehicle.price)}
            </p>
            <PriceDropNote vehicle={vehicle} />
            <DealExplanation vehicle={vehicle} />
          </div>
          {/* Wraps on the narrowest phones rather than push Share off the screen. */}
          <div className="flex flex-wrap gap-2">
            <SaveButton vehicleId={vehicle.id} name={name} look="labelled" />
            <CompareButton vehicleId={vehicle.id} name={name} look="labelled" />
            <button
              type="button"
              onClick={() => void shareLink(title, window.location.href)}
              className={buttonClass('outline', 'md')}
            >
              <ShareIcon className="size-5" />
              Share
            </button>
          </div>
        </div>
      </header>

      {/* On a phone the contact panel follows the photos; on a wide screen it is a column beside everything. */}
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:grid-rows-[auto_1fr]">
        <div className="min-w-0">
          <Gallery key={vehicle.id} images={vehicle.images} name={name} />
        </div>
        <div className="space-y-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {panel}
          {!sold && !ownerView && Number.isFinite(price) && (
            <PaymentEstimator key={`estimate-${vehicle.id}`} price={price} />
          )}
        </div>
        <div className="min-w-0 space-y-8 lg:col-start-1">
          <VehicleFacts vehicle={vehicle} />
          <PriceHistorySection vehicle={vehicle} />
        </div>
      </div>

      <SimilarVehicles vehicle={vehicle} />
    </div>
  );
}
