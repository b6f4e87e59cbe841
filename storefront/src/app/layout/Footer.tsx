import { Link } from 'react-router-dom';
import { brand, phoneHref } from '@contract/brand';
import { buttonClass } from '../../ui/buttonStyles';
import { PhoneIcon } from '../../ui/icons';

const quickLinks = [
  { label: 'Browse Vehicles', to: '/search' },
  { label: 'Sell Your Car', to: '/create-listing' },
  { label: 'Financing', to: '/financing' },
  { label: 'How It Works', to: '/how-it-works' },
  { label: 'FAQ', to: '/faq' },
];

/** The site footer: blurb, call button, quick links, the provider's disclaimer, copyright. */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-ink text-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
        <div className="grid gap-10 md:grid-cols-[2fr_1fr]">
          <div className="max-w-md">
            <p className="text-base font-bold uppercase tracking-widest">{brand.name}</p>
            <p className="mt-4 text-sm leading-relaxed text-on-ink-muted">
              The simple way to sell a used, premium or luxury car. List once for free; a dedicated sales associate
              handles every buyer, call and negotiation until it sells. Nationwide, with financing through our network
              of lenders.
            </p>
            <a href={phoneHref('tel')} className={buttonClass('inverse', 'md', 'mt-6')}>
              <PhoneIcon className="size-4" />
              Call {brand.phoneDisplay}
            </a>
            <p className="mt-2 text-xs text-on-ink-muted">{brand.phoneAvailability}</p>
          </div>

          <nav aria-labelledby="footer-quick-links">
            <h2 id="footer-quick-links" className="text-sm font-semibold">
              Quick Links
            </h2>
            <ul className="mt-4 space-y-3">
              {quickLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm text-on-ink-muted hover:text-white">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>

        <p className="mt-12 border-t border-ink-soft pt-8 text-xs leading-relaxed text-on-ink-muted">
          {brand.name} is a listing service. We do not own or sell the vehicles listed, we do not collect funds and we
          do not hold titles. Buyers and titleholders transact directly with each other.
        </p>

        <div className="mt-6 flex flex-col gap-3 text-xs text-on-ink-muted sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {brand.name}. All rights reserved.
          </p>
          <Link to="/privacy-policy" className="hover:text-white">
            Privacy Policy
          </Link>
        </div>
      </div>
    </footer>
  );
}
