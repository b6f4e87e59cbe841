import { errorMessage } from '../lib/api';
import { buttonClass } from './buttonStyles';

/** A read that failed (server down, network gone): what happened and a way to try again, never a blank page. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto max-w-lg px-4 py-20 text-center">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="mt-3 text-muted">{errorMessage(error)}</p>
      <button type="button" onClick={onRetry} className={buttonClass('primary', 'md', 'mt-6')}>
        Try again
      </button>
    </div>
  );
}
