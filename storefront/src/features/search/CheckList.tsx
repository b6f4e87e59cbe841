import type { ReactNode } from 'react';

interface CheckListProps<T extends string> {
  title: string;
  options: readonly { value: T; label: ReactNode }[];
  checked: readonly T[];
  onToggle: (value: T) => void;
}

/** A sidebar group of checkboxes, each narrowing the results (features, deal ratings). */
export function CheckList<T extends string>({ title, options, checked, onToggle }: CheckListProps<T>) {
  return (
    <fieldset className="border-t border-line pt-5">
      <legend className="float-left mb-3 w-full text-sm font-semibold text-ink">{title}</legend>
      <ul className="clear-left grid gap-1">
        {options.map(({ value, label }) => (
          <li key={value}>
            <label className="flex min-h-9 cursor-pointer items-center gap-3 rounded-sm text-sm text-ink">
              <input
                type="checkbox"
                checked={checked.includes(value)}
                onChange={() => onToggle(value)}
                className="size-4 accent-ink"
              />
              {label}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
