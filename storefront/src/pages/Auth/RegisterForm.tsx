import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH, registerRequestSchema } from '@contract/api';
import { useRegister } from '../../features/auth/useRegister';
import { apiFieldErrors } from '../../lib/api';
import { showServerErrors } from '../../lib/serverErrors';
import { buttonClass } from '../../ui/buttonStyles';
import { EmailField, NameFields, PasswordField } from '../../ui/CredentialFields';
import { SubmitButton } from '../../ui/SubmitButton';

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
        <NameFields
          firstName={{ registration: form.register('firstName'), error: errors.firstName?.message }}
          lastName={{ registration: form.register('lastName'), error: errors.lastName?.message }}
        />
      </div>
      <EmailField registration={form.register('email')} error={errors.email?.message} />
      <PasswordField
        registration={form.register('password')}
        error={errors.password?.message}
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        hint={`Must be at least ${PASSWORD_MIN_LENGTH} characters`}
      />
      <SubmitButton disabled={register.isPending} className={buttonClass('primary', 'lg', 'w-full')}>
        {register.isPending ? 'Creating Account...' : 'Create Account'}
      </SubmitButton>
    </form>
  );
}
