import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { CurrentUser } from '@contract/api';
import { SAVED_SEARCHES_MAX } from '@contract/savedSearches';
import { SavedCarAlertsCheckbox } from '../../features/searches/SavedCarAlertsCheckbox';
import { SavedSearchItem } from '../../features/searches/SavedSearchItem';
import { SAVED_SEARCHES_ANCHOR } from '@contract/accountPaths';
import { useSavedSearches } from '../../features/searches/useSavedSearches';
import { errorMessage } from '../../lib/api';
import { buttonClass, textLinkClass } from '../../ui/buttonStyles';
import { FormSection } from '../../ui/FormSection';

/**
 * Saved searches and the alerts they send, with the saved cars' price-drop emails: the section an alert email's
 * 'Manage your alerts' and the search page's 'Saved' open (/account#saved-searches).
 */
export function SavedSearchesSection({ user }: { user: CurrentUser }) {
  const searches = useSavedSearches(true);
  const { hash } = useLocation();
  const sectionRef = useRef<HTMLDivElement>(null);
  const loaded = !searches.isPending;
  // The router does not scroll to an anchor, and the list's height is only known once it has loaded.
  useEffect(() => {
    if (loaded && hash === `#${SAVED_SEARCHES_ANCHOR}`) sectionRef.current?.scrollIntoView();
  }, [loaded, hash]);

  let list;
  if (searches.isPending) {
    list = (
      <p role="status" className="text-sm text-muted">
        Loading your saved searches…
      </p>
    );
  } else if (searches.isError) {
    list = (
      <div role="alert" className="text-sm">
        <p className="text-muted">{errorMessage(searches.error)}</p>
        <button type="button" onClick={() => void searches.refetch()} className={buttonClass('outline', 'sm', 'mt-3')}>
          Try again
        </button>
      </div>
    );
  } else if (searches.data.length === 0) {
    list = (
      <p className="text-sm text-muted">
        You have no saved searches yet.{' '}
        <Link to="/search" className={textLinkClass}>
          Search for cars
        </Link>{' '}
        and choose Save this search to hear about new matches.
      </p>
    );
  } else {
    list = (
      <>
        <ul aria-label="Saved searches" className="divide-y divide-line">
          {searches.data.map((search) => (
            <SavedSearchItem key={search.id} search={search} />
          ))}
        </ul>
        <p className="mt-4 text-xs text-muted">
          {searches.data.length} of {SAVED_SEARCHES_MAX} searches
        </p>
      </>
    );
  }

  return (
    <div id={SAVED_SEARCHES_ANCHOR} ref={sectionRef} className="scroll-mt-24">
      <FormSection
        title="Saved searches"
        description="Searches you keep, and how often we email you the new cars that match them."
      >
        {list}
        <h3 className="mb-3 mt-6 border-t border-line pt-6 text-sm font-semibold">Saved cars</h3>
        <SavedCarAlertsCheckbox user={user} />
      </FormSection>
    </div>
  );
}
