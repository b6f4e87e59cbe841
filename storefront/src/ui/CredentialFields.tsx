import type { ReactNode } from 'react';
import { PASSWORD_MIN_LENGTH } from '@contract/api';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { controlClass, Field } from './Field';
import { PasswordInput } from './PasswordInput';

interface CredentialFieldProps {
  /** The form's binding of the input (react-hook-form's register). */
  registration: UseFormRegisterReturn;
  error?: string;
}

interface EmailFieldProps extends CredentialFieldProps {
  /** 'Email' unless the form says which one (the account page's new address). */
  label?: string;
}

/** The email the auth tabs and the account screens ask for. */
export function EmailField({ registration, error, label = 'Email' }: EmailFieldProps) {
  return (
    <Field label={label} error={error}>
      {(wiring) => (
        <input
          {...wiring}
          {...registration}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          className={controlClass(Boolean(error), 'h-11')}
        />
      )}
    </Field>
  );
}

interface PasswordFieldProps extends CredentialFieldProps {
  /** 'Password' unless the form asks for more than one (current, new, confirm). */
  label?: string;
  /** 'current-password' signing in, 'new-password' registering: password managers fill or suggest accordingly. */
  autoComplete: 'current-password' | 'new-password';
  minLength?: number;
  hint?: string;
  /** A link beside the label (Forgot password?). */
  labelAside?: ReactNode;
}

/** The password with its show/hide toggle. */
export function PasswordField({
  registration,
  error,
  label = 'Password',
  autoComplete,
  minLength,
  hint,
  labelAside,
}: PasswordFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} labelAside={labelAside}>
      {(wiring) => (
        <PasswordInput
          {...wiring}
          {...registration}
          autoComplete={autoComplete}
          required
          minLength={minLength}
          className={controlClass(Boolean(error), 'h-11')}
        />
      )}
    </Field>
  );
}

interface NewPasswordFieldsProps {
  password: CredentialFieldProps;
  confirmation: CredentialFieldProps;
}

/** A new password and its confirmation (resetting one, changing one); the match is the form schema's. */
export function NewPasswordFields({ password, confirmation }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label="New password"
        {...password}
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        hint={`Must be at least ${PASSWORD_MIN_LENGTH} characters`}
      />
      <PasswordField label="Confirm new password" {...confirmation} autoComplete="new-password" />
    </>
  );
}

interface NameFieldsProps {
  firstName: CredentialFieldProps;
  lastName: CredentialFieldProps;
}

/** The person's first and last name (registering, the account's profile), side by side from small screens up. */
export function NameFields({ firstName, lastName }: NameFieldsProps) {
  return (
    <>
      {[
        { label: 'First Name', autoComplete: 'given-name', field: firstName },
        { label: 'Last Name', autoComplete: 'family-name', field: lastName },
      ].map(({ label, autoComplete, field }) => (
        <Field key={label} label={label} error={field.error}>
          {(wiring) => (
            <input
              {...wiring}
              {...field.registration}
              autoComplete={autoComplete}
              className={controlClass(Boolean(field.error), 'h-11')}
            />
          )}
        </Field>
      ))}
    </>
  );
}
