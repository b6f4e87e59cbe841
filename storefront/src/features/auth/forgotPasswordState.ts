/**
 * 'Forgot password?' on the Sign In tab carries what was typed there to /forgot-password in the history state:
 * an email in the address would end up in server logs and the browser's history.
 */
export interface ForgotPasswordState {
  email: string;
}

export function forgotPasswordState(email: string): ForgotPasswordState {
  return { email: email.trim() };
}

/** The email handed over, or '' (arrived some other way, or a state of another shape). */
export function emailFromState(state: unknown): string {
  const email = (state as Partial<ForgotPasswordState> | null)?.email;
  return typeof email === 'string' ? email : '';
}
