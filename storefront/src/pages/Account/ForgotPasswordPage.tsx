import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { accountMessages } from '@contract/account';
import { emailFromState } from '../../features/auth/forgotPasswordState';
import { usePageTitle } from '../../lib/usePageTitle';
import { buttonClass, textLinkClass } from '../../ui/buttonStyles';
import { AccountCard, CardHeading } from './AccountCard';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { OutcomePanel } from './OutcomePanel';

/**
 * /forgot-password: an email, then 'check your email'. The answer is the same whether or not the email has an
 * account, so the page tells no one which addresses are registered.
 */
export default function ForgotPasswordPage() {
  usePageTitle('Forgot Password');
  const location = useLocation();
  // What was typed on the Sign In tab, then the last address a link was asked for ('Send another link').
  const [email, setEmail] = useState(() => emailFromState(location.state));
  const [sent, setSent] = useState(false);

  return (
    <AccountCard>
      {sent ? (
        <OutcomePanel tone="success" title="Check your email" message={accountMessages.resetSent}>
          <Link to="/auth" className={buttonClass('primary', 'md')}>
            Back to Sign In
          </Link>
          <button type="button" onClick={() => setSent(false)} className={buttonClass('outline', 'md')}>
            Send another link
          </button>
        </OutcomePanel>
      ) : (
        <>
          <CardHeading title="Forgot your password?">
            Enter the email you sign in with, and we will send you a link to choose a new password.
          </CardHeading>
          <ForgotPasswordForm
            defaultEmail={email}
            onSent={(address) => {
              setEmail(address);
              setSent(true);
            }}
          />
          <p className="mt-6 text-center text-sm">
            <Link to="/auth" className={textLinkClass}>
              Back to Sign In
            </Link>
          </p>
        </>
      )}
    </AccountCard>
  );
}
