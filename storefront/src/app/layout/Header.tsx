import { Link } from 'react-router-dom';
import { brand } from '@contract/brand';
import { useCurrentUser } from '../../features/auth/useCurrentUser';
import { buttonClass } from '../../ui/buttonStyles';
import { AppLink, AppNavLink } from './AppLink';
import { MobileMenu } from './MobileMenu';
import { navItemsFor } from './navigation';
import { ProfileMenu } from './ProfileMenu';
import { SavedLink } from './SavedLink';

const navLinkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-muted transition-colors hover:text-ink aria-[current=page]:text-ink';

/** The site header: menu, seller button and account controls. */
export function Header() {
  const { user, isLoading } = useCurrentUser();

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-6 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="shrink-0 text-base font-bold uppercase tracking-widest text-ink">
          {brand.name}
        </Link>

        {/* Until the session is known, show neither set of controls rather than the wrong one. */}
        {isLoading ? (
          <div className="ml-auto h-9 w-40 animate-pulse rounded-md bg-surface-strong" aria-hidden="true" />
        ) : (
          <>
            <nav aria-label="Main" className="hidden lg:block">
              <ul className="flex items-center gap-1">
                {navItemsFor(user).map((item) => (
                  <li key={item.label}>
                    <AppNavLink to={item.to} end className={navLinkClass}>
                      {item.label}
                    </AppNavLink>
                  </li>
                ))}
              </ul>
            </nav>

            <div className="ml-auto hidden items-center gap-3 lg:flex">
              <SavedLink />
              {user ? (
                <>
                  <AppLink to="/create-listing" className={buttonClass('accent', 'sm')}>
                    Sell Your Car
                  </AppLink>
                  <ProfileMenu user={user} />
                </>
              ) : (
                <>
                  <AppLink to="/auth" className={buttonClass('accent', 'sm')}>
                    Sell Your Car
                  </AppLink>
                  <AppLink to="/auth" className={buttonClass('ghost', 'sm')}>
                    Sign In
                  </AppLink>
                  <AppLink to="/auth?tab=register" className={buttonClass('primary', 'sm')}>
                    Register
                  </AppLink>
                </>
              )}
            </div>

            <div className="ml-auto flex items-center gap-1 lg:hidden">
              <SavedLink />
              <MobileMenu user={user} />
            </div>
          </>
        )}
      </div>
    </header>
  );
}
