import { useMemo, useState } from 'react';
import { withMake, withModel } from './catalogSelects';
import { fieldOrder, type ListingField, type ListingFormValues, type TextField } from './listingFormValues';
import { validateListing, type ListingErrors } from './listingValidation';

type ListField = 'features' | 'recentServices';
type Updater = (values: ListingFormValues) => ListingFormValues;

/** The server's refusal, with the values it refused: a message stays until its field is changed. */
interface ServerErrors {
  errors: Record<string, string>;
  values: ListingFormValues;
}

/**
 * The listing form's state. Errors appear after the first Publish and then follow the seller's typing; fields
 * the form fills itself (generated specs) are checked at once. `dirty` says the seller changed something, so only
 * real work is kept as a draft.
 */
export function useListingForm(initial: ListingFormValues, images: string[]) {
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [rechecked, setRechecked] = useState<ReadonlySet<ListingField>>(new Set());
  const [server, setServer] = useState<ServerErrors | null>(null);
  const [dirty, setDirty] = useState(false);

  const errors = useMemo<ListingErrors>(() => {
    const found = validateListing(values, images);
    const shown: ListingErrors = {};
    for (const field of fieldOrder) {
      if (found[field] && (submitted || rechecked.has(field))) shown[field] = found[field];
      else if (server?.errors[field] && values[field] === server.values[field]) shown[field] = server.errors[field];
    }
    if (submitted && found.images) shown.images = found.images;
    return shown;
  }, [values, images, submitted, rechecked, server]);

  function update(updater: Updater) {
    setValues(updater);
    setDirty(true);
  }

  return {
    values,
    errors,
    dirty,
    setField: (name: TextField, value: string) => update((current) => ({ ...current, [name]: value })),
    chooseMake: (make: string) => update((current) => withMake(current, make)),
    chooseModel: (model: string) => update((current) => withModel(current, model)),
    setList: (name: ListField, change: (list: string[]) => string[]) =>
      update((current) => ({ ...current, [name]: change(current[name]) })),
    /** Values the form fills itself (generated specs, features, a decoded VIN); `recheck` validates those fields now. */
    fill: (updater: Updater, recheck: readonly ListingField[] = []) => {
      setValues(updater);
      if (recheck.length > 0) setRechecked((previous) => new Set([...previous, ...recheck]));
    },
    /** Everything at once: prefill, a restored draft, the reset after publishing. */
    replace: (next: ListingFormValues, options: { dirty?: boolean } = {}) => {
      setValues(next);
      setSubmitted(false);
      setRechecked(new Set());
      setServer(null);
      setDirty(options.dirty ?? false);
    },
    /** Checks every field (on Publish): the errors found, none when the form may be sent. */
    validate: (): ListingErrors => {
      setSubmitted(true);
      return validateListing(values, images);
    },
    /** The server's per-field messages of a 400, shown by their fields until changed. */
    showServerErrors: (fieldErrors: Record<string, string>) => setServer({ errors: fieldErrors, values }),
  };
}

export type ListingFormState = ReturnType<typeof useListingForm>;
