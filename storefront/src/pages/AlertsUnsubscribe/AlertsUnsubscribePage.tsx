import { Link, useSearchParams } from 'react-router-dom';
import { savedSearchesPath } from '@contract/accountPaths';
import { unsubscribeMessages, unsubscribeQuerySchema } from '@contract/alerts';
import { useUnsubscribe } from '../../features/searches/useUnsubscribe';
import { ApiError, errorMessage } from '../../lib/api';
import { usePageTitle } from '../../lib/usePageTitle';
import { buttonClass } from '../../ui/buttonStyles';
import { AccountCard } from '../Account/AccountCard';
import { OutcomePanel } from '../Account/OutcomePanel';

/**
 * /alerts/unsubscribe?token=…: an alert email's unsubscribe link. It works signed out: the server reads what to
 * stop from the signed token, once, as the page opens, and the page shows its answer.
 */
export default function AlertsUnsubscribePage() {
  usePageTitle('Unsubscribe');
  const [searchParams] = useSearchParams();
  const parsed = unsubscribeQuerySchema.shape.token.safeParse(searchParams.get('token'));
  const token = parsed.success ? parsed.data : null;
  const result = useUnsubscribe(token);
  const manage = (
    <Link to={savedSearchesPath} className={buttonClass('primary', 'md')}>
      Manage your alerts
    </Link>
  );

  let body;
  if (token === null) {
    // Missing or cut short when copied: no call can make it work.
    body = (
      <OutcomePanel tone="problem" title="This link can't be used" message={unsubscribeMessages.invalid}>
        {manage}
      </OutcomePanel>
    );
  } else if (result.isSuccess) {
    body = (
      <OutcomePanel tone="success" title="You're unsubscribed" message={result.data.message}>
        {manage}
      </OutcomePanel>
    );
  } else if (result.isError && result.error instanceof ApiError && result.error.status === 400) {
    body = (
      <OutcomePanel tone="problem" title="This link can't be used" message={errorMessage(result.error)}>
        {manage}
      </OutcomePanel>
    );
  } else if (result.isError) {
    // Not the link's fault (offline, a server error): the same link may be tried again.
    body = (
      <OutcomePanel tone="problem" title="We couldn't unsubscribe you" message={errorMessage(result.error)}>
        <button type="button" onClick={() => void result.refetch()} className={buttonClass('primary', 'md')}>
          Try again
        </button>
        {manage}
      </OutcomePanel>
    );
  } else {
    body = (
      <div role="status" className="flex flex-col items-center gap-4 py-6 text-center">
        <span className="size-8 animate-spin rounded-full border-2 border-line border-t-ink" aria-hidden="true" />
        <p className="font-semibold">Unsubscribing…</p>
      </div>
    );
  }

  return <AccountCard>{body}</AccountCard>;
}
