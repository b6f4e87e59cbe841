import { dropSinceSaved, dropSinceSavedLabel, type SavedVehicle } from '@contract/savedVehicles';
import { buttonClass } from '../../ui/buttonStyles';
import { CarIcon } from '../../ui/icons';
import { VehicleCard } from '../vehicles/VehicleCard';
import { VehicleCardSkeleton } from '../vehicles/VehicleCardSkeleton';
import { CardGrid } from '../vehicles/VehicleGrid';
import { DownNote } from '../vehicles/PriceDropNote';
import { useSavedToggle } from './useSavedToggle';

/** A saved car that buyers can no longer see: what it was called, and a way to take it off the list. */
function RemovedTile({ entry }: { entry: SavedVehicle }) {
  const { toggle } = useSavedToggle(entry.vehicleId);
  const name = entry.title || 'This vehicle';
  return (
    <article className="flex h-full flex-col rounded-lg border border-dashed border-line-strong bg-surface p-4 text-muted">
      <div className="flex aspect-[4/3] items-center justify-center rounded-md bg-surface-strong">
        <CarIcon className="size-10" />
      </div>
      <h3 className="mt-4 line-clamp-2 text-base font-semibold text-ink">{name}</h3>
      <p className="mt-1 text-sm">No longer listed</p>
      <button
        type="button"
        onClick={toggle}
        aria-label={`Remove ${name} from saved`}
        className={buttonClass('outline', 'sm', 'mt-auto self-start')}
      >
        Remove
      </button>
    </article>
  );
}

/** One saved car: its card (price now, Sold badge when sold) and how much less it costs than when saved. */
function SavedEntry({ entry }: { entry: SavedVehicle }) {
  if (entry.state === 'removed') return <RemovedTile entry={entry} />;
  // Saved a moment ago: the server's answer with the listing is on its way.
  if (!entry.vehicle) return <VehicleCardSkeleton />;
  const drop = dropSinceSaved(entry);
  return (
    <div className="flex h-full flex-col gap-2">
      <VehicleCard vehicle={entry.vehicle} className="flex-1" />
      {drop > 0 && <DownNote>{dropSinceSavedLabel(drop)}</DownNote>}
    </div>
  );
}

/** The account's saved cars in the saved page's grid, newest first. */
export function AccountSavedGrid({ entries, placeholders }: { entries: SavedVehicle[]; placeholders?: number }) {
  return (
    <CardGrid
      label="Saved vehicles"
      items={entries}
      keyOf={(entry) => entry.vehicleId}
      render={(entry) => <SavedEntry entry={entry} />}
      placeholders={placeholders}
    />
  );
}
