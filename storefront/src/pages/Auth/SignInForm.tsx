import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { accountPaths } from '@contract/accountPaths';
import { loginRequestSchema } from '@contract/api';
import { forgotPasswordState } from '../../features/auth/forgotPasswordState';
import { useLogin } from '../../features/auth/useLogin';
import { apiFieldErrors } from '../../lib/api';
import { showServerErrors } from '../../lib/serverErrors';
import { buttonClass, textLinkClass } from '../../ui/buttonStyles';
import { EmailField, PasswordField } from '../../ui/CredentialFields';
import { SubmitButton } from '../../ui/SubmitButton';

/**
 * Sign In tab, validated by the contract's schema (the one the server applies). Errors show after the first submit
 * and then follow the user's typing. Success is handled by the page: the user becomes the current user and is sent on.
 * 'Forgot password?' beside the password takes the email typed so far along.
 */
export function SignInForm() {
  const login = useLogin();
  const { register, handleSubmit, setError, formState, control } = useForm({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = formState;
  const email = useWatch({ control, name: 'email' });

  const submit = handleSubmit((credentials) => {
    login.mutate(credentials, {
      onError: (error) => showServerErrors(setError, ['email', 'password'], apiFieldErrors(error)),
    });
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <EmailField registration={register('email')} error={errors.email?.message} />
      <PasswordField
        registration={register('password')}
        error={errors.password?.message}
        autoComplete="current-password"
        labelAside={
          <Link to={accountPaths.forgotPassword} state={forgotPasswordState(email)} className={textLinkClass}>
            Forgot password?
          </Link>
        }
      />
      <SubmitButton disabled={login.isPending} className={buttonClass('primary', 'lg', 'w-full')}>
        {login.isPending ? 'Signing In...' : 'Sign In'}
      </SubmitButton>
    </form>
  );
}
