import { PageLoader } from '../../app/layout/PageLoader';
import { useCurrentUser } from '../../features/auth/useCurrentUser';
import { usePageTitle } from '../../lib/usePageTitle';
import { SignedInHome } from './SignedInHome';
import { SignedOutHome } from './SignedOutHome';

/** / : a different screen for signed-in users and for visitors (spec section 2). */
export default function HomePage() {
  const { user, isLoading } = useCurrentUser();
  usePageTitle();
  if (isLoading) return <PageLoader />;
  return user ? <SignedInHome user={user} /> : <SignedOutHome />;
}
