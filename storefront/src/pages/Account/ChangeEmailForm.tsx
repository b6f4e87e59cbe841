import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { emailChangeSchema } from '@contract/account';
import { useChangeEmail } from '../../features/account/useChangeEmail';
import { ApiError, apiFieldErrors, errorMessage } from '../../lib/api';
import { showServerErrors } from '../../lib/serverErrors';
import { buttonClass } from '../../ui/buttonStyles';
import { EmailField, PasswordField } from '../../ui/CredentialFields';
import { SubmitButton } from '../../ui/SubmitButton';

const emptyValues = { email: '', password: '' };

/**
 * A new address and the password. The server sends a link to the address; the email changes once it is opened.
 * Its refusals go under the field they concern: a wrong password, the same address, or one another account uses.
 */
export function ChangeEmailForm() {
  const change = useChangeEmail();
  const form = useForm({ resolver: zodResolver(emailChangeSchema), defaultValues: emptyValues });
  const { errors } = form.formState;

  const submit = form.handleSubmit((request) => {
    change.mutate(request, {
      onSuccess: () => form.reset(emptyValues),
      onError: (error) => {
        const first = showServerErrors(form.setError, ['email', 'password'], apiFieldErrors(error));
        if (first) form.setFocus(first);
        // 409: the answer names no field, but the address is what is wrong.
        else if (error instanceof ApiError && error.status === 409) {
          form.setError('email', { type: 'server', message: errorMessage(error) }, { shouldFocus: true });
        }
      },
    });
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Change email" className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <EmailField label="New email" registration={form.register('email')} error={errors.email?.message} />
        <PasswordField
          registration={form.register('password')}
          error={errors.password?.message}
          autoComplete="current-password"
        />
      </div>
      <SubmitButton disabled={change.isPending} className={buttonClass('primary', 'md', 'w-full sm:w-auto')}>
        {change.isPending ? 'Sending link...' : 'Change email'}
      </SubmitButton>
    </form>
  );
}
