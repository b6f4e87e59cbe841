import { useController } from 'react-hook-form';
import { editFields, type ListingFormApi } from '../../features/listings/listingFormEdits';
import type { TextField } from '../../features/listings/listingFormValues';
import { Field } from '../../ui/Field';
import { SelectControl } from '../../ui/SelectField';

export interface Choice {
  value: string;
  label: string;
}

interface SelectInputFieldProps {
  form: ListingFormApi;
  name: TextField;
  label: string;
  placeholder: string;
  choices: ReadonlyArray<string | Choice>;
  required?: boolean;
  hint?: string;
  disabled?: boolean;
  /** Instead of setting the field alone (make and model also clear what depends on them). */
  onSelect?: (value: string) => void;
}

/** A select of the listing form, with a placeholder option, bound to its value and error. */
export function SelectInputField({
  form,
  name,
  label,
  placeholder,
  choices,
  required,
  hint,
  disabled,
  onSelect,
}: SelectInputFieldProps) {
  const { field, fieldState } = useController({ name, control: form.control });
  const error = fieldState.error?.message;
  return (
    <Field label={label} required={required} hint={hint} error={error}>
      {(wiring) => (
        <SelectControl
          {...wiring}
          name={name}
          value={field.value}
          disabled={disabled}
          invalid={Boolean(error)}
          onChange={(event) =>
            onSelect ? onSelect(event.target.value) : editFields(form, { [name]: event.target.value })
          }
        >
          <option value="">{placeholder}</option>
          {choices.map((choice) => {
            const { value, label: text } = typeof choice === 'string' ? { value: choice, label: choice } : choice;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </SelectControl>
      )}
    </Field>
  );
}
