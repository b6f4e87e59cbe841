import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { accountPaths } from '@contract/accountPaths';
import type { CurrentUser } from '@contract/api';
import { useLogout } from '../../features/auth/useLogout';
import { ChevronDownIcon } from '../../ui/icons';
import { AppLink } from './AppLink';
import { displayName } from './navigation';
import { UserAvatar } from './UserAvatar';

const itemClass =
  'flex w-full items-center rounded-sm px-3 py-2 text-left text-sm text-ink hover:bg-surface focus-visible:bg-surface';

/**
 * The signed-in user's dropdown: name and email, Account, Admin Dashboard for admins, Log out.
 * A menu button (WAI-ARIA pattern): arrows move between items, Escape closes and returns focus, Tab or a click
 * outside closes.
 */
export function ProfileMenu({ user }: { user: CurrentUser }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const logout = useLogout();
  const isAdmin = user.role === 'admin';
  const name = displayName(user);

  const items = () => Array.from(panelRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    function onPointerDown(event: PointerEvent) {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function onMenuKeyDown(event: KeyboardEvent) {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const moveTo = (next: number) => {
      event.preventDefault();
      list[(next + list.length) % list.length]?.focus();
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') setOpen(false);
    else if (event.key === 'ArrowDown') moveTo(index + 1);
    else if (event.key === 'ArrowUp') moveTo(index - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(list.length - 1);
  }

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={`Account menu for ${name}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((isOpen) => !isOpen)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className="flex items-center gap-1 rounded-full p-0.5 pr-1.5 hover:bg-surface"
      >
        <UserAvatar user={user} />
        <ChevronDownIcon className="size-4 text-muted" />
      </button>
      {open && (
        <div
          ref={panelRef}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 top-full z-50 mt-2 w-64 rounded-lg border border-line bg-white p-1.5 shadow-popover motion-safe:animate-fade-in"
        >
          <div className="border-b border-line px-3 pb-3 pt-2">
            <p className="truncate text-sm font-semibold text-ink">{name}</p>
            <p className="truncate text-sm text-muted">{user.email}</p>
          </div>
          <div id={menuId} role="menu" aria-label="Account" className="pt-1.5">
            <AppLink
              to={accountPaths.account}
              role="menuitem"
              tabIndex={-1}
              className={itemClass}
              onClick={() => close(false)}
            >
              Account
            </AppLink>
            {isAdmin && (
              <AppLink to="/admin" role="menuitem" tabIndex={-1} className={itemClass} onClick={() => close(false)}>
                Admin Dashboard
              </AppLink>
            )}
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              disabled={logout.isPending}
              className={itemClass}
              onClick={() => {
                close(false);
                logout.mutate();
              }}
            >
              Log out
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
