import { useState, type FormEvent } from 'react';
import { headerMaxPrices, headerSearchMakes } from '@contract/catalog/searchFilters';
import { buttonClass } from '../../ui/buttonStyles';
import { controlClass, Field } from '../../ui/Field';
import { SearchIcon } from '../../ui/icons';
import { ChoiceSelect } from './ChoiceSelect';
import { bodyTypeChoices, type Choice } from './filterOptions';
import type { SearchFilters } from '@contract/searchUrl';

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
  const [draft, setDraft] = useState({
    query: filters.query,
    make: filters.make,
    maxPrice: filters.maxPrice,
    bodyType: filters.bodyType,
    location: filters.location,
  });
  const set = (key: keyof typeof draft) => (value: string) => setDraft((current) => ({ ...current, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const makeChanged = draft.make !== filters.make;
    onSearch({
      ...filters,
      query: draft.query.trim(),
      make: draft.make,
      model: makeChanged ? '' : filters.model,
      maxPrice: draft.maxPrice,
      bodyType: draft.bodyType,
      location: draft.location.trim(),
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
            value={draft.query}
            onChange={(event) => set('query')(event.target.value)}
            placeholder="Make, model or feature"
            className={controlClass(false, 'h-11')}
          />
        )}
      </Field>
      <ChoiceSelect label="Make" value={draft.make} choices={makeOptions} onChange={set('make')} anyLabel="All makes" />
      <ChoiceSelect
        label="Max price"
        value={draft.maxPrice}
        choices={priceOptions}
        onChange={set('maxPrice')}
        anyLabel="No max"
      />
      <ChoiceSelect
        label="Body type"
        value={draft.bodyType}
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
            value={draft.location}
            onChange={(event) => set('location')(event.target.value)}
            placeholder="e.g. 90210"
            className={controlClass(false, 'h-11')}
          />
        )}
      </Field>
      <button type="submit" className={buttonClass('primary', 'md', 'col-span-2 lg:col-span-1')}>
        <SearchIcon className="size-4" />
        Search
      </button>
    </form>
  );
}
