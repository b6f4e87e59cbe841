import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH } from '@contract/api';
import { isRefusedLink } from '../../features/account/accountRequest';
import { resetPasswordFormSchema } from '../../features/account/passwordForms';
import { useResetPassword } from '../../features/account/useResetPassword';
import { apiFieldErrors } from '../../lib/api';
import { showServerErrors } from '../../lib/serverErrors';
import { buttonClass } from '../../ui/buttonStyles';
import { PasswordField } from '../../ui/CredentialFields';

/**
 * The new password, twice. Success signs the user in and takes them to the dashboard (the hook); a link the server
 * refuses is reported to the page, which shows why and how to get a new one.
 */
export function ResetPasswordForm({ token, onRefused }: { token: string; onRefused: () => void }) {
  const reset = useResetPassword();
  const form = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ password }) => {
    reset.mutate(
      { token, password },
      {
        onError: (error) => {
          if (isRefusedLink(error)) onRefused();
          else showServerErrors(form.setError, ['password'], apiFieldErrors(error));
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={submit} className="mt-6 space-y-5">
      <PasswordField
        label="New password"
        registration={form.register('password')}
        error={errors.password?.message}
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        hint={`Must be at least ${PASSWORD_MIN_LENGTH} characters`}
      />
      <PasswordField
        label="Confirm new password"
        registration={form.register('confirmPassword')}
        error={errors.confirmPassword?.message}
        autoComplete="new-password"
      />
      <button type="submit" disabled={reset.isPending} className={buttonClass('primary', 'lg', 'w-full')}>
        {reset.isPending ? 'Saving...' : 'Set new password'}
      </button>
    </form>
  );
}
