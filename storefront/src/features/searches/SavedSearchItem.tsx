import { useState } from 'react';
import { Link } from 'react-router-dom';
import { alertFrequencyLabels, type SavedSearch } from '@contract/savedSearches';
import { Badge } from '../../ui/Badge';
import { buttonClass } from '../../ui/buttonStyles';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { reportAccountFailure } from '../account/accountRequest';
import { filtersFromParams } from '@contract/searchUrl';
import { toast } from '../toast/toastStore';
import { searchSummary } from './describeSearch';
import { SavedSearchDialog } from './SavedSearchDialog';
import { useDeleteSavedSearch, useUpdateSavedSearch } from './useSavedSearches';

const action = buttonClass('outline', 'sm');

/**
 * One saved search in the account: its name opens it on /search, a summary of its filters, how often it emails;
 * Edit (name and frequency, in the save dialog), Pause or Resume its emails, Delete after a confirmation.
 */
export function SavedSearchItem({ search }: { search: SavedSearch }) {
  const update = useUpdateSavedSearch();
  const removal = useDeleteSavedSearch();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { id, name, paused } = search;

  function togglePaused() {
    update.mutate(
      { id, changes: { paused: !paused } },
      {
        onSuccess: (saved) => toast({ title: saved.paused ? 'Alerts paused' : 'Alerts resumed', description: name }),
        onError: (error) => reportAccountFailure(paused ? 'Alerts not resumed' : 'Alerts not paused', error),
      },
    );
  }

  function remove() {
    setConfirming(false);
    removal.mutate(id, {
      onSuccess: () => toast({ title: 'Saved search deleted', description: name }),
      onError: (error) => reportAccountFailure('Saved search not deleted', error),
    });
  }

  return (
    <li className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3 py-4 first:pt-0 last:pb-0">
      <div className="min-w-0 flex-1 basis-60">
        <h3 className="flex flex-wrap items-center gap-2 text-base font-semibold">
          <Link to={`/search?${search.query}`} className="min-w-0 break-words underline-offset-4 hover:underline">
            {name}
          </Link>
          {paused && <Badge tone="caution">Paused</Badge>}
        </h3>
        <p className="mt-1 break-words text-sm text-muted">
          {searchSummary(filtersFromParams(new URLSearchParams(search.query)))}
        </p>
        <p className="mt-1 text-sm">
          <span className="text-muted">Emails: </span>
          {alertFrequencyLabels[search.frequency]}
          {paused && ' (paused)'}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" aria-label={`Edit ${name}`} onClick={() => setEditing(true)} className={action}>
          Edit
        </button>
        <button
          type="button"
          aria-label={`${paused ? 'Resume' : 'Pause'} ${name}`}
          disabled={update.isPending}
          onClick={togglePaused}
          className={action}
        >
          {paused ? 'Resume' : 'Pause'}
        </button>
        <button
          type="button"
          aria-label={`Delete ${name}`}
          disabled={removal.isPending}
          onClick={() => setConfirming(true)}
          className={action}
        >
          Delete
        </button>
      </div>
      <SavedSearchDialog
        open={editing}
        title="Edit saved search"
        submitLabel="Save changes"
        initial={{ name, frequency: search.frequency }}
        onSubmit={async (values) => {
          await update.mutateAsync({ id, changes: values });
          toast({ title: 'Saved search updated', description: values.name });
        }}
        onClose={() => setEditing(false)}
      />
      <ConfirmDialog
        open={confirming}
        message={`Delete the saved search ‘${name}’?`}
        confirmLabel="Delete search"
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      >
        <p className="mt-1 text-sm text-muted">We will stop emailing you its new matches.</p>
      </ConfirmDialog>
    </li>
  );
}
