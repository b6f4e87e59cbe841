/**
 * What the compare table shows, as plain text per car, and which rows differ. Kept apart from the page so the
 * alignment and the differences are decided (and tested) in one place.
 */
import { dealRatingLabels } from '@contract/deals';
import { formatMileage, formatPrice, optionLabel, vehicleLocation } from '@contract/format';
import type { Vehicle } from '@contract/listings';

export interface CompareRow {
  key: string;
  label: string;
  /** One text per car, in column order: what a plain cell shows, and what is compared. */
  values: string[];
  /** Whether the cars do not all share the value (never with a single car). */
  differs: boolean;
}

export interface CompareSection {
  title: string;
  rows: CompareRow[];
}

const dash = '—';

function row(key: string, label: string, vehicles: Vehicle[], value: (vehicle: Vehicle) => string): CompareRow {
  const values = vehicles.map((vehicle) => value(vehicle) || dash);
  return { key, label, values, differs: new Set(values).size > 1 };
}

/** An approved listing with too few similar ones to value (`deal` is `{ rating: null }`). */
export const NOT_ENOUGH_DATA_SHORT = 'Not enough data';

/** The market value: none for a car not for sale, too little data for some approved ones. */
function marketValueText({ deal }: Vehicle): string {
  if (!deal) return '';
  return deal.rating ? formatPrice(deal.marketValue) : NOT_ENOUGH_DATA_SHORT;
}

/** Features compared without regard to case or spacing, shown as the first car that has one spells it. */
const featureKey = (feature: string) => feature.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The table's sections: price and deal, the facts, then one row per feature any of the cars has, in alphabetical
 * order, each 'Yes' or 'No' per car.
 */
export function compareSections(vehicles: Vehicle[]): CompareSection[] {
  const features = new Map<string, string>();
  for (const vehicle of vehicles) {
    for (const feature of vehicle.features) {
      const key = featureKey(feature);
      if (key && !features.has(key)) features.set(key, feature.trim());
    }
  }
  const featureRows = [...features]
    .sort(([, a], [, b]) => a.localeCompare(b, 'en', { sensitivity: 'base' }))
    .map(([key, label]) =>
      row(`feature:${key}`, label, vehicles, (vehicle) =>
        vehicle.features.some((feature) => featureKey(feature) === key) ? 'Yes' : 'No',
      ),
    );
  return [
    {
      title: 'Price and value',
      rows: [
        row('price', 'Price', vehicles, (vehicle) => formatPrice(vehicle.price)),
        row('deal', 'Deal rating', vehicles, ({ deal }) => {
          if (!deal) return '';
          return deal.rating ? dealRatingLabels[deal.rating] : NOT_ENOUGH_DATA_SHORT;
        }),
        row('marketValue', 'Market value', vehicles, marketValueText),
      ],
    },
    {
      title: 'Details',
      rows: [
        row('year', 'Year', vehicles, (vehicle) => String(vehicle.year)),
        row('trim', 'Trim', vehicles, (vehicle) => vehicle.trim ?? ''),
        row('mileage', 'Mileage', vehicles, (vehicle) => formatMileage(vehicle.mileage)),
        row('condition', 'Condition', vehicles, (vehicle) => optionLabel(vehicle.condition)),
        row('bodyType', 'Body type', vehicles, (vehicle) => optionLabel(vehicle.bodyType)),
        row('fuelType', 'Fuel type', vehicles, (vehicle) => optionLabel(vehicle.fuelType)),
        row('transmission', 'Transmission', vehicles, (vehicle) => optionLabel(vehicle.transmission)),
        row('drivetrain', 'Drivetrain', vehicles, (vehicle) => optionLabel(vehicle.drivetrain)),
        row('exteriorColor', 'Exterior color', vehicles, (vehicle) => vehicle.exteriorColor ?? ''),
        row('interiorColor', 'Interior color', vehicles, (vehicle) => vehicle.interiorColor ?? ''),
        row('location', 'Location', vehicles, (vehicle) => vehicleLocation(vehicle)),
      ],
    },
    ...(featureRows.length > 0 ? [{ title: 'Features', rows: featureRows }] : []),
  ];
}

/** Only the rows that differ, and only the sections left with any. */
export function differencesOnly(sections: CompareSection[]): CompareSection[] {
  return sections
    .map((section) => ({ ...section, rows: section.rows.filter((entry) => entry.differs) }))
    .filter((section) => section.rows.length > 0);
}
