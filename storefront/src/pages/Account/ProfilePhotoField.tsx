import { useId, useState } from 'react';
import type { ProfilePhotoUpload } from '../../features/account/useProfilePhotoUpload';
import { photoAccept } from '../../features/photos/photoSelection';
import { cn } from '../../lib/cn';
import { buttonClass } from '../../ui/buttonStyles';
import { UserIcon } from '../../ui/icons';

interface ProfilePhotoFieldProps {
  /** The photo's address in the form ('' for none). */
  value: string;
  /** The photo differs from the saved one: Save is needed to keep the change. */
  unsaved: boolean;
  onChange: (url: string) => void;
  /** The upload under way, held by the form, which waits for it before saving. */
  photo: ProfilePhotoUpload;
  error?: string;
}

/**
 * The profile photo: a round preview, a chooser that uploads at once (the chosen file shows while it travels), and
 * Remove. The address becomes the form's value; the form's Save keeps it.
 */
export function ProfilePhotoField({ value, unsaved, onChange, photo, error }: ProfilePhotoFieldProps) {
  const inputId = useId();
  const messageId = useId();
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const shown = photo.preview ?? value;

  const message = photo.uploading
    ? 'Uploading photo...'
    : (error ??
      (!unsaved
        ? 'JPG, PNG or WebP, up to 10MB. It shows in the header when you are signed in.'
        : value
          ? 'Save to keep this photo.'
          : 'Save to remove your photo.'));

  return (
    <div className="flex items-center gap-4 sm:gap-6">
      <div className="relative size-20 shrink-0 overflow-hidden rounded-full bg-surface-strong sm:size-24">
        {shown && shown !== brokenSrc ? (
          <img
            src={shown}
            alt="Your profile photo"
            referrerPolicy="no-referrer"
            onError={() => setBrokenSrc(shown)}
            className="size-full object-cover"
          />
        ) : (
          <UserIcon className="absolute inset-0 m-auto size-10 text-muted" />
        )}
        {photo.uploading && (
          <span
            aria-hidden="true"
            className="absolute inset-0 flex items-center justify-center bg-ink/60 text-sm font-semibold text-white"
          >
            {Math.round(photo.progress * 100)}%
          </span>
        )}
      </div>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-ink">Photo</p>
        <div className="mt-2 flex flex-wrap gap-2">
          <input
            id={inputId}
            type="file"
            accept={photoAccept}
            disabled={photo.uploading}
            aria-describedby={messageId}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // The same file chosen again (after Remove) must fire a change.
              event.target.value = '';
              if (file) void photo.upload(file, onChange);
            }}
            className="peer sr-only"
          />
          <label
            htmlFor={inputId}
            className={cn(
              buttonClass('outline', 'sm'),
              'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus',
              photo.uploading ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
            )}
          >
            {value ? 'Change photo' : 'Upload photo'}
          </label>
          {value && !photo.uploading && (
            <button type="button" onClick={() => onChange('')} className={buttonClass('ghost', 'sm')}>
              Remove photo
            </button>
          )}
        </div>
        <p
          id={messageId}
          aria-live="polite"
          className={cn('mt-1.5 text-xs', error && !photo.uploading ? 'font-medium text-danger' : 'text-muted')}
        >
          {message}
        </p>
      </div>
    </div>
  );
}
