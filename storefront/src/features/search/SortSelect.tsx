import type { SortOption } from '@contract/search';
import { SelectField } from '../../app/ui/SelectField';
import { mainSortOptions } from './searchQuery';

/** The sort dropdown of the main search (spec section 4's eight options). */
export function SortSelect({ value, onChange }: { value: SortOption; onChange: (value: SortOption) => void }) {
  return (
    <SelectField label="Sort by" value={value} onChange={(event) => onChange(event.target.value as SortOption)} className="w-full sm:w-56">
      {mainSortOptions.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}
