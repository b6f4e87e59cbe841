import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { accountMessages } from '@contract/account';
import { accountPaths } from '@contract/accountPaths';
import { linkToken } from '../../features/account/linkToken';
import { usePageTitle } from '../../lib/usePageTitle';
import { buttonClass } from '../../ui/buttonStyles';
import { AccountCard, CardHeading } from './AccountCard';
import { OutcomePanel } from './OutcomePanel';
import { ResetPasswordForm } from './ResetPasswordForm';

/**
 * /reset-password?token=…: the page the reset email links to. A link without a usable token, or one the server
 * refuses (used, expired), shows why and links to a new one; a new password signs the user in.
 */
export default function ResetPasswordPage() {
  usePageTitle('Reset Password');
  const [searchParams] = useSearchParams();
  const token = linkToken(searchParams);
  const [refused, setRefused] = useState(false);

  return (
    <AccountCard>
      {token === null || refused ? (
        <OutcomePanel tone="problem" title="This link can't be used" message={accountMessages.badResetLink}>
          <Link to={accountPaths.forgotPassword} className={buttonClass('primary', 'md')}>
            Get a new link
          </Link>
          <Link to="/auth" className={buttonClass('outline', 'md')}>
            Back to Sign In
          </Link>
        </OutcomePanel>
      ) : (
        <>
          <CardHeading title="Choose a new password">
            You will be signed in with it, and signed out everywhere else.
          </CardHeading>
          <ResetPasswordForm token={token} onRefused={() => setRefused(true)} />
        </>
      )}
    </AccountCard>
  );
}
