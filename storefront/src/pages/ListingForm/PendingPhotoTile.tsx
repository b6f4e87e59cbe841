import { useRef, useState } from 'react';
import { photoMessages } from '../../features/photos/photoMessages';
import { useUploadProgress, type UploadProgress } from '../../features/photos/uploadProgress';
import type { PendingPhoto } from '../../features/photos/usePhotoUploads';
import { cn } from '../../lib/cn';
import { AlertIcon, CloseIcon, RetryIcon } from '../../ui/icons';

interface PendingPhotoTileProps {
  photo: PendingPhoto;
  progress: UploadProgress;
  onRetry: () => void;
  onDiscard: () => void;
}

const pill = 'flex h-9 items-center justify-center rounded-full bg-white text-ink shadow-card hover:bg-surface';

/**
 * A photo that is not in the list yet, in the list's grid after the uploaded ones: the chosen file faintly behind
 * its own progress bar while it uploads, or its error with Retry and Remove once it failed. It leaves the grid the
 * moment its photo arrives, which then shows as an ordinary tile.
 */
export function PendingPhotoTile({ photo, progress, onRetry, onDiscard }: PendingPhotoTileProps) {
  const share = useUploadProgress(progress, photo.id);
  // A format the browser cannot draw (HEIC in most) shows the plain surface instead of a broken image.
  const [previewFailed, setPreviewFailed] = useState(false);
  const tileRef = useRef<HTMLLIElement>(null);
  const name = photo.file.name;
  const failed = photo.status === 'failed';
  const queued = photo.status === 'queued';
  const percent = Math.round(share * 100);
  const status = queued
    ? photoMessages.waiting
    : share >= 1
      ? photoMessages.processing
      : photoMessages.sending(percent);

  function retry() {
    // The Retry button goes away with the error: focus stays on this photo rather than falling to the page.
    tileRef.current?.focus();
    onRetry();
  }

  return (
    <li
      ref={tileRef}
      tabIndex={-1}
      aria-label={name}
      className={cn(
        'relative overflow-hidden rounded-lg border-2 bg-surface',
        failed ? 'border-danger' : 'border-transparent',
      )}
    >
      <div className="relative aspect-[4/3]">
        {photo.preview && !previewFailed && (
          <img
            src={photo.preview}
            alt=""
            onError={() => setPreviewFailed(true)}
            className={cn('absolute inset-0 size-full object-cover', failed ? 'opacity-20' : 'opacity-60')}
          />
        )}
      </div>
      {failed ? (
        <div className="absolute inset-0 flex flex-col justify-between gap-1 bg-danger-soft/80 p-2">
          <div className="min-w-0 text-xs">
            <p className="flex items-center gap-1 font-semibold text-danger">
              <AlertIcon className="size-4 shrink-0" />
              {photoMessages.failedTitle}
            </p>
            <p className="mt-0.5 truncate font-medium text-ink">{name}</p>
            <p className="line-clamp-2 text-ink" title={photo.error ?? undefined}>
              {photo.error}
            </p>
          </div>
          <div className="flex justify-between gap-1.5">
            <button
              type="button"
              aria-label={photoMessages.retryLabel(name)}
              onClick={retry}
              className={cn(pill, 'gap-1.5 px-3 text-sm font-semibold')}
            >
              <RetryIcon className="size-4" />
              {photoMessages.retry}
            </button>
            <button
              type="button"
              aria-label={photoMessages.discardLabel(name)}
              onClick={onDiscard}
              className={cn(pill, 'size-9')}
            >
              <CloseIcon className="size-5" />
            </button>
          </div>
        </div>
      ) : (
        <div className="absolute inset-x-2 bottom-2 rounded-md bg-white/95 px-2 py-1.5 shadow-card">
          <div className="flex items-baseline justify-between gap-2 text-xs">
            <span className="truncate font-medium text-ink">{name}</span>
            <span className="shrink-0 tabular-nums text-muted">{status}</span>
          </div>
          <div
            role="progressbar"
            aria-label={photoMessages.progressLabel(name)}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={queued ? undefined : percent}
            aria-valuetext={status}
            className="mt-1 h-1.5 overflow-hidden rounded-full bg-surface-strong"
          >
            <div
              className={cn(
                'h-full rounded-full bg-ink transition-[width] duration-200',
                share >= 1 && 'animate-pulse',
              )}
              style={{ width: `${percent}%` }}
            />
          </div>
        </div>
      )}
    </li>
  );
}
