import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH, registerRequestSchema } from '@contract/api';
import { useRegister } from '../../features/auth/useRegister';
import { apiFieldErrors } from '../../lib/api';
import { showServerErrors } from '../../lib/serverErrors';
import { buttonClass } from '../../ui/buttonStyles';
import { controlClass, Field } from '../../ui/Field';
import { EmailField, PasswordField } from '../../ui/CredentialFields';

/**
 * Create Account tab, validated by the contract's schema: first and last name are optional, email and password are
 * required. Errors show after the first submit and then follow the user's typing.
 */
export function RegisterForm() {
  const register = useRegister();
  const form = useForm({
    resolver: zodResolver(registerRequestSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((account) => {
    register.mutate(account, {
      onError: (error) =>
        showServerErrors(form.setError, ['firstName', 'lastName', 'email', 'password'], apiFieldErrors(error)),
    });
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="First Name" error={errors.firstName?.message}>
          {(wiring) => (
            <input
              {...wiring}
              {...form.register('firstName')}
              autoComplete="given-name"
              className={controlClass(Boolean(errors.firstName), 'h-11')}
            />
          )}
        </Field>
        <Field label="Last Name" error={errors.lastName?.message}>
          {(wiring) => (
            <input
              {...wiring}
              {...form.register('lastName')}
              autoComplete="family-name"
              className={controlClass(Boolean(errors.lastName), 'h-11')}
            />
          )}
        </Field>
      </div>
      <EmailField registration={form.register('email')} error={errors.email?.message} />
      <PasswordField
        registration={form.register('password')}
        error={errors.password?.message}
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        hint={`Must be at least ${PASSWORD_MIN_LENGTH} characters`}
      />
      <button type="submit" disabled={register.isPending} className={buttonClass('primary', 'lg', 'w-full')}>
        {register.isPending ? 'Creating Account...' : 'Create Account'}
      </button>
    </form>
  );
}
