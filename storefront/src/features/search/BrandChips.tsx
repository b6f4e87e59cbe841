import { quickBrandChips } from '@contract/catalog/searchFilters';
import { cn } from '../../lib/cn';
import type { SearchFilters } from '@contract/searchUrl';

/**
 * Quick brand chips: each sets the make and, for Corvette, the model too (Range Rover is a Land
 * Rover, Corvette a Chevrolet Corvette). The chip of the current search is pressed; pressing it again clears it.
 */
export function BrandChips({ filters, onChange }: { filters: SearchFilters; onChange: (next: SearchFilters) => void }) {
  return (
    <ul aria-label="Popular brands" className="flex flex-wrap gap-2">
      {quickBrandChips.map((chip) => {
        const active = filters.make === chip.make && filters.model === (chip.model ?? '');
        return (
          <li key={chip.label}>
            <button
              type="button"
              aria-pressed={active}
              onClick={() =>
                onChange({ ...filters, make: active ? '' : chip.make, model: active ? '' : (chip.model ?? '') })
              }
              className={cn(
                'h-9 rounded-full border px-4 text-sm font-medium transition-colors',
                active ? 'border-ink bg-ink text-white' : 'border-line-strong bg-white text-ink hover:bg-surface',
              )}
            >
              {chip.label}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
