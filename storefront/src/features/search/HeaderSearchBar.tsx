import { useState, type FormEvent } from 'react';
import { headerMaxPrices, headerSearchMakes } from '@contract/catalog/searchFilters';
import { buttonClass } from '../../ui/buttonStyles';
import { controlClass, Field } from '../../ui/Field';
import { SearchIcon } from '../../ui/icons';
import { ChoiceSelect } from './ChoiceSelect';
import { bodyTypeChoices, type Choice } from './filterOptions';
import type { SearchFilters } from '@contract/searchUrl';
import { SubmitButton } from '../../ui/SubmitButton';

const makeOptions: Choice[] = headerSearchMakes.map((make) => ({ value: make, label: make }));
const priceOptions: Choice[] = headerMaxPrices.map((price) => ({
  value: String(price),
  label: `Under $${price / 1000}k`,
}));

interface HeaderSearchBarProps {
  filters: SearchFilters;
  onSearch: (next: SearchFilters) => void;
}

/**
 * The search bar of /search: keyword, make, max price, body type and ZIP code, applied
 * together by the Search button. It starts from the current filters; the page remounts it when the URL changes.
 */
export function HeaderSearchBar({ filters, onSearch }: HeaderSearchBarProps) {
  // The text fields are the browser's own (uncontrolled): in a page the server drew, what a buyer types before the
  // app has taken the page over stays there, where React would put a controlled field back to its first value. The
  // selects announce a choice made before then themselves (SelectControl).
  const [choices, setChoices] = useState({
    make: filters.make,
    maxPrice: filters.maxPrice,
    bodyType: filters.bodyType,
  });
  const set = (key: keyof typeof choices) => (value: string) => setChoices((current) => ({ ...current, [key]: value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = new FormData(event.currentTarget);
    const makeChanged = choices.make !== filters.make;
    onSearch({
      ...filters,
      ...choices,
      query: String(typed.get('query') ?? '').trim(),
      model: makeChanged ? '' : filters.model,
      location: String(typed.get('location') ?? '').trim(),
    });
  }

  return (
    <form
      role="search"
      aria-label="Search vehicles"
      onSubmit={submit}
      className="grid grid-cols-2 items-end gap-3 rounded-lg bg-white p-3 shadow-raised lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto]"
    >
      <Field label="Keyword" className="col-span-2 lg:col-span-1">
        {(wiring) => (
          <input
            {...wiring}
            type="search"
            name="query"
            defaultValue={filters.query}
            placeholder="Make, model or feature"
            className={controlClass(false, 'h-11')}
          />
        )}
      </Field>
      <ChoiceSelect
        label="Make"
        value={choices.make}
        choices={makeOptions}
        onChange={set('make')}
        anyLabel="All makes"
      />
      <ChoiceSelect
        label="Max price"
        value={choices.maxPrice}
        choices={priceOptions}
        onChange={set('maxPrice')}
        anyLabel="No max"
      />
      <ChoiceSelect
        label="Body type"
        value={choices.bodyType}
        choices={bodyTypeChoices}
        onChange={set('bodyType')}
        anyLabel="All types"
      />
      <Field label="ZIP code">
        {(wiring) => (
          <input
            {...wiring}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            name="location"
            defaultValue={filters.location}
            placeholder="e.g. 90210"
            className={controlClass(false, 'h-11')}
          />
        )}
      </Field>
      <SubmitButton className={buttonClass('primary', 'md', 'col-span-2 lg:col-span-1')}>
        <SearchIcon className="size-4" />
        Search
      </SubmitButton>
    </form>
  );
}
