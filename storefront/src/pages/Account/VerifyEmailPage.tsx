import { Link, useSearchParams } from 'react-router-dom';
import { accountMessages } from '@contract/account';
import { accountPaths } from '@contract/accountPaths';
import type { CurrentUser } from '@contract/api';
import { isRefusedLink } from '../../features/account/accountRequest';
import { linkToken } from '../../features/account/linkToken';
import { ResendVerificationButton } from '../../features/account/ResendVerificationButton';
import { useVerifyEmail } from '../../features/account/useVerifyEmail';
import { useCurrentUser } from '../../features/auth/useCurrentUser';
import { errorMessage } from '../../lib/api';
import { usePageTitle } from '../../lib/usePageTitle';
import { buttonClass } from '../../ui/buttonStyles';
import { AccountCard } from './AccountCard';
import { OutcomePanel } from './OutcomePanel';

/**
 * /verify-email?token=…: the page the verification email links to (at registration, or for a new address). It
 * sends the token once as it opens and shows the wait, then the outcome.
 */
export default function VerifyEmailPage() {
  usePageTitle('Verify Email');
  const [searchParams] = useSearchParams();
  const token = linkToken(searchParams);
  const verification = useVerifyEmail(token);
  const { user } = useCurrentUser();

  let body;
  if (token === null || (verification.isError && isRefusedLink(verification.error))) {
    body = <RefusedLink user={user} />;
  } else if (verification.isSuccess) {
    body = (
      <OutcomePanel tone="success" title="Email verified" message={verification.data}>
        <Link to="/dashboard" className={buttonClass('primary', 'md')}>
          Go to your dashboard
        </Link>
        <Link to="/" className={buttonClass('outline', 'md')}>
          Back to Home
        </Link>
      </OutcomePanel>
    );
  } else if (verification.isError) {
    // Not the link's fault (offline, a rate limit, a server error): the token is still good, so it may be sent again.
    body = (
      <OutcomePanel tone="problem" title="We couldn't verify your email" message={errorMessage(verification.error)}>
        <button type="button" onClick={() => verification.mutate(token)} className={buttonClass('primary', 'md')}>
          Try again
        </button>
      </OutcomePanel>
    );
  } else {
    body = (
      <div role="status" className="flex flex-col items-center gap-4 py-6 text-center">
        <span className="size-8 animate-spin rounded-full border-2 border-line border-t-ink" aria-hidden="true" />
        <p className="font-semibold">Verifying your email…</p>
      </div>
    );
  }

  return <AccountCard>{body}</AccountCard>;
}

/** An unknown, used or expired link. Signed in and still unverified: a new link is one press away. */
function RefusedLink({ user }: { user: CurrentUser | null }) {
  return (
    <OutcomePanel tone="problem" title="This link can't be used" message={accountMessages.badVerifyLink}>
      {user ? (
        <>
          {!user.emailVerified && <ResendVerificationButton variant="primary" size="md" />}
          <Link to={accountPaths.account} className={buttonClass(user.emailVerified ? 'primary' : 'outline', 'md')}>
            Go to your account
          </Link>
        </>
      ) : (
        <Link
          to={`/auth?returnTo=${encodeURIComponent(accountPaths.account)}`}
          className={buttonClass('primary', 'md')}
        >
          Sign In
        </Link>
      )}
    </OutcomePanel>
  );
}
