import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { brand } from '@contract/brand';
import { useCurrentUser } from '../../features/auth/useCurrentUser';
import { isServerPath } from '../../lib/serverRoutes';
import { usePageTitle } from '../../lib/usePageTitle';
import { PageLoader } from '../../ui/PageLoader';
import { AuthSidePanel } from './AuthSidePanel';
import { AuthTabs } from './AuthTabs';
import { RegisterForm } from './RegisterForm';
import { SignInForm } from './SignInForm';
import { useReturnTo } from './useReturnTo';

type TabKey = 'signin' | 'register';

/** /auth: Sign In and Create Account tabs. `?tab=register` opens Create Account; signed-in users are sent on. */
export default function AuthPage() {
  const { user, isLoading } = useCurrentUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const tab: TabKey = searchParams.get('tab')?.toLowerCase() === 'register' ? 'register' : 'signin';
  usePageTitle(tab === 'register' ? 'Create Account' : 'Sign In');

  // Signing in (or arriving signed in) sends the user on. Server paths (the login flow's /api/..., the admin
  // console) are not routes of this app, so they get a full page load.
  useEffect(() => {
    if (!user) return;
    if (isServerPath(returnTo)) window.location.assign(returnTo);
    else navigate(returnTo, { replace: true });
  }, [user, returnTo, navigate]);

  function selectTab(next: TabKey) {
    setSearchParams(
      (params) => {
        if (next === 'register') params.set('tab', 'register');
        else params.delete('tab');
        return params;
      },
      { replace: true },
    );
  }

  if (isLoading || user) return <PageLoader />;

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[1fr_1.1fr] lg:gap-12 lg:px-8 lg:py-20">
      <section aria-labelledby="auth-heading" className="order-1 lg:order-2">
        <div className="rounded-xl border border-line bg-white p-6 shadow-card sm:p-8">
          <h1 id="auth-heading" className="text-2xl font-semibold tracking-tight">
            Welcome to {brand.name}
          </h1>
          <p className="mt-2 text-sm text-muted">Sign in to manage your listings, or create a free account.</p>
          <div className="mt-6">
            <AuthTabs<TabKey>
              active={tab}
              onChange={selectTab}
              tabs={[
                { key: 'signin', label: 'Sign In', panel: <SignInForm /> },
                { key: 'register', label: 'Create Account', panel: <RegisterForm /> },
              ]}
            />
          </div>
        </div>
      </section>
      <div className="order-2 lg:order-1">
        <AuthSidePanel />
      </div>
    </div>
  );
}
