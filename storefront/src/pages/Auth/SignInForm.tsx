import { loginRequestSchema } from '@contract/api';
import { buttonClass } from '../../app/ui/buttonStyles';
import { TextField } from '../../app/ui/TextField';
import { useLogin } from '../../features/auth/useLogin';
import { apiFieldErrors } from '../../lib/api';
import { useSchemaForm } from '../../lib/useSchemaForm';
import { PasswordInput } from './PasswordInput';

/** Sign In tab. Success is handled by the page: the user becomes the current user and is sent on. */
export function SignInForm() {
  const login = useLogin();
  const form = useSchemaForm(loginRequestSchema, { email: '', password: '' });

  const submit = form.handleSubmit((credentials) => {
    login.mutate(credentials, { onError: (error) => form.showServerErrors(apiFieldErrors(error)) });
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        value={form.values.email}
        onChange={(event) => form.setField('email', event.target.value)}
        error={form.errors.email}
      />
      <TextField
        label="Password"
        name="password"
        autoComplete="current-password"
        required
        value={form.values.password}
        onChange={(event) => form.setField('password', event.target.value)}
        error={form.errors.password}
        renderInput={(inputProps) => <PasswordInput {...inputProps} />}
      />
      <button type="submit" disabled={login.isPending} className={buttonClass('primary', 'lg', 'w-full')}>
        {login.isPending ? 'Signing In...' : 'Sign In'}
      </button>
    </form>
  );
}
