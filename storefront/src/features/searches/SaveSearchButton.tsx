import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { savedSearchesPath } from '@contract/accountPaths';
import { buttonClass } from '../../ui/buttonStyles';
import { CheckBadgeIcon } from '../../ui/icons';
import { useCurrentUser } from '../auth/useCurrentUser';
import type { SearchFilters } from '@contract/searchUrl';
import { findSavedSearch } from './sameSearch';
import { useSavedSearches } from './useSavedSearches';

// The dialog brings the contract's schemas (zod) and react-hook-form: loaded when the buyer first reaches for it.
const loadDialog = () => import('./NewSavedSearchDialog');
const NewSavedSearchDialog = lazy(loadDialog);

const look = buttonClass('outline', 'md', 'shrink-0');

/**
 * 'Save this search' beside the sort. A visitor is sent to sign in and brought back to this very search; signed in,
 * it opens the save dialog, and reads 'Saved' (a link to the account's list) once this search is among theirs.
 */
export function SaveSearchButton({ filters }: { filters: SearchFilters }) {
  const { user } = useCurrentUser();
  const location = useLocation();
  const saved = useSavedSearches(user !== null);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const match = saved.data ? findSavedSearch(saved.data, filters) : undefined;

  // Saving swaps the button for 'Saved': the focus, back from the dialog, goes on to it rather than to the page.
  const savedLink = useRef<HTMLAnchorElement>(null);
  const justSaved = useRef(false);
  useEffect(() => {
    if (match && justSaved.current) savedLink.current?.focus();
    justSaved.current = false;
  }, [match]);

  if (!user) {
    const returnTo = `${location.pathname}${location.search}`;
    return (
      <Link to={`/auth?returnTo=${encodeURIComponent(returnTo)}`} className={look}>
        Save this search
      </Link>
    );
  }

  const want = () => {
    setWanted(true);
    void loadDialog();
  };
  return (
    <>
      {match ? (
        <Link ref={savedLink} to={savedSearchesPath} className={look} aria-label={`Saved as ${match.name}`}>
          <CheckBadgeIcon className="size-4" />
          Saved
        </Link>
      ) : (
        <button
          type="button"
          aria-haspopup="dialog"
          onPointerEnter={want}
          onFocus={want}
          onClick={() => {
            want();
            setOpen(true);
          }}
          className={look}
        >
          Save this search
        </button>
      )}
      {wanted && (
        <Suspense fallback={null}>
          <NewSavedSearchDialog
            open={open}
            filters={filters}
            onClose={() => setOpen(false)}
            onSaved={() => (justSaved.current = true)}
          />
        </Suspense>
      )}
    </>
  );
}
