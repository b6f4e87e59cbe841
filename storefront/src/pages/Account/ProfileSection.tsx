import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { profileUpdateSchema, type ProfileUpdate } from '@contract/account';
import type { CurrentUser } from '@contract/api';
import { useProfilePhotoUpload } from '../../features/account/useProfilePhotoUpload';
import { useUpdateProfile } from '../../features/account/useUpdateProfile';
import type { PhotoUploader } from '../../features/photos/photoUploader';
import { apiFieldErrors } from '../../lib/api';
import { showServerErrors } from '../../lib/serverErrors';
import { buttonClass } from '../../ui/buttonStyles';
import { controlClass, Field } from '../../ui/Field';
import { NameFields } from '../../ui/CredentialFields';
import { FormSection } from '../../ui/FormSection';
import { ProfilePhotoField } from './ProfilePhotoField';
import { SubmitButton } from '../../ui/SubmitButton';

const fields = ['firstName', 'lastName', 'phone', 'profileImageUrl'] as const;

/** The form's values: text as typed ('' for none; the contract's schema turns an empty phone or photo into null). */
function profileValues(user: CurrentUser) {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    phone: user.phone ?? '',
    profileImageUrl: user.profileImageUrl ?? '',
  };
}

/**
 * Profile: names, phone and photo, validated by the contract's schema. Save (held while a photo uploads) sends only
 * what changed (PATCH), so a field the user did not touch is never refused for a rule it predates.
 */
export function ProfileSection({
  user,
  uploader,
}: {
  user: CurrentUser;
  /** Another uploader than the configured host's (tests). */
  uploader?: PhotoUploader;
}) {
  const update = useUpdateProfile();
  const photoUpload = useProfilePhotoUpload(uploader);
  const form = useForm({ resolver: zodResolver(profileUpdateSchema), defaultValues: profileValues(user) });
  const { errors, dirtyFields } = form.formState;
  const photo = useWatch({ control: form.control, name: 'profileImageUrl' }) ?? '';

  const submit = form.handleSubmit((profile) => {
    const changes: ProfileUpdate = Object.fromEntries(
      fields.filter((name) => dirtyFields[name]).map((name) => [name, profile[name]]),
    );
    update.mutate(changes, {
      onSuccess: (saved) => form.reset(profileValues(saved)),
      onError: (error) => {
        const first = showServerErrors(form.setError, fields, apiFieldErrors(error));
        if (first) form.setFocus(first);
      },
    });
  });

  return (
    <FormSection
      title="Profile"
      description="Your name and photo show in the header; our team uses your phone number to reach you."
    >
      <form noValidate onSubmit={submit} aria-label="Profile" className="space-y-5">
        <ProfilePhotoField
          value={photo}
          unsaved={Boolean(dirtyFields.profileImageUrl)}
          onChange={(url) =>
            form.setValue('profileImageUrl', url, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
          }
          photo={photoUpload}
          error={errors.profileImageUrl?.message}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <NameFields
            firstName={{ registration: form.register('firstName'), error: errors.firstName?.message }}
            lastName={{ registration: form.register('lastName'), error: errors.lastName?.message }}
          />
          <Field label="Phone" hint="Optional" error={errors.phone?.message}>
            {(wiring) => (
              <input
                {...wiring}
                {...form.register('phone')}
                type="tel"
                autoComplete="tel"
                className={controlClass(Boolean(errors.phone), 'h-11')}
              />
            )}
          </Field>
        </div>
        <SubmitButton
          disabled={update.isPending || photoUpload.uploading}
          className={buttonClass('primary', 'md', 'w-full sm:w-auto')}
        >
          {update.isPending ? 'Saving...' : 'Save profile'}
        </SubmitButton>
      </form>
    </FormSection>
  );
}
