import type { ReactNode } from 'react';
import type { VehicleCardData } from '@contract/listings';
import { VehicleCard } from './VehicleCard';
import { VehicleCardSkeleton } from './VehicleCardSkeleton';

interface VehicleGridProps {
  vehicles: VehicleCardData[];
  /** Placeholders shown in place of (or after) the cards while a page loads. */
  placeholders?: number;
  showCertified?: boolean;
  /** How many of the first cards load their photo at once (those above the fold). */
  priorityCount?: number;
  label?: string;
}

interface CardGridProps<Item> {
  items: readonly Item[];
  keyOf: (item: Item) => string | number;
  render: (item: Item, index: number) => ReactNode;
  /** Placeholders shown in place of (or after) the cards while a page loads. */
  placeholders?: number;
  label?: string;
}

/** Cards in a responsive grid: one column at 360 px, up to four at 1280 px. */
export function CardGrid<Item>({ items, keyOf, render, placeholders = 0, label }: CardGridProps<Item>) {
  return (
    <ul
      aria-label={label}
      aria-busy={placeholders > 0 || undefined}
      className="grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4"
    >
      {items.map((item, index) => (
        // A card off screen is laid out when it comes near: a phone lays out the two it shows, not thirty, before
        // its first paint. Until then it stands in at a card's usual height for the width (one, two, then 3-4 columns).
        <li
          key={keyOf(item)}
          className="[contain-intrinsic-height:auto_33rem] [content-visibility:auto] sm:[contain-intrinsic-height:auto_32rem] lg:[contain-intrinsic-height:auto_27rem]"
        >
          {render(item, index)}
        </li>
      ))}
      {Array.from({ length: placeholders }, (_, index) => (
        <li key={`placeholder-${index}`}>
          <VehicleCardSkeleton />
        </li>
      ))}
    </ul>
  );
}

/** Listings as cards in the grid. */
export function VehicleGrid({ vehicles, placeholders, showCertified, priorityCount = 0, label }: VehicleGridProps) {
  return (
    <CardGrid
      items={vehicles}
      keyOf={(vehicle) => vehicle.id}
      render={(vehicle, index) => (
        <VehicleCard vehicle={vehicle} showCertified={showCertified} priority={index < priorityCount} />
      )}
      placeholders={placeholders}
      label={label}
    />
  );
}
