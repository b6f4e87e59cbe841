import type { ReactNode } from 'react';
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
