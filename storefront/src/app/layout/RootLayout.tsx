import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { CompareTray } from '../../features/compare/CompareTray';
import { useMergeRecentAtSignIn } from '../../features/recent/recentlyViewed';
import { PageLoader } from '../../ui/PageLoader';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollToTop } from './ScrollToTop';

/** Every page: skip link, header, the routed page (loaded on demand), footer, and the compare tray when cars are chosen. */
export function RootLayout() {
  // Where saved cars are merged too (the header's saved count): this browser's views join the account at sign-in.
  useMergeRecentAtSignIn();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-ink px-4 py-2 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to main content
      </a>
      <ScrollToTop />
      <Header />
      {/* At least a screen tall below the header, so the footer never shows while a page loads, then jumps away. */}
      <main id="main" tabIndex={-1} className="min-h-[calc(100dvh-4rem)] flex-1 outline-none">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <CompareTray />
    </div>
  );
}
