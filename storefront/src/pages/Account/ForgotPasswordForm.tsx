import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { forgotPasswordRequestSchema } from '@contract/account';
import { useForgotPassword } from '../../features/account/useForgotPassword';
import { apiFieldErrors } from '../../lib/api';
import { showServerErrors } from '../../lib/serverErrors';
import { buttonClass } from '../../ui/buttonStyles';
import { EmailField } from '../../ui/CredentialFields';
import { SubmitButton } from '../../ui/SubmitButton';

/** The email to send a reset link to, validated by the contract's schema (the one the server applies). */
export function ForgotPasswordForm({
  defaultEmail,
  onSent,
}: {
  defaultEmail: string;
  onSent: (email: string) => void;
}) {
  const forgot = useForgotPassword();
  const form = useForm({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { email: defaultEmail },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((request) => {
    forgot.mutate(request, {
      onSuccess: () => onSent(request.email),
      onError: (error) => showServerErrors(form.setError, ['email'], apiFieldErrors(error)),
    });
  });

  return (
    <form noValidate onSubmit={submit} className="mt-6 space-y-5">
      <EmailField registration={form.register('email')} error={errors.email?.message} />
      <SubmitButton disabled={forgot.isPending} className={buttonClass('primary', 'lg', 'w-full')}>
        {forgot.isPending ? 'Sending...' : 'Send reset link'}
      </SubmitButton>
    </form>
  );
}
