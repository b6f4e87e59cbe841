import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** What a control needs to be tied to its label, hint and error. */
export interface FieldWiring {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

interface FormFieldProps {
  label: string;
  /** Adds the red asterisk of spec section 5 (and tells screen readers). */
  required?: boolean;
  hint?: string;
  error?: string;
  className?: string;
  children: (wiring: FieldWiring) => ReactNode;
}

/**
 * A labelled control with its hint or error below, tied by aria-describedby so a screen reader reads the message
 * with the field. The error replaces the hint.
 */
export function FormField({ label, required, hint, error, className, children }: FormFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
        {required && (
          <span className="ml-0.5 text-accent" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children({
        id,
        'aria-describedby': message ? messageId : undefined,
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      {message && (
        <p id={messageId} className={cn('mt-1.5 text-xs', error ? 'font-medium text-danger' : 'text-muted')}>
          {message}
        </p>
      )}
    </div>
  );
}

/** Inputs, selects and text areas of the form: one look, a visible border for errors, a calm disabled state. */
export function controlClass(invalid: boolean, extra?: string): string {
  return cn(
    // scroll-mt: a field focused for its error is not hidden under the sticky header.
    'block w-full scroll-mt-24 rounded-md border bg-white px-3 text-base text-ink placeholder:text-muted transition-colors',
    'focus-visible:border-ink disabled:cursor-not-allowed disabled:bg-surface disabled:text-muted sm:text-sm',
    invalid ? 'border-danger' : 'border-line-strong',
    extra,
  );
}
