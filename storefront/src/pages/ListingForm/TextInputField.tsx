import type { InputHTMLAttributes } from 'react';
import type { TextField } from '../../features/listings/listingFormValues';
import type { ListingFormState } from '../../features/listings/useListingForm';
import { controlClass, FormField } from './FormField';

type InputProps = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete' | 'placeholder' | 'maxLength'>;

interface TextInputFieldProps extends InputProps {
  form: ListingFormState;
  name: TextField;
  label: string;
  required?: boolean;
  hint?: string;
  className?: string;
}

/** A one-line text field of the listing form, bound to its value and error. */
export function TextInputField({ form, name, label, required, hint, className, autoComplete = 'off', ...input }: TextInputFieldProps) {
  const error = form.errors[name];
  return (
    <FormField label={label} required={required} hint={hint} error={error} className={className}>
      {(wiring) => (
        <input
          {...wiring}
          {...input}
          name={name}
          autoComplete={autoComplete}
          value={form.values[name]}
          onChange={(event) => form.setField(name, event.target.value)}
          className={controlClass(Boolean(error), 'h-11')}
        />
      )}
    </FormField>
  );
}
