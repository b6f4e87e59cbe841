import type { ReactNode } from 'react';
import { searchFeatures, searchMakes } from '@contract/catalog/searchFilters';
import { dealRatingLabels, dealRatings } from '@contract/deals';
import { priceBands, yearBands, type BandCount } from '@contract/facets';
import { searchDefaults } from '@contract/searchOptions';
import { BandChoices } from './BandChoices';
import { CheckList } from './CheckList';
import { ChoiceSelect } from './ChoiceSelect';
import { DraftInput } from './DraftInput';
import { countedChoices } from './facetChoices';
import {
  bodyTypeChoices,
  colorChoices,
  conditionChoices,
  drivetrainChoices,
  fuelTypeChoices,
  makeChoices,
  modelChoices,
  radiusChoices,
  transmissionChoices,
  yearChoices,
  type Choice,
} from './filterOptions';
import {
  withDealRatingToggled,
  withFlagToggled,
  withFeatureToggled,
  withFilter,
  type ScalarFilterKey,
  flagFilterKeys,
  type SearchFilters,
} from '@contract/searchUrl';
import { useSearchFacets } from './useSearchFacets';

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

const featureOptions = searchFeatures.map(({ label }) => ({ value: label, label }));
const availabilityOptions = [{ value: 'includeSold', label: 'Include sold cars' }] as const;
const priceChangeOptions = [{ value: 'priceDrops', label: 'Price drops only' }] as const;
const checkedFlags = (filters: SearchFilters) => flagFilterKeys.filter((key) => filters[key]);
const dealOptions = dealRatings.map((rating) => ({ value: rating, label: dealRatingLabels[rating] }));
/** The stored makes a make option finds (Mercedes-Benz finds Maybach listings too). */
const makeMatches = (make: string) => searchMakes.find((entry) => entry.label === make)?.matches ?? [make];
const yearBandList = yearBands();
const defaultRadius = String(searchDefaults.radius);
type Band = Omit<BandCount, 'count'>;
type RangeKey = 'minPrice' | 'maxPrice' | 'minYear' | 'maxYear';

/**
 * Every filter of the filter set: the sidebar on wide screens and the drawer's content on narrow
 * ones. Selects apply at once; typed numbers when typing pauses. The model waits for a make.
 * Options show how many listings they would find and hide when none would; until the counts arrive, all show.
 */
export function FilterPanel({ filters, onChange, onClear }: FilterPanelProps) {
  const set = (key: ScalarFilterKey) => (value: string) => onChange(withFilter(filters, key, value));
  // Typed values replace the history entry, so Back does not step through every pause in typing.
  const setTyped = (key: ScalarFilterKey) => (value: string) =>
    onChange(withFilter(filters, key, value), { replace: true });
  const facets = useSearchFacets(filters).data?.facets;
  const counted = (
    key: 'bodyType' | 'fuelType' | 'transmission' | 'drivetrain' | 'condition' | 'exteriorColor',
    choices: Choice[],
  ) => countedChoices(choices, facets?.[key], filters[key]);
  const bandChoices = (
    label: string,
    bands: readonly Band[],
    counts: BandCount[] | undefined,
    min: RangeKey,
    max: RangeKey,
  ) => (
    <BandChoices
      label={label}
      bands={bands}
      counts={counts}
      min={filters[min]}
      max={filters[max]}
      onChoose={(low, high) => onChange({ ...filters, [min]: low, [max]: high })}
    />
  );

  return (
    <div className="space-y-5">
      <div className="flex items-center justify-between">
        <h2 className="text-base font-semibold">Filters</h2>
        <button
          type="button"
          onClick={onClear}
          className="rounded-sm text-sm font-semibold text-ink underline underline-offset-4 hover:text-muted"
        >
          Clear all
        </button>
      </div>

      <div className="grid gap-3">
        <ChoiceSelect
          label="Make"
          value={filters.make}
          choices={countedChoices(makeChoices, facets?.make, filters.make, makeMatches)}
          onChange={set('make')}
          anyLabel="Any make"
        />
        <ChoiceSelect
          label="Model"
          value={filters.model}
          // Models are counted only once a make is chosen.
          choices={countedChoices(modelChoices(filters.make), filters.make ? facets?.model : undefined, filters.model)}
          onChange={set('model')}
          disabled={!filters.make}
          anyLabel={filters.make ? 'Any model' : 'Choose Make First'}
        />
      </div>

      <Group title="Year">
        <ChoiceSelect
          label="Min year"
          value={filters.minYear}
          choices={yearChoices}
          onChange={set('minYear')}
          anyLabel="No min"
        />
        <ChoiceSelect
          label="Max year"
          value={filters.maxYear}
          choices={yearChoices}
          onChange={set('maxYear')}
          anyLabel="No max"
        />
        {bandChoices('Year ranges', yearBandList, facets?.year, 'minYear', 'maxYear')}
      </Group>

      <Group title="Price">
        <DraftInput
          label="Min price ($)"
          inputMode="numeric"
          placeholder="No min"
          value={filters.minPrice}
          onCommit={setTyped('minPrice')}
        />
        <DraftInput
          label="Max price ($)"
          inputMode="numeric"
          placeholder="No max"
          value={filters.maxPrice}
          onCommit={setTyped('maxPrice')}
        />
        {bandChoices('Price ranges', priceBands, facets?.price, 'minPrice', 'maxPrice')}
      </Group>

      <CheckList
        title="Deal rating"
        options={dealOptions}
        checked={filters.dealRating}
        onToggle={(rating) => onChange(withDealRatingToggled(filters, rating))}
      />

      <CheckList
        title="Price changes"
        options={priceChangeOptions}
        checked={checkedFlags(filters)}
        onToggle={(key) => onChange(withFlagToggled(filters, key))}
      />

      <Group title="Mileage">
        <DraftInput
          label="Min miles"
          inputMode="numeric"
          placeholder="No min"
          value={filters.minMileage}
          onCommit={setTyped('minMileage')}
        />
        <DraftInput
          label="Max miles"
          inputMode="numeric"
          placeholder="No max"
          value={filters.maxMileage}
          onCommit={setTyped('maxMileage')}
        />
      </Group>

      <Group title="Location">
        <DraftInput
          label="ZIP or City, ST"
          placeholder="e.g. 90210"
          value={filters.location}
          onCommit={setTyped('location')}
        />
        {/* No empty option: an unset radius is the default one, shown as that choice rather than listed twice. */}
        <ChoiceSelect
          label="Within"
          value={filters.radius || defaultRadius}
          choices={radiusChoices}
          onChange={(radius) => set('radius')(radius === defaultRadius ? '' : radius)}
          anyLabel={null}
          disabled={!filters.location}
        />
      </Group>

      <Group title="Vehicle">
        <ChoiceSelect
          label="Condition"
          value={filters.condition}
          choices={counted('condition', conditionChoices)}
          onChange={set('condition')}
        />
        <ChoiceSelect
          label="Body type"
          value={filters.bodyType}
          choices={counted('bodyType', bodyTypeChoices)}
          onChange={set('bodyType')}
        />
        <ChoiceSelect
          label="Fuel type"
          value={filters.fuelType}
          choices={counted('fuelType', fuelTypeChoices)}
          onChange={set('fuelType')}
        />
        <ChoiceSelect
          label="Transmission"
          value={filters.transmission}
          choices={counted('transmission', transmissionChoices)}
          onChange={set('transmission')}
        />
        <ChoiceSelect
          label="Drivetrain"
          value={filters.drivetrain}
          choices={counted('drivetrain', drivetrainChoices)}
          onChange={set('drivetrain')}
          className="col-span-2"
        />
      </Group>

      <Group title="Colors">
        <ChoiceSelect
          label="Exterior"
          value={filters.exteriorColor}
          choices={counted('exteriorColor', colorChoices)}
          onChange={set('exteriorColor')}
        />
        <ChoiceSelect
          label="Interior"
          value={filters.interiorColor}
          choices={colorChoices}
          onChange={set('interiorColor')}
        />
      </Group>

      <CheckList
        title="Features"
        options={featureOptions}
        checked={filters.features}
        onToggle={(feature) => onChange(withFeatureToggled(filters, feature))}
      />

      <CheckList
        title="Availability"
        options={availabilityOptions}
        checked={checkedFlags(filters)}
        onToggle={(key) => onChange(withFlagToggled(filters, key))}
      />
    </div>
  );
}
