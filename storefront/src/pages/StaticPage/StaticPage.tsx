import type { ContentPageSlug } from '@contract/pages';
import { Link } from 'react-router-dom';
import { PreQualificationSection } from '../../features/financing/PreQualificationSection';
import { ContactButtons } from '../../features/pages/ContactButtons';
import { FaqList } from '../../features/pages/FaqList';
import { RichText } from '../../features/pages/RichText';
import { usePage } from '../../features/pages/usePage';
import { usePageTitle } from '../../lib/usePageTitle';
import { buttonClass } from '../../ui/buttonStyles';
import { LoadError } from '../../ui/LoadError';
import { PageLoader } from '../../ui/PageLoader';
import NotFoundPage from '../NotFound/NotFoundPage';

/**
 * How it works, Financing, FAQ and Privacy policy: the words come from the CMS's
 * Pages collection; the fixed calls to action (call and text the provider) are part of the screen.
 */
export default function StaticPage({ slug }: { slug: ContentPageSlug }) {
  const page = usePage(slug);
  usePageTitle(page.data?.title);

  if (page.isPending) return <PageLoader />;
  if (page.isError)
    return <LoadError title="This page could not be loaded" error={page.error} onRetry={() => void page.refetch()} />;
  if (!page.data) return <NotFoundPage />;

  const { title, html, faq } = page.data;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
      <div className="mt-8">
        <RichText html={html} />
      </div>
      {faq.length > 0 && (
        <section aria-label="Questions" className="mt-10">
          <FaqList items={faq} />
        </section>
      )}
      {slug === 'financing' && <PreQualificationSection className="mt-12" />}
      {(slug === 'financing' || slug === 'faq') && (
        <section aria-labelledby="contact-heading" className="mt-12 rounded-lg bg-surface p-6">
          <h2 id="contact-heading" className="text-lg font-semibold">
            {slug === 'financing' ? 'Talk to our financing team' : 'Still have a question?'}
          </h2>
          <ContactButtons className="mt-4" />
          {slug === 'faq' && (
            <Link to="/create-listing" className={buttonClass('accent', 'md', 'mt-4 w-full sm:w-auto')}>
              Create a free listing
            </Link>
          )}
        </section>
      )}
    </article>
  );
}
