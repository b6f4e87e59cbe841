/**
 * How the listing form's values change, on top of react-hook-form. Errors appear after the first Publish and then
 * follow the seller's typing; before that, a field already showing an error (one the form filled itself and
 * checked, or a refused VIN) follows its value too.
 */
import type { UseFormReturn } from 'react-hook-form';
import type { ListingField, ListingFormValues } from './listingFormValues';
import type { ListingFormContext } from './listingValidation';

export type ListingFormApi = UseFormReturn<ListingFormValues, ListingFormContext>;

type Changes = Partial<ListingFormValues>;

function changedFields(form: ListingFormApi, changes: Changes): ListingField[] {
  const current = form.getValues();
  return (Object.keys(changes) as ListingField[]).filter((name) => changes[name] !== current[name]);
}

/**
 * The seller's own change of one or more fields (a new make also clears the model): marks the form dirty. A
 * server's message goes once its field changes; a validation message is checked again.
 */
export function editFields(form: ListingFormApi, changes: Changes): void {
  const submitted = form.formState.isSubmitted;
  for (const name of changedFields(form, changes)) {
    const error = form.getFieldState(name).error;
    const fromServer = error?.type === 'server';
    form.setValue(name, changes[name]!, {
      shouldDirty: true,
      shouldValidate: submitted || (error !== undefined && !fromServer),
    });
    if (fromServer && !submitted) form.clearErrors(name);
  }
}

/**
 * Values the form fills itself (generated features and specs, a decoded VIN): not the seller's change, so not
 * dirty. The `recheck` fields are checked at once, since the seller did not pick what landed in them.
 */
export function fillFields(form: ListingFormApi, next: Changes, recheck: readonly ListingField[] = []): void {
  const submitted = form.formState.isSubmitted;
  for (const name of changedFields(form, next)) form.setValue(name, next[name]!, { shouldValidate: submitted });
  if (recheck.length > 0) void form.trigger([...recheck]);
}
