import { useRequireSignIn } from '../../features/auth/useRequireSignIn';
import { usePageTitle } from '../../lib/usePageTitle';
import { PageLoader } from '../../ui/PageLoader';
import { DataSection } from './DataSection';
import { DeleteAccountSection } from './DeleteAccountSection';
import { EmailSection } from './EmailSection';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';
import { SavedSearchesSection } from './SavedSearchesSection';

/**
 * /account: the signed-in user's profile, email, password, saved searches and alerts, data and deletion; visitors
 * go to sign in after 500 ms.
 */
export default function AccountPage() {
  usePageTitle('Account');
  const { user, isLoading } = useRequireSignIn();

  if (isLoading || !user) return <PageLoader />;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <header className="mb-8">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Your Account</h1>
        <p className="mt-2 text-muted">Your profile, how you sign in, your alerts, and your data.</p>
      </header>
      <div className="space-y-6">
        {/* Keyed by account: another user signing in in this tab starts from their own values. */}
        <ProfileSection key={user.id} user={user} />
        <EmailSection user={user} />
        <PasswordSection />
        <SavedSearchesSection user={user} />
        <DataSection />
        <DeleteAccountSection user={user} />
      </div>
    </div>
  );
}
