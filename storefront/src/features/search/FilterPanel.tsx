import type { ReactNode } from 'react';
import { searchFeatures } from '@contract/catalog/searchFilters';
import { ChoiceSelect } from './ChoiceSelect';
import { DraftInput } from './DraftInput';
import {
  bodyTypeChoices, colorChoices, conditionChoices, drivetrainChoices, fuelTypeChoices, makeChoices, modelChoices,
  radiusChoices, transmissionChoices, yearChoices,
} from './filterOptions';
import { withFeatureToggled, withFilter, type ScalarFilterKey, type SearchFilters } from './searchQuery';

interface FilterPanelProps {
  filters: SearchFilters;
  onChange: (next: SearchFilters, options?: { replace?: boolean }) => void;
  onClear: () => void;
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-line pt-5">
      <legend className="float-left mb-3 w-full text-sm font-semibold text-ink">{title}</legend>
      <div className="clear-left grid grid-cols-2 gap-3">{children}</div>
    </fieldset>
  );
}

/**
 * Every filter of the filter set (spec section 3): the sidebar on wide screens and the drawer's content on narrow
 * ones. Selects apply at once; typed numbers when typing pauses. The model waits for a make (spec section 5).
 */
export function FilterPanel({ filters, onChange, onClear }: FilterPanelProps) {
  const set = (key: ScalarFilterKey) => (value: string) => onChange(withFilter(filters, key, value));
  // Typed values replace the history entry, so Back does not step through every pause in typing.
  const setTyped = (key: ScalarFilterKey) => (value: string) => onChange(withFilter(filters, key, value), { replace: true });
  const models = modelChoices(filters.make);

  return (
    <div className="space-y-5">
      <div className="flex items-center justify-between">
        <h2 className="text-base font-semibold">Filters</h2>
        <button type="button" onClick={onClear} className="rounded-sm text-sm font-semibold text-ink underline underline-offset-4 hover:text-muted">
          Clear all
        </button>
      </div>

      <div className="grid gap-3">
        <ChoiceSelect label="Make" value={filters.make} choices={makeChoices} onChange={set('make')} anyLabel="Any make" />
        <ChoiceSelect
          label="Model"
          value={filters.model}
          choices={models}
          onChange={set('model')}
          disabled={!filters.make}
          anyLabel={filters.make ? 'Any model' : 'Choose Make First'}
        />
      </div>

      <Group title="Year">
        <ChoiceSelect label="Min year" value={filters.minYear} choices={yearChoices} onChange={set('minYear')} anyLabel="No min" />
        <ChoiceSelect label="Max year" value={filters.maxYear} choices={yearChoices} onChange={set('maxYear')} anyLabel="No max" />
      </Group>

      <Group title="Price">
        <DraftInput label="Min price ($)" inputMode="numeric" placeholder="No min" value={filters.minPrice} onCommit={setTyped('minPrice')} />
        <DraftInput label="Max price ($)" inputMode="numeric" placeholder="No max" value={filters.maxPrice} onCommit={setTyped('maxPrice')} />
      </Group>

      <Group title="Mileage">
        <DraftInput label="Min miles" inputMode="numeric" placeholder="No min" value={filters.minMileage} onCommit={setTyped('minMileage')} />
        <DraftInput label="Max miles" inputMode="numeric" placeholder="No max" value={filters.maxMileage} onCommit={setTyped('maxMileage')} />
      </Group>

      <Group title="Location">
        <DraftInput label="ZIP or City, ST" placeholder="e.g. 90210" value={filters.location} onCommit={setTyped('location')} />
        <ChoiceSelect label="Within" value={filters.location ? filters.radius : ''} choices={radiusChoices} onChange={set('radius')} anyLabel="25 miles" disabled={!filters.location} />
      </Group>

      <Group title="Vehicle">
        <ChoiceSelect label="Condition" value={filters.condition} choices={conditionChoices} onChange={set('condition')} />
        <ChoiceSelect label="Body type" value={filters.bodyType} choices={bodyTypeChoices} onChange={set('bodyType')} />
        <ChoiceSelect label="Fuel type" value={filters.fuelType} choices={fuelTypeChoices} onChange={set('fuelType')} />
        <ChoiceSelect label="Transmission" value={filters.transmission} choices={transmissionChoices} onChange={set('transmission')} />
        <ChoiceSelect label="Drivetrain" value={filters.drivetrain} choices={drivetrainChoices} onChange={set('drivetrain')} className="col-span-2" />
      </Group>

      <Group title="Colors">
        <ChoiceSelect label="Exterior" value={filters.exteriorColor} choices={colorChoices} onChange={set('exteriorColor')} />
        <ChoiceSelect label="Interior" value={filters.interiorColor} choices={colorChoices} onChange={set('interiorColor')} />
      </Group>

      <fieldset className="border-t border-line pt-5">
        <legend className="mb-3 text-sm font-semibold text-ink">Features</legend>
        <ul className="grid gap-1">
          {searchFeatures.map(({ label }) => (
            <li key={label}>
              <label className="flex min-h-9 cursor-pointer items-center gap-3 rounded-sm text-sm text-ink">
                <input
                  type="checkbox"
                  checked={filters.features.includes(label)}
                  onChange={() => onChange(withFeatureToggled(filters, label))}
                  className="size-4 accent-ink"
                />
                {label}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </div>
  );
}
