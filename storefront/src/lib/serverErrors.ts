import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Puts a refused request's per-field messages (a 400's `errors`, see apiFieldErrors) next to the form's fields
 * they name. Messages for fields the form does not have are left to the toast that reports the failure. Returns the
 * first field marked (in the order given), for a form that moves the focus there.
 */
export function showServerErrors<TValues extends FieldValues>(
  setError: UseFormSetError<TValues>,
  fields: readonly Path<TValues>[],
  fieldErrors: Record<string, string>,
): Path<TValues> | undefined {
  let first: Path<TValues> | undefined;
  for (const name of fields) {
    const message = fieldErrors[name];
    if (!message) continue;
    setError(name, { type: 'server', message });
    first ??= name;
  }
  return first;
}
