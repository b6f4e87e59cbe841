import type { BandCount } from '@contract/facets';
import { cn } from '../../lib/cn';
import { visibleBands, withCount } from './facetChoices';

type Band = Omit<BandCount, 'count'>;

interface BandChoicesProps {
  label: string;
  /** Every band, in order; the counted ones come from the facets (undefined while they load). */
  bands: readonly Band[];
  counts: BandCount[] | undefined;
  /** The filter's min and max as the URL holds them (whole numbers as text). */
  min: string;
  max: string;
  onChoose: (min: string, max: string) => void;
}

/** A band's bounds as the filters write them: whole numbers, '' at an open end ('$19,999.99' is 19999). */
const bound = (value: number | undefined) => (value === undefined ? '' : String(Math.floor(value)));

/**
 * Quick ranges under the min/max controls ('Under $20,000 (312)'): one press fills both, a second press on the
 * chosen band clears them. Shown once the counts are known, as they are what makes a band worth choosing.
 */
export function BandChoices({ label, bands, counts, min, max, onChoose }: BandChoicesProps) {
  const isChosen = (band: Band) => min === bound(band.min) && max === bound(band.max);
  const shown = visibleBands(counts, isChosen, bands);
  if (shown.length === 0) return null;
  return (
    <ul aria-label={label} className="col-span-2 flex flex-wrap gap-1.5">
      {shown.map((band) => {
        const chosen = isChosen(band);
        return (
          <li key={band.label}>
            <button
              type="button"
              aria-pressed={chosen}
              onClick={() => (chosen ? onChoose('', '') : onChoose(bound(band.min), bound(band.max)))}
              className={cn(
                'min-h-8 rounded-full border px-3 text-xs font-medium transition-colors',
                chosen ? 'border-ink bg-ink text-white' : 'border-line-strong bg-white text-ink hover:bg-surface',
              )}
            >
              {withCount(band.label, band.count)}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
