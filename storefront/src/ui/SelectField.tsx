import { useEffect, useRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { controlClass, Field } from './Field';
import { ChevronDownIcon } from './icons';

interface SelectControlProps extends SelectHTMLAttributes<HTMLSelectElement> {
  invalid?: boolean;
}

/** A native select (keyboard, screen readers and the phone's own picker work as people expect) with a chevron. */
export function SelectControl({ invalid = false, className, children, ...selectProps }: SelectControlProps) {
  const select = useRef<HTMLSelectElement>(null);
  const controlled = selectProps.value !== undefined && selectProps.onChange !== undefined;
  // On a page the server drew, a choice made before the app took over stays in the select (React keeps it) but
  // reached no onChange: announce it now, or the select would show one sort while the results follow another.
  useEffect(() => {
    const element = select.current;
    if (controlled && element && element.value !== String(selectProps.value))
      element.dispatchEvent(new Event('change', { bubbles: true }));
    // Only what stood when the app took over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className="relative">
      <select
        ref={select}
        {...selectProps}
        className={controlClass(invalid, `h-11 appearance-none pr-9 ${className ?? ''}`)}
      >
        {children}
      </select>
      <ChevronDownIcon className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-muted" />
    </div>
  );
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  /** Hide the label visually (it stays the select's accessible name), e.g. in a compact bar. */
  hideLabel?: boolean;
  children: ReactNode;
}

/** A labelled select whose options the caller gives. */
export function SelectField({ label, hideLabel, className, children, ...selectProps }: SelectFieldProps) {
  return (
    <Field label={label} hideLabel={hideLabel} className={className}>
      {(wiring) => (
        <SelectControl {...wiring} {...selectProps}>
          {children}
        </SelectControl>
      )}
    </Field>
  );
}
