import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { COMPARE_MAX, type CompareResponse } from '@contract/compare';
import { dealSummary, NOT_ENOUGH_DATA } from '@contract/deals';
import { formatPrice, vehicleName, vehicleTitle } from '@contract/format';
import type { Vehicle } from '@contract/listings';
import { compareIdsFromUrl, removeCompareId } from '../../features/compare/compareVehicles';
import { VehiclePhoto } from '../../features/photos/VehiclePhoto';
import { DealBadge } from '../../features/vehicles/DealBadge';
import { PriceDropNote } from '../../features/vehicles/PriceDropNote';
import { cn } from '../../lib/cn';
import { usePageTitle } from '../../lib/usePageTitle';
import { Badge } from '../../ui/Badge';
import { buttonClass, textLinkClass } from '../../ui/buttonStyles';
import { CheckBadgeIcon, CloseIcon, CompareIcon } from '../../ui/icons';
import { LoadError } from '../../ui/LoadError';
import { PageLoader } from '../../ui/PageLoader';
import { compareSections, differencesOnly, type CompareRow } from './compareRows';

// The label column is sticky on the left; on a phone each car's column is narrower than the screen so the next one
// peeks out, and the scroller snaps a column to the label column's edge (scroll-padding = its width). Text may
// break anywhere so that no long word widens a column past the widths the snapping counts on.
const labelCell =
  'sticky left-0 z-10 w-32 min-w-32 border-r border-line px-3 py-3 text-left wrap-anywhere sm:w-44 sm:min-w-44 sm:px-4';
const carCell = 'w-48 min-w-48 px-3 py-3 text-left align-top wrap-anywhere sm:w-60 sm:min-w-60 sm:px-4';
// A pale tint across the row, and a bar at its label, so a difference shows at a glance.
const differsTint = 'bg-caution-soft';
const differsMark = 'shadow-[inset_3px_0_0_var(--color-caution)]';

/** A plain cell shows the row's text; these rows show more than their text. */
function cellContent(row: CompareRow, vehicle: Vehicle, text: string): ReactNode {
  if (row.key === 'price') {
    return (
      <>
        <span className="text-base font-semibold text-accent">{text}</span>
        <PriceDropNote vehicle={vehicle} className="mt-1" />
      </>
    );
  }
  if (row.key === 'deal' && vehicle.deal?.rating) return <DealBadge vehicle={vehicle} />;
  if (row.key === 'marketValue' && vehicle.deal) {
    const { deal } = vehicle;
    if (!deal.rating) return <span title={NOT_ENOUGH_DATA}>{text}</span>;
    const below = Math.round(deal.belowValue);
    return (
      <span title={dealSummary(deal, vehicle)}>
        <span className="font-medium">{text}</span>
        <span className="block text-xs text-muted">
          {below === 0 ? 'At market value' : `${formatPrice(Math.abs(below))} ${below > 0 ? 'below' : 'above'} it`}
        </span>
      </span>
    );
  }
  if (row.key.startsWith('feature:')) {
    return text === 'Yes' ? (
      <>
        <CheckBadgeIcon className="size-5 text-positive" />
        <span className="sr-only">Yes</span>
      </>
    ) : (
      <>
        <span aria-hidden="true" className="text-muted">
          —
        </span>
        <span className="sr-only">No</span>
      </>
    );
  }
  return text;
}

function CarHeader({ vehicle, onRemove }: { vehicle: Vehicle; onRemove: () => void }) {
  const name = vehicleName(vehicle);
  return (
    <div className="flex flex-col gap-2">
      <div className="relative">
        <VehiclePhoto
          src={vehicle.images[0]}
          alt={name}
          sizes="(min-width: 640px) 15rem, 12rem"
          className="rounded-md"
        />
        {vehicle.status === 'sold' && (
          <Badge tone="dark" className="absolute left-2 top-2">
            Sold
          </Badge>
        )}
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove ${name} from the comparison`}
          className="absolute right-2 top-2 flex size-9 items-center justify-center rounded-full bg-white/95 text-ink shadow-card hover:bg-white"
        >
          <CloseIcon className="size-4" />
        </button>
      </div>
      <Link
        to={`/vehicles/${vehicle.id}`}
        className="line-clamp-2 text-sm font-semibold text-ink hover:underline sm:text-base"
      >
        {vehicleTitle(vehicle)}
      </Link>
    </div>
  );
}

function EmptyState({ missing }: { missing: boolean }) {
  return (
    <div className="mt-8 rounded-lg border border-dashed border-line-strong p-10 text-center">
      <CompareIcon className="mx-auto size-8 text-muted" />
      <h2 className="mt-4 text-lg font-semibold">
        {missing ? 'These cars are no longer listed' : 'No cars to compare'}
      </h2>
      <p className="mt-2 text-sm text-muted">
        Tap Compare on up to {COMPARE_MAX} cars, then open the comparison from the bar at the bottom.
      </p>
      <Link to="/search" className={buttonClass('primary', 'md', 'mt-6')}>
        Browse Vehicles
      </Link>
    </div>
  );
}

/**
 * /compare?ids=1,2,3: up to four cars side by side. The ids come from the URL, so the link is shareable and needs no
 * selection in the browser. One column per car, every fact and feature aligned by row, rows that differ tinted
 * (and named 'differs' for screen readers); at phone width the labels stay put while the cars swipe past.
 */
export default function ComparePage() {
  usePageTitle('Compare Vehicles');
  const [params, setParams] = useSearchParams();
  const ids = compareIdsFromUrl(params.get('ids'));
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const toggleId = useId();
  const query = useQuery<CompareResponse>({
    queryKey: [`/api/vehicles/compare?ids=${ids.join(',')}`],
    enabled: ids.length > 0,
    // A removed car leaves at once: the previous answer is filtered below while the smaller one loads.
    placeholderData: (previous) => previous,
  });

  function remove(id: number) {
    const rest = ids.filter((entry) => entry !== id);
    setParams(rest.length > 0 ? { ids: rest.join(',') } : {});
    // The selection would otherwise bring it back through the tray.
    removeCompareId(id);
  }

  const byId = new Map((query.data ?? []).map((vehicle) => [vehicle.id, vehicle]));
  const vehicles = ids.flatMap((id) => byId.get(id) ?? []);
  const missing = query.isSuccess && !query.isPlaceholderData ? ids.length - vehicles.length : 0;
  const allSections = compareSections(vehicles);
  const sections = onlyDifferences && vehicles.length > 1 ? differencesOnly(allSections) : allSections;

  let body: ReactNode;
  if (ids.length === 0) body = <EmptyState missing={false} />;
  else if (query.isPending) body = <PageLoader />;
  else if (query.isError)
    body = (
      <LoadError title="The comparison could not be loaded" error={query.error} onRetry={() => void query.refetch()} />
    );
  else if (vehicles.length === 0) body = <EmptyState missing />;
  else
    body = (
      <>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
          <p className="flex items-center gap-2 text-sm text-muted">
            <span
              aria-hidden="true"
              className={cn('inline-block h-4 w-6 rounded-sm border border-line', differsTint, differsMark)}
            />
            Rows where the cars differ are highlighted.
          </p>
          {vehicles.length > 1 && (
            <label htmlFor={toggleId} className="flex cursor-pointer items-center gap-2 text-sm font-medium">
              <input
                id={toggleId}
                type="checkbox"
                checked={onlyDifferences}
                onChange={(event) => setOnlyDifferences(event.target.checked)}
                className="size-4 accent-ink"
              />
              Show differences only
            </label>
          )}
        </div>
        {missing > 0 && (
          <p role="status" className="mt-3 text-sm text-muted">
            {missing === 1 ? '1 car in this comparison is' : `${missing} cars in this comparison are`} no longer listed.
          </p>
        )}
        <div
          role="region"
          aria-label="Comparison table, scrolls sideways"
          // Focusable, so a keyboard can scroll it too. Relative: the screen-reader-only texts in its cells are
          // positioned, and must be clipped by it rather than widen the page.
          tabIndex={0}
          className="relative mt-4 w-fit max-w-full snap-x snap-mandatory scroll-pl-32 overflow-x-auto overscroll-x-contain rounded-lg border border-line sm:scroll-pl-44"
        >
          <table className="border-separate border-spacing-0 text-sm">
            <caption className="sr-only">
              {vehicles.length === 1 ? '1 car' : `${vehicles.length} cars`} compared side by side
            </caption>
            <thead>
              <tr>
                <td className={cn(labelCell, 'bg-white align-bottom text-xs text-muted')}>
                  {vehicles.length < COMPARE_MAX && (
                    <Link to="/search" className={textLinkClass}>
                      Add a car
                    </Link>
                  )}
                </td>
                {vehicles.map((vehicle) => (
                  <th key={vehicle.id} scope="col" className={cn(carCell, 'snap-start bg-white font-normal')}>
                    <CarHeader vehicle={vehicle} onRemove={() => remove(vehicle.id)} />
                  </th>
                ))}
              </tr>
            </thead>
            {sections.map((section) => (
              <tbody key={section.title}>
                <tr>
                  <th
                    scope="rowgroup"
                    colSpan={vehicles.length + 1}
                    className="border-t border-line bg-surface px-0 py-2 text-left text-xs font-semibold uppercase tracking-wide text-muted"
                  >
                    <span className="sticky left-0 px-3 sm:px-4">{section.title}</span>
                  </th>
                </tr>
                {section.rows.map((row) => (
                  <tr key={row.key} data-differs={row.differs || undefined}>
                    <th
                      scope="row"
                      className={cn(
                        labelCell,
                        'border-t font-medium text-muted',
                        row.differs ? cn(differsTint, differsMark, 'text-ink') : 'bg-white',
                      )}
                    >
                      {row.label}
                      {row.differs && <span className="sr-only"> (differs)</span>}
                    </th>
                    {vehicles.map((vehicle, index) => (
                      <td
                        key={vehicle.id}
                        className={cn(carCell, 'border-t border-line text-ink', row.differs && differsTint)}
                      >
                        {cellContent(row, vehicle, row.values[index])}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </div>
      </>
    );

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Compare Vehicles</h1>
      <p className="mt-2 text-muted">
        Up to {COMPARE_MAX} cars side by side. Share this page&apos;s link to show someone the same comparison.
      </p>
      {body}
    </div>
  );
}
