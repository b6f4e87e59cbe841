import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '../../ui/icons';
import { SectionHeader } from '../../ui/SectionHeader';
import { brandSearchUrl, featuredBrands } from './homeBrands';

/** Six brand tiles linking to the search for that make, plus Explore All Brands. */
export function BrandTiles() {
  return (
    <section aria-labelledby="brands-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-24">
      <SectionHeader
        id="brands-heading"
        title="Shop by brand"
        subtitle="The marques our buyers ask for most."
        link={{ to: '/search', label: 'Explore All Brands' }}
      />
      <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-6">
        {featuredBrands.map((make) => (
          <li key={make}>
            <Link
              to={brandSearchUrl(make)}
              className="group flex aspect-[4/3] flex-col justify-between rounded-lg border border-line bg-surface p-4 transition-shadow hover:shadow-raised"
            >
              <span className="text-lg font-semibold tracking-tight text-ink">{make}</span>
              <span className="inline-flex items-center gap-1 text-xs font-medium text-muted group-hover:text-ink">
                View listings
                <ArrowRightIcon className="size-3.5" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
