import { useId, type ReactNode } from 'react';
import { cn } from '../lib/cn';

/** What a control needs to be tied to its label, hint and error. */
export interface FieldWiring {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

interface FieldProps {
  label: string;
  /** Adds a red asterisk to the label and tells screen readers (aria-required). */
  required?: boolean;
  /** Hides the label visually (a compact bar); it stays the control's accessible name. */
  hideLabel?: boolean;
  /** A link shown at the end of the label's line, outside the label (e.g. 'Forgot password?' beside Password). */
  labelAside?: ReactNode;
  /** Shown under the control while there is no error (e.g. a rule to follow). */
  hint?: string;
  error?: string;
  /** Marks the control invalid without a message under it, for a form that says what is wrong in a toast. */
  invalid?: boolean;
  className?: string;
  /** The control itself (an input, a select, an input with a button), given the wiring to spread on it. */
  children: (wiring: FieldWiring) => ReactNode;
}

/**
 * A labelled control with its hint or error below, tied by aria-describedby so a screen reader reads the message
 * with the field. The error replaces the hint; a form moves focus to its first invalid field, which reads it.
 */
export function Field({
  label,
  required,
  hideLabel,
  labelAside,
  hint,
  error,
  invalid = Boolean(error),
  className,
  children,
}: FieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <div className={cn(labelAside ? 'relative' : undefined, className)}>
      <label htmlFor={id} className={cn('mb-1.5 block text-sm font-medium text-ink', hideLabel && 'sr-only')}>
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
        'aria-invalid': invalid ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      {message && (
        <p id={messageId} className={cn('mt-1.5 text-xs', error ? 'font-medium text-danger' : 'text-muted')}>
          {message}
        </p>
      )}
      {/* After the control in the tab order (typing goes on from one field to the next), shown on the label's line. */}
      {labelAside && <span className="absolute right-0 top-0 text-sm leading-5">{labelAside}</span>}
    </div>
  );
}

/** Inputs, selects and text areas: one look, a visible border for errors, a calm disabled state. */
export function controlClass(invalid: boolean, extra?: string): string {
  return cn(
    // scroll-mt: a field focused for its error is not hidden under the sticky header.
    'block w-full scroll-mt-24 rounded-md border bg-white px-3 text-base text-ink placeholder:text-muted transition-colors',
    'focus-visible:border-ink disabled:cursor-not-allowed disabled:bg-surface disabled:text-muted sm:text-sm',
    invalid ? 'border-danger' : 'border-line-strong',
    extra,
  );
}
