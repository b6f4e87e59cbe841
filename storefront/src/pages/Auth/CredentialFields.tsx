import type { UseFormRegisterReturn } from 'react-hook-form';
import { controlClass, Field } from '../../ui/Field';
import { PasswordInput } from './PasswordInput';

interface CredentialFieldProps {
  /** The form's binding of the input (react-hook-form's register). */
  registration: UseFormRegisterReturn;
  error?: string;
}

/** The email both tabs ask for. */
export function EmailField({ registration, error }: CredentialFieldProps) {
  return (
    <Field label="Email" error={error}>
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
  /** 'current-password' signing in, 'new-password' registering: password managers fill or suggest accordingly. */
  autoComplete: 'current-password' | 'new-password';
  minLength?: number;
  hint?: string;
}

/** The password with its show/hide toggle. */
export function PasswordField({ registration, error, autoComplete, minLength, hint }: PasswordFieldProps) {
  return (
    <Field label="Password" hint={hint} error={error}>
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
