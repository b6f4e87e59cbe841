import type { SortOption } from '@contract/searchOptions';
import { SelectField } from '../../ui/SelectField';
import { distanceSortOption, mainSortOptions } from '@contract/searchUrl';

interface SortSelectProps {
  value: SortOption;
  onChange: (value: SortOption) => void;
  /** A location is set: distance from it is one more way to sort. */
  withDistance: boolean;
}

/** The sort dropdown of the main search (the eight of the spec and the price drop, and distance once a location is given). */
export function SortSelect({ value, onChange, withDistance }: SortSelectProps) {
  const options = withDistance ? [...mainSortOptions, distanceSortOption] : mainSortOptions;
  return (
    <SelectField
      label="Sort by"
      value={value}
      onChange={(event) => onChange(event.target.value as SortOption)}
      className="w-full sm:w-56"
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}
