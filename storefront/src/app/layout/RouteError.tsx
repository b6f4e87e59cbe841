import { useRouteError } from 'react-router-dom';
import { buttonClass } from '../../ui/buttonStyles';

/**
 * Shown when a page fails to render or its code cannot be loaded (typically a new release replaced the files
 * this tab was built against): reloading fetches the current ones.
 */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-4 text-center">
      <h1 className="text-2xl font-semibold tracking-tight">Something went wrong</h1>
      <p className="mt-3 text-muted">This page could not be shown. Reloading usually fixes it.</p>
      <button type="button" onClick={() => window.location.reload()} className={buttonClass('primary', 'md', 'mt-6')}>
        Reload page
      </button>
    </div>
  );
}
