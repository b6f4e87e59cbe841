import { Link } from 'react-router-dom';
import { RecentlyViewed } from '../../features/recent/RecentlyViewed';
import { buttonClass } from '../../ui/buttonStyles';
import { Reveal } from '../../ui/Reveal';
import { BrandTiles } from './BrandTiles';
import { featuredBrands } from './homeBrands';
import { RecentListings } from './RecentListings';
import { ReviewCarousel } from './ReviewCarousel';
import { RotatingHeadline } from './RotatingHeadline';
import { SellingSteps } from './SellingSteps';
import { TeamSection } from './TeamSection';

/** The seller landing for visitors. */
export function SignedOutHome() {
  return (
    <>
      <section className="bg-ink text-white">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8 lg:py-32">
          <p className="text-sm font-semibold uppercase tracking-widest text-on-ink-muted">
            Used, premium and luxury cars
          </p>
          <div className="mt-5 max-w-3xl">
            <RotatingHeadline lead="Sell your" brands={featuredBrands} />
          </div>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-on-ink-muted">
            List once for free. A dedicated sales associate handles every buyer, call and negotiation until your car is
            sold.
          </p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <Link to="/auth" className={buttonClass('accent', 'lg')}>
              Start Selling Today
            </Link>
            <Link to="/search" className={buttonClass('inverseOutline', 'lg')}>
              Browse Market Listings
            </Link>
          </div>
        </div>
      </section>
      <RecentlyViewed className="mx-auto max-w-7xl px-4 pt-16 sm:px-6 lg:px-8" />
      <RecentListings />
      <Reveal>
        <SellingSteps />
      </Reveal>
      <Reveal>
        <TeamSection />
      </Reveal>
      <Reveal>
        <BrandTiles />
      </Reveal>
      <Reveal>
        <ReviewCarousel />
      </Reveal>
    </>
  );
}
