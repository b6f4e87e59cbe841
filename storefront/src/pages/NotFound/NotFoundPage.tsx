import { Link } from 'react-router-dom';
import { buttonClass } from '../../app/ui/buttonStyles';
import { usePageTitle } from '../../lib/usePageTitle';

/** Any path the router does not know (spec section 2 and 8 "Routing"). */
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
