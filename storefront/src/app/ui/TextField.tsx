import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export const inputClass =
  'block h-11 w-full rounded-md border bg-white px-3 text-base text-ink placeholder:text-muted ' +
  'transition-colors focus-visible:border-ink sm:text-sm';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown under the field while there is no error (e.g. a rule to follow). */
  hint?: string;
  error?: string;
  /** Replaces the plain input, e.g. with an input plus a toggle button; receives the wiring to apply. */
  renderInput?: (inputProps: InputHTMLAttributes<HTMLInputElement> & { id: string }) => ReactNode;
}

/**
 * A labelled input whose hint or error message is tied to it (aria-describedby). The error replaces the hint; the
 * form moves focus to the first invalid field, which reads its message.
 */
export function TextField({ label, hint, error, renderInput, className, ...inputProps }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  const wiring = {
    ...inputProps,
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: cn(inputClass, error ? 'border-danger' : 'border-line-strong', className),
  };

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      {renderInput ? renderInput(wiring) : <input {...wiring} />}
      {hint && !error && (
        <p id={hintId} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
