import { facetParams, type SearchFilters } from '@contract/searchUrl';
import { toast } from '../toast/toastStore';
import { searchName } from './describeSearch';
import { SavedSearchDialog } from './SavedSearchDialog';
import { useCreateSavedSearch } from './useSavedSearches';

interface NewSavedSearchDialogProps {
  open: boolean;
  filters: SearchFilters;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * 'Save this search' on /search: named after its filters, emailed daily unless the buyer says otherwise. The query
 * sent is the page's own (the server keeps it in its canonical form). Loaded when first wanted, with the contract's
 * schemas it needs.
 */
export default function NewSavedSearchDialog({ open, filters, onClose, onSaved }: NewSavedSearchDialogProps) {
  const create = useCreateSavedSearch();
  return (
    <SavedSearchDialog
      open={open}
      title="Save this search"
      submitLabel="Save"
      initial={{ name: searchName(filters), frequency: 'daily' }}
      onSubmit={async (values) => {
        await create.mutateAsync({ ...values, query: facetParams(filters).toString() });
        const description =
          values.frequency === 'never'
            ? 'Find it in your account, under Saved searches.'
            : 'We will email you when new cars match it.';
        toast({ title: 'Search saved', description });
        onSaved();
      }}
      onClose={onClose}
    />
  );
}
