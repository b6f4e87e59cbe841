import { Link, useLocation } from 'react-router-dom';
import { buttonClass } from '../../ui/buttonStyles';
import { clearCompareIds, compareHref, useCompareIds } from './compareVehicles';
import { CompareIcon } from '../../ui/icons';

/**
 * A bar fixed at the bottom while cars are chosen to compare: 'Compare 3 cars' and 'Clear'. Not on /compare, which
 * shows them already. A spacer of its height at the end of the page lets the footer scroll clear of it.
 */
export function CompareTray() {
  const ids = useCompareIds();
  const { pathname } = useLocation();
  if (ids.length === 0 || /^\/compare\/?$/i.test(pathname)) return null;
  const cars = ids.length === 1 ? '1 car' : `${ids.length} cars`;
  return (
    <>
      <div aria-hidden="true" className="h-16" />
      <section
        aria-label="Compare"
        className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-white/95 shadow-popover backdrop-blur"
      >
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
          <p className="flex min-w-0 items-center gap-2 text-sm text-muted">
            <CompareIcon className="size-5 shrink-0 text-ink" />
            <span className="truncate">{cars} chosen</span>
          </p>
          <div className="flex shrink-0 gap-1 sm:gap-2">
            <button type="button" onClick={clearCompareIds} className={buttonClass('ghost', 'sm')}>
              Clear
            </button>
            <Link to={compareHref(ids)} className={buttonClass('primary', 'sm')}>
              Compare {cars}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
