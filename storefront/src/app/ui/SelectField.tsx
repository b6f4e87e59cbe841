import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { ChevronDownIcon } from './icons';

export const fieldClass =
  'h-11 w-full rounded-md border border-line-strong bg-white px-3 text-base text-ink placeholder:text-muted ' +
  'transition-colors focus-visible:border-ink disabled:cursor-not-allowed disabled:bg-surface disabled:text-muted sm:text-sm';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  /** Hide the label visually (it stays the select's accessible name), e.g. in a compact bar. */
  hideLabel?: boolean;
  children: ReactNode;
}

/** A labelled native select: keyboard, screen readers and mobile pickers work as people expect. */
export function SelectField({ label, hideLabel, className, children, ...selectProps }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={cn('mb-1.5 block text-sm font-medium text-ink', hideLabel && 'sr-only')}>
        {label}
      </label>
      <div className="relative">
        <select id={id} {...selectProps} className={cn(fieldClass, 'appearance-none pr-9')}>
          {children}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-muted" />
      </div>
    </div>
  );
}
