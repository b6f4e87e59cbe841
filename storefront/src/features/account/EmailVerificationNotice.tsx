import { useId } from 'react';
import { cn } from '../../lib/cn';
import { AlertIcon } from '../../ui/icons';
import { ResendVerificationButton } from './ResendVerificationButton';

/**
 * For a seller whose email is not verified yet: their listings wait outside the review queue until it is, so the
 * dashboard says so first, with the way to get a new link.
 */
export function EmailVerificationNotice({ email, className }: { email: string; className?: string }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'flex flex-wrap items-start gap-4 rounded-xl border border-line-strong bg-surface px-5 py-4',
        className,
      )}
    >
      <AlertIcon className="mt-0.5 size-5 shrink-0 text-ink" />
      <div className="min-w-0 flex-1 basis-56">
        <h2 id={headingId} className="font-semibold">
          Verify your email
        </h2>
        <p className="mt-1 text-sm text-muted">
          Your listings wait to be reviewed until your email is verified. We sent a link to{' '}
          <span className="break-all font-medium text-ink">{email}</span>.
        </p>
      </div>
      <ResendVerificationButton />
    </section>
  );
}
