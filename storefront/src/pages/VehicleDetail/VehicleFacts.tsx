import { useId, type ReactNode } from 'react';
import { formatCount, formatMileage, optionLabel } from '@contract/format';
import type { Vehicle } from '@contract/listings';

function FactList({ title, facts }: { title: string; facts: [string, ReactNode][] }) {
  // An id without spaces: aria-labelledby reads a space as a list of ids ("Vehicle details" named nothing).
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="border-t border-line pt-6">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      <dl className="mt-4 grid gap-x-8 gap-y-3 sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 border-b border-line pb-3 text-sm">
            <dt className="text-muted">{label}</dt>
            <dd className="text-right font-medium text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Details, specifications, colours, features, description and views of a listing. */
export function VehicleFacts({ vehicle }: { vehicle: Vehicle }) {
  return (
    <div className="space-y-8">
      <FactList
        title="Vehicle details"
        facts={[
          ['Year', vehicle.year],
          ['Make', vehicle.make],
          ['Model', vehicle.model],
          ['Trim', vehicle.trim || '—'],
          ['Mileage', formatMileage(vehicle.mileage)],
          ['Condition', optionLabel(vehicle.condition)],
        ]}
      />
      <FactList
        title="Specifications"
        facts={[
          ['Body type', optionLabel(vehicle.bodyType)],
          ['Fuel type', optionLabel(vehicle.fuelType)],
          ['Transmission', optionLabel(vehicle.transmission)],
          ['Drivetrain', optionLabel(vehicle.drivetrain)],
        ]}
      />
      <FactList
        title="Colors"
        facts={[
          ['Exterior', vehicle.exteriorColor || '—'],
          ['Interior', vehicle.interiorColor || '—'],
        ]}
      />
      {vehicle.features.length > 0 && (
        <section aria-labelledby="features-heading" className="border-t border-line pt-6">
          <h2 id="features-heading" className="text-lg font-semibold">
            Features
          </h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {vehicle.features.map((feature) => (
              <li key={feature} className="rounded-full border border-line bg-surface px-3 py-1 text-sm text-ink">
                {feature}
              </li>
            ))}
          </ul>
        </section>
      )}
      {vehicle.description && (
        <section aria-labelledby="description-heading" className="border-t border-line pt-6">
          <h2 id="description-heading" className="text-lg font-semibold">
            Description
          </h2>
          <p className="mt-4 whitespace-pre-line leading-relaxed text-muted">{vehicle.description}</p>
        </section>
      )}
      <p className="border-t border-line pt-6 text-sm text-muted">
        Viewed {formatCount(vehicle.views)} {vehicle.views === 1 ? 'time' : 'times'}
      </p>
    </div>
  );
}
