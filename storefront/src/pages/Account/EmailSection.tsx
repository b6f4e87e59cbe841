import type { CurrentUser } from '@contract/api';
import { ResendVerificationButton } from '../../features/account/ResendVerificationButton';
import { Badge } from '../../ui/Badge';
import { FormSection } from '../../ui/FormSection';
import { ChangeEmailForm } from './ChangeEmailForm';

/** Email: the address with its verification state, the address it is changing to (if any), and the change form. */
export function EmailSection({ user }: { user: CurrentUser }) {
  return (
    <FormSection title="Email" description="You sign in with it, and we write to it about your listings.">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <span className="min-w-0 break-all font-medium">{user.email}</span>
        {user.emailVerified ? <Badge tone="positiveSoft">Verified</Badge> : <Badge tone="caution">Not verified</Badge>}
      </div>
      {!user.emailVerified && (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <p className="min-w-0 flex-1 basis-60 text-sm text-muted">
            Open the link we sent to this address. Until then, your listings wait to be reviewed.
          </p>
          <ResendVerificationButton />
        </div>
      )}
      {user.pendingEmail && (
        <p className="mt-3 rounded-md bg-surface px-4 py-3 text-sm">
          Waiting for you to open the link we sent to{' '}
          <span className="break-all font-semibold">{user.pendingEmail}</span>. Your email changes to it then.
        </p>
      )}
      <h3 className="mb-4 mt-6 border-t border-line pt-6 text-sm font-semibold">Change your email</h3>
      <ChangeEmailForm />
    </FormSection>
  );
}
