import type { InputHTMLAttributes } from 'react';
import { useController } from 'react-hook-form';
import { editFields, type ListingFormApi } from '../../features/listings/listingFormEdits';
import type { TextField } from '../../features/listings/listingFormValues';
import { controlClass, Field } from '../../ui/Field';

type InputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'autoComplete' | 'placeholder' | 'maxLength'
>;

interface TextInputFieldProps extends InputProps {
  form: ListingFormApi;
  name: TextField;
  label: string;
  required?: boolean;
  hint?: string;
  className?: string;
  /** Offered as the seller types (a datalist): any other value may still be typed. */
  suggestions?: readonly string[];
}

/** A one-line text field of the listing form, bound to its value and error. */
export function TextInputField({
  form,
  name,
  label,
  required,
  hint,
  className,
  autoComplete = 'off',
  suggestions = [],
  ...input
}: TextInputFieldProps) {
  const { field, fieldState } = useController({ name, control: form.control });
  const error = fieldState.error?.message;
  const listId = `${name}-suggestions`;
  return (
    <Field label={label} required={required} hint={hint} error={error} className={className}>
      {(wiring) => (
        <>
          <input
            {...wiring}
            {...input}
            name={name}
            autoComplete={autoComplete}
            value={field.value}
            onChange={(event) => editFields(form, { [name]: event.target.value })}
            className={controlClass(Boolean(error), 'h-11')}
            list={suggestions.length > 0 ? listId : undefined}
          />
          {suggestions.length > 0 && (
            <datalist id={listId}>
              {suggestions.map((suggestion) => (
                <option key={suggestion} value={suggestion} />
              ))}
            </datalist>
          )}
        </>
      )}
    </Field>
  );
}
