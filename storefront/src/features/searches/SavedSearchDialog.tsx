import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { alertFrequencies, alertFrequencyLabels, savedSearchCreateSchema } from '@contract/savedSearches';
import { apiFieldErrors, errorMessage } from '../../lib/api';
import { showServerErrors } from '../../lib/serverErrors';
import { buttonClass } from '../../ui/buttonStyles';
import { controlClass, Field } from '../../ui/Field';
import { useModalDialog } from '../../ui/useModalDialog';
import { handleSessionLost } from '../auth/sessionLost';
import { SubmitButton } from '../../ui/SubmitButton';

const formSchema = savedSearchCreateSchema.pick({ name: true, frequency: true });

export interface SavedSearchValues {
  name: string;
  frequency: (typeof alertFrequencies)[number];
}

interface SavedSearchDialogProps {
  open: boolean;
  /** 'Save this search', 'Edit saved search'. */
  title: string;
  submitLabel: string;
  initial: SavedSearchValues;
  /** The call; its refusal is shown in the dialog (a 400's message under the name: the 25 searches' cap). */
  onSubmit: (values: SavedSearchValues) => Promise<unknown>;
  onClose: () => void;
}

/**
 * A saved search's name and how often to email its new matches, in a modal <dialog> (focus kept inside, Escape or a
 * click outside closes, focus returns to the opener). Used to save a search and to edit one.
 */
export function SavedSearchDialog({ open, title, submitLabel, initial, onSubmit, onClose }: SavedSearchDialogProps) {
  const dialogRef = useModalDialog(open);
  const titleId = useId();
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => event.target === event.currentTarget && onClose()}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl bg-white p-0 text-ink shadow-popover backdrop:bg-ink/50"
    >
      {/* Built on each opening: the form starts from `initial`, with no error of the last time. */}
      {open && (
        <SavedSearchForm
          titleId={titleId}
          title={title}
          submitLabel={submitLabel}
          initial={initial}
          onSubmit={onSubmit}
          onClose={onClose}
        />
      )}
    </dialog>
  );
}

function SavedSearchForm({
  titleId,
  title,
  submitLabel,
  initial,
  onSubmit,
  onClose,
}: Omit<SavedSearchDialogProps, 'open'> & { titleId: string }) {
  const form = useForm({ resolver: zodResolver(formSchema), defaultValues: initial });
  const { errors, isSubmitting } = form.formState;
  const legendId = useId();

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit({ name: values.name, frequency: values.frequency });
      onClose();
    } catch (error) {
      if (handleSessionLost(error)) return onClose();
      const first = showServerErrors(form.setError, ['name', 'frequency'], apiFieldErrors(error));
      if (first) form.setFocus(first);
      else form.setError('root.server', { message: errorMessage(error) });
    }
  });

  return (
    // The name field comes first, so opening the dialog puts the focus in it.
    <form noValidate onSubmit={submit} className="p-6">
      <h2 id={titleId} className="text-lg font-semibold tracking-tight">
        {title}
      </h2>
      <div className="mt-5 space-y-5">
        <Field label="Name" error={errors.name?.message}>
          {(wiring) => (
            <input
              {...wiring}
              {...form.register('name')}
              type="text"
              autoComplete="off"
              className={controlClass(Boolean(errors.name), 'h-11')}
            />
          )}
        </Field>
        <fieldset aria-describedby={errors.frequency ? legendId : undefined}>
          <legend className="mb-2 text-sm font-medium text-ink">How often should we email you new matches?</legend>
          <div className="grid gap-1">
            {alertFrequencies.map((frequency) => (
              <label key={frequency} className="flex min-h-10 cursor-pointer items-center gap-3 text-sm">
                <input {...form.register('frequency')} type="radio" value={frequency} className="size-4 accent-ink" />
                {alertFrequencyLabels[frequency]}
              </label>
            ))}
          </div>
          {errors.frequency && (
            <p id={legendId} className="mt-1.5 text-xs font-medium text-danger">
              {errors.frequency.message}
            </p>
          )}
        </fieldset>
        {errors.root?.server && (
          <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-sm text-danger">
            {errors.root.server.message}
          </p>
        )}
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onClose} className={buttonClass('outline', 'md')}>
          Cancel
        </button>
        <SubmitButton disabled={isSubmitting} className={buttonClass('primary', 'md')}>
          {isSubmitting ? 'Saving...' : submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
