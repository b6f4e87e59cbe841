import { PASSWORD_MIN_LENGTH, registerRequestSchema } from '@contract/api';
import { buttonClass } from '../../app/ui/buttonStyles';
import { TextField } from '../../app/ui/TextField';
import { useRegister } from '../../features/auth/useRegister';
import { apiFieldErrors } from '../../lib/api';
import { useSchemaForm } from '../../lib/useSchemaForm';
import { PasswordInput } from './PasswordInput';

/** Create Account tab. First and last name are optional (spec section 5); email and password are required. */
export function RegisterForm() {
  const register = useRegister();
  const form = useSchemaForm(registerRequestSchema, { firstName: '', lastName: '', email: '', password: '' });

  const submit = form.handleSubmit((account) => {
    register.mutate(account, { onError: (error) => form.showServerErrors(apiFieldErrors(error)) });
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="First Name"
          name="firstName"
          autoComplete="given-name"
          value={form.values.firstName}
          onChange={(event) => form.setField('firstName', event.target.value)}
          error={form.errors.firstName}
        />
        <TextField
          label="Last Name"
          name="lastName"
          autoComplete="family-name"
          value={form.values.lastName}
          onChange={(event) => form.setField('lastName', event.target.value)}
          error={form.errors.lastName}
        />
      </div>
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
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        hint={`Must be at least ${PASSWORD_MIN_LENGTH} characters`}
        value={form.values.password}
        onChange={(event) => form.setField('password', event.target.value)}
        error={form.errors.password}
        renderInput={(inputProps) => <PasswordInput {...inputProps} />}
      />
      <button type="submit" disabled={register.isPending} className={buttonClass('primary', 'lg', 'w-full')}>
        {register.isPending ? 'Creating Account...' : 'Create Account'}
      </button>
    </form>
  );
}
