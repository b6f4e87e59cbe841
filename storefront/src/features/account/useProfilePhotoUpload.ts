import { useEffect, useMemo, useState } from 'react';
import { profilePhotoFolder } from '@contract/account';
import { photoMessages } from '../photos/photoMessages';
import { createPhotoUploader, type PhotoUploader } from '../photos/photoUploader';
import { failureReason } from '../photos/uploadBatch';
import { uploadConfig } from '../photos/uploadConfig';
import { toast } from '../toast/toastStore';

/** The photo on its way: its local preview (blob:) and the share sent, 0 to 1. */
interface InFlight {
  preview: string | null;
  progress: number;
}

/** The blob: address of the photo on its way, released once it is no longer shown. */
class LocalPreview {
  private url: string | null = null;

  show(file: File): string | null {
    this.release();
    try {
      this.url = URL.createObjectURL(file);
    } catch {
      this.url = null;
    }
    return this.url;
  }

  release(): void {
    if (this.url) URL.revokeObjectURL(this.url);
    this.url = null;
  }
}

/**
 * A profile photo through the listing photos' pipeline (same host, checks, presets and time-out), into its own
 * folder. While it travels the chosen file is shown; a failure is toasted as the listing form words it.
 */
export function useProfilePhotoUpload(uploaderOverride?: PhotoUploader) {
  const uploader = useMemo(
    () => uploaderOverride ?? createPhotoUploader({ ...uploadConfig, folder: profilePhotoFolder }),
    [uploaderOverride],
  );
  const [inFlight, setInFlight] = useState<InFlight | null>(null);
  const [localPreview] = useState(() => new LocalPreview());

  // Leaving the page mid-upload still frees the preview.
  useEffect(() => () => localPreview.release(), [localPreview]);

  /**
   * Sends the file; `onUploaded` gets its address before the preview goes, so the photo never flickers back to
   * the previous one. A failure is toasted.
   */
  async function upload(file: File, onUploaded: (url: string) => void): Promise<void> {
    setInFlight({ preview: localPreview.show(file), progress: 0 });
    try {
      const url = await uploader.upload(file, (progress) =>
        setInFlight((current) => current && { ...current, progress }),
      );
      onUploaded(url);
    } catch (error) {
      toast({
        title: photoMessages.uploadErrorTitle,
        description: photoMessages.failedUploads([{ name: file.name, reason: failureReason(error) }]),
        variant: 'destructive',
      });
    } finally {
      setInFlight(null);
      localPreview.release();
    }
  }

  return {
    upload,
    uploading: inFlight !== null,
    preview: inFlight?.preview ?? null,
    progress: inFlight?.progress ?? 0,
  };
}

export type ProfilePhotoUpload = ReturnType<typeof useProfilePhotoUpload>;
