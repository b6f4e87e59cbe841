import { Suspense } from 'react';
import { lazyComponent } from '../../lib/lazyComponent';
import { useCurrentUser } from '../../features/auth/useCurrentUser';
import { usePageTitle } from '../../lib/usePageTitle';
import { PageLoader } from '../../ui/PageLoader';
import { SignedOutHome } from './SignedOutHome';

// Signed-in users get their dashboard summary in a chunk of its own: visitors, the first-paint case, never load it.
const SignedInHome = lazyComponent(() => import('./SignedInHome').then((module) => ({ default: module.SignedInHome })));

/** / : a different screen for signed-in users and for visitors. */
export default function HomePage() {
  const { user, isLoading } = useCurrentUser();
  usePageTitle();
  if (isLoading) return <PageLoader />;
  if (!user) return <SignedOutHome />;
  return (
    <Suspense fallback={<PageLoader />}>
      <SignedInHome user={user} />
    </Suspense>
  );
}
