import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { accountDeletionSchema, type AccountDeletion } from '@contract/account';
import type { CurrentUser } from '@contract/api';
import { deletionSummary } from '../../features/account/deletionSummary';
import { useDeleteAccount } from '../../features/account/useDeleteAccount';
import { useMyListings } from '../../features/listings/useMyListings';
import { useAccountRecent } from '../../features/recent/accountRecent';
import { useSavedIds } from '../../features/saved/savedVehicles';
import { useSavedSearches } from '../../features/searches/useSavedSearches';
import { apiFieldErrors } from '../../lib/api';
import { showServerErrors } from '../../lib/serverErrors';
import { buttonClass } from '../../ui/buttonStyles';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { PasswordField } from '../../ui/CredentialFields';
import { FormSection } from '../../ui/FormSection';
import { SubmitButton } from '../../ui/SubmitButton';

/**
 * Delete account: the password, then a confirmation that names what goes with the account (the listings by state,
 * their photos, the saved cars, saved searches and recently viewed cars, all kept in the account). A wrong password
 * comes back under the field.
 */
export function DeleteAccountSection({ user }: { user: CurrentUser }) {
  const deletion = useDeleteAccount(user.id);
  const listings = useMyListings(true);
  const savedIds = useSavedIds();
  const savedSearches = useSavedSearches(true);
  const recentlyViewed = useAccountRecent(true);
  const [confirming, setConfirming] = useState<AccountDeletion | null>(null);
  const form = useForm({ resolver: zodResolver(accountDeletionSchema), defaultValues: { password: '' } });
  const { errors } = form.formState;

  function confirm() {
    if (!confirming) return;
    setConfirming(null);
    deletion.mutate(confirming, {
      onError: (error) => {
        const first = showServerErrors(form.setError, ['password'], apiFieldErrors(error));
        if (first) form.setFocus(first);
      },
    });
  }

  return (
    <FormSection
      title="Delete account"
      description="Deletes your account for good, with every listing you have and their photos."
    >
      <form noValidate onSubmit={form.handleSubmit(setConfirming)} aria-label="Delete account" className="space-y-5">
        <PasswordField
          registration={form.register('password')}
          error={errors.password?.message}
          autoComplete="current-password"
          hint="Your password, to confirm it is you."
        />
        <SubmitButton disabled={deletion.isPending} className={buttonClass('danger', 'md', 'w-full sm:w-auto')}>
          {deletion.isPending ? 'Deleting...' : 'Delete my account'}
        </SubmitButton>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        message="Delete your account?"
        confirmLabel="Delete my account"
        onCancel={() => setConfirming(null)}
        onConfirm={confirm}
      >
        <p className="mt-3 text-sm">This deletes:</p>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
          {deletionSummary(listings.data ?? null, {
            savedCars: savedIds.length,
            savedSearches: savedSearches.data?.length ?? 0,
            recentlyViewed: recentlyViewed.data?.length ?? 0,
          }).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </ConfirmDialog>
    </FormSection>
  );
}
