import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { accountPaths } from '@contract/accountPaths';
import type { CurrentUser } from '@contract/api';
import { brand, phoneHref } from '@contract/brand';
import { useLogout } from '../../features/auth/useLogout';
import { buttonClass } from '../../ui/buttonStyles';
import { CloseIcon, MenuIcon, PhoneIcon } from '../../ui/icons';
import { useModalDialog } from '../../ui/useModalDialog';
import { AppLink, AppNavLink } from './AppLink';
import { displayName, navItemsFor } from './navigation';
import { UserAvatar } from './UserAvatar';

/** Where the desktop header takes over (Tailwind's lg); the sheet closes if the window grows past it. */
const DESKTOP_QUERY = '(min-width: 1024px)';

const linkClass =
  'block rounded-md px-3 py-3 text-base font-medium text-ink hover:bg-surface aria-[current=page]:bg-surface';

/**
 * The narrow-screen menu: a right-side sheet built on a modal <dialog>, which traps focus, makes the page behind
 * inert and closes on Escape. It closes when a link is clicked or the route changes, and gives focus back to the
 * menu button.
 */
export function MobileMenu({ user }: { user: CurrentUser | null }) {
  const [open, setOpen] = useState(false);
  const dialogRef = useModalDialog(open);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const logout = useLogout();
  const close = () => setOpen(false);

  useEffect(close, [pathname]);

  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => desktop.matches && setOpen(false);
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, []);

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="-mr-2 flex size-11 items-center justify-center rounded-md text-ink hover:bg-surface lg:hidden"
      >
        <MenuIcon className="size-6" />
      </button>
      <dialog
        ref={dialogRef}
        aria-label="Menu"
        onClose={() => {
          setOpen(false);
          triggerRef.current?.focus();
        }}
        // A click on the dialog element itself is a click on the backdrop: the content fills the sheet.
        onClick={(event) => event.target === event.currentTarget && close()}
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-80 max-w-[85vw] bg-white p-0 text-ink shadow-raised backdrop:bg-ink/50 motion-safe:open:animate-sheet-in"
      >
        {open && (
          <div className="flex h-full flex-col">
            <div className="flex h-16 items-center justify-between border-b border-line px-4">
              <span className="text-sm font-bold uppercase tracking-widest">{brand.name}</span>
              <button
                type="button"
                aria-label="Close menu"
                onClick={close}
                className="-mr-2 flex size-11 items-center justify-center rounded-md hover:bg-surface"
              >
                <CloseIcon className="size-6" />
              </button>
            </div>

            {user && (
              <div className="flex items-center gap-3 border-b border-line px-4 py-4">
                <UserAvatar user={user} />
                <div className="min-w-0">
                  <p className="truncate text-sm font-semibold">{displayName(user)}</p>
                  <p className="truncate text-sm text-muted">{user.email}</p>
                </div>
              </div>
            )}

            <nav aria-label="Main" className="flex-1 overflow-y-auto px-2 py-3">
              <ul className="space-y-0.5">
                {navItemsFor(user).map((item) => (
                  <li key={item.label}>
                    <AppNavLink to={item.to} end onClick={close} className={linkClass}>
                      {item.label}
                    </AppNavLink>
                  </li>
                ))}
              </ul>
            </nav>

            <div className="space-y-3 border-t border-line p-4">
              <a
                href={phoneHref('tel')}
                className="flex items-center justify-center gap-2 py-1 text-sm font-semibold text-ink"
              >
                <PhoneIcon className="size-4" />
                Call {brand.phoneDisplay}
              </a>
              {user ? (
                <>
                  <AppLink to="/create-listing" onClick={close} className={buttonClass('accent', 'md', 'w-full')}>
                    Sell Your Car
                  </AppLink>
                  <div className="grid grid-cols-2 gap-3">
                    <AppLink to={accountPaths.account} onClick={close} className={buttonClass('outline', 'md')}>
                      Account
                    </AppLink>
                    <button
                      type="button"
                      disabled={logout.isPending}
                      onClick={() => {
                        close();
                        logout.mutate();
                      }}
                      className={buttonClass('outline', 'md')}
                    >
                      Sign Out
                    </button>
                  </div>
                </>
              ) : (
                <>
                  <AppLink to="/auth" onClick={close} className={buttonClass('accent', 'md', 'w-full')}>
                    Sell Your Car
                  </AppLink>
                  <div className="grid grid-cols-2 gap-3">
                    <AppLink to="/auth" onClick={close} className={buttonClass('outline', 'md')}>
                      Sign In
                    </AppLink>
                    <AppLink to="/auth?tab=register" onClick={close} className={buttonClass('primary', 'md')}>
                      Register
                    </AppLink>
                  </div>
                </>
              )}
            </div>
          </div>
        )}
      </dialog>
    </>
  );
}
