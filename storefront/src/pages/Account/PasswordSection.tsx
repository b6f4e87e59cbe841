import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { passwordChangeFormSchema } from '../../features/account/passwordForms';
import { useChangePassword } from '../../features/account/useChangePassword';
import { apiFieldErrors } from '../../lib/api';
import { showServerErrors } from '../../lib/serverErrors';
import { buttonClass } from '../../ui/buttonStyles';
import { NewPasswordFields, PasswordField } from '../../ui/CredentialFields';
import { FormSection } from '../../ui/FormSection';
import { SubmitButton } from '../../ui/SubmitButton';

const emptyValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Password: the current one, then the new one twice. The server signs every other device out. */
export function PasswordSection() {
  const change = useChangePassword();
  const form = useForm({ resolver: zodResolver(passwordChangeFormSchema), defaultValues: emptyValues });
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ currentPassword, newPassword }) => {
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => form.reset(emptyValues),
        onError: (error) => {
          const first = showServerErrors(form.setError, ['currentPassword', 'newPassword'], apiFieldErrors(error));
          if (first) form.setFocus(first);
        },
      },
    );
  });

  return (
    <FormSection title="Password" description="Changing it signs you out on your other devices.">
      <form noValidate onSubmit={submit} aria-label="Change password" className="space-y-5">
        <PasswordField
          label="Current password"
          registration={form.register('currentPassword')}
          error={errors.currentPassword?.message}
          autoComplete="current-password"
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <NewPasswordFields
            password={{ registration: form.register('newPassword'), error: errors.newPassword?.message }}
            confirmation={{ registration: form.register('confirmPassword'), error: errors.confirmPassword?.message }}
          />
        </div>
        <SubmitButton disabled={change.isPending} className={buttonClass('primary', 'md', 'w-full sm:w-auto')}>
          {change.isPending ? 'Changing...' : 'Change password'}
        </SubmitButton>
      </form>
    </FormSection>
  );
}
