import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { isRefusedLink } from '../../features/account/accountRequest';
import { resetPasswordFormSchema } from '../../features/account/passwordForms';
import { useResetPassword } from '../../features/account/useResetPassword';
import { apiFieldErrors } from '../../lib/api';
import { showServerErrors } from '../../lib/serverErrors';
import { buttonClass } from '../../ui/buttonStyles';
import { NewPasswordFields } from '../../ui/CredentialFields';
import { SubmitButton } from '../../ui/SubmitButton';

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
      <NewPasswordFields
        password={{ registration: form.register('password'), error: errors.password?.message }}
        confirmation={{ registration: form.register('confirmPassword'), error: errors.confirmPassword?.message }}
      />
      <SubmitButton disabled={reset.isPending} className={buttonClass('primary', 'lg', 'w-full')}>
        {reset.isPending ? 'Saving...' : 'Set new password'}
      </SubmitButton>
    </form>
  );
}
