import type { TextField } from '../../features/listings/listingFormValues';
import type { ListingFormState } from '../../features/listings/useListingForm';
import { FormField } from './FormField';
import { SelectControl, type Choice } from './SelectControl';

interface SelectInputFieldProps {
  form: ListingFormState;
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

/** A select of the listing form, bound to its value and error. */
export function SelectInputField({ form, name, label, placeholder, choices, required, hint, disabled, onSelect }: SelectInputFieldProps) {
  const error = form.errors[name];
  return (
    <FormField label={label} required={required} hint={hint} error={error}>
      {(wiring) => (
        <SelectControl
          {...wiring}
          name={name}
          placeholder={placeholder}
          choices={choices}
          value={form.values[name]}
          disabled={disabled}
          invalid={Boolean(error)}
          onChange={(event) => (onSelect ? onSelect(event.target.value) : form.setField(name, event.target.value))}
        />
      )}
    </FormField>
  );
}
