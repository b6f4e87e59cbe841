import { Link } from 'react-router-dom';
import { usePageTitle } from '../../lib/usePageTitle';
import { buttonClass } from '../../ui/buttonStyles';

/** Any path the router does not know. */
export default function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">404 Page Not Found</h1>
      <p className="mt-4 text-muted">Did you forget to add the page to the router?</p>
      <Link to="/" className={buttonClass('primary', 'md', 'mt-8')}>
        Back to Home
      </Link>
    </div>
  );
}
