import type { SelectHTMLAttributes } from 'react';
import { ChevronDownIcon } from '../../app/ui/icons';
import { controlClass } from './FormField';

export interface Choice {
  value: string;
  label: string;
}

interface SelectControlProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  placeholder: string;
  choices: ReadonlyArray<string | Choice>;
  invalid?: boolean;
}

/** A native select (the phone's own picker) with a placeholder option and the form's look. */
export function SelectControl({ placeholder, choices, invalid = false, className, ...props }: SelectControlProps) {
  return (
    <div className="relative">
      <select {...props} className={controlClass(invalid, `h-11 appearance-none pr-9 ${className ?? ''}`)}>
        <option value="">{placeholder}</option>
        {choices.map((choice) => {
          const { value, label } = typeof choice === 'string' ? { value: choice, label: choice } : choice;
          return (
            <option key={value} value={value}>
              {label}
            </option>
          );
        })}
      </select>
      <ChevronDownIcon className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-muted" />
    </div>
  );
}
