import { useMemo, useRef, useState } from 'react';
import { photosPerListing } from '@contract/media';
import { toast } from '../toast/toastStore';
import { photoMessages } from './photoMessages';
import { addPhotos, emptyPhotoList, movePhoto, removePhoto, setCover, type PhotoList } from './photoOrder';
import { screenSelection } from './photoSelection';
import { createPhotoUploader, type PhotoUploader } from './photoUploader';
import { uploadBatch } from './uploadBatch';
import { uploadConfig } from './uploadConfig';

export interface PhotoUploads {
  list: PhotoList;
  uploading: boolean;
  /** Room left: the chooser is disabled at 10 photos and while uploading. */
  canAdd: boolean;
  /** What the last selection set aside or failed on, kept on screen after its toast has gone. */
  notices: string[];
  /** The inline 'Upload Issue' banner's text when the browser could not read files; null otherwise. */
  issue: string | null;
  addFiles(files: FileList | readonly File[] | null): Promise<void>;
  remove(index: number): void;
  move(from: number, to: number): void;
  makeCover(index: number): void;
  /** Replaces the list (prefill from a record or a saved draft, reset after publishing). */
  replace(list: PhotoList): void;
}

export interface PhotoUploadOptions {
  /** The photos already on the listing (edit mode, a restored draft). */
  initial?: PhotoList;
  /** Another uploader than the configured host's (tests). */
  uploader?: PhotoUploader;
}

function filesOf(files: FileList | readonly File[] | null): File[] {
  return files ? Array.from(files) : [];
}

/**
 * The listing form's photos: checks a selection, uploads what passes, keeps order and cover, and raises the
 * upload toasts. Screen-independent: the form draws it however it likes.
 */
export function usePhotoUploads({
  initial = emptyPhotoList,
  uploader: uploaderOverride,
}: PhotoUploadOptions = {}): PhotoUploads {
  const [list, setList] = useState<PhotoList>(initial);
  const [uploading, setUploading] = useState(false);
  const [notices, setNotices] = useState<string[]>([]);
  const [issue, setIssue] = useState<string | null>(null);
  const uploader = useMemo(() => uploaderOverride ?? createPhotoUploader(uploadConfig), [uploaderOverride]);
  // The latest count, read when a selection arrives (state in the closure may be a render behind).
  const countRef = useRef(0);
  countRef.current = list.photos.length;
  const busyRef = useRef(false);

  async function addFiles(selection: FileList | readonly File[] | null) {
    if (busyRef.current) return;
    let files: File[];
    try {
      files = filesOf(selection);
    } catch {
      // Some browsers throw when a sandboxed or protected location is read from the file list.
      setIssue(photoMessages.selectionBlocked);
      return;
    }
    if (files.length === 0) return;

    const { accepted, invalid, overLimit } = screenSelection(files, countRef.current);
    const skipped = [...invalid, ...overLimit];
    setNotices(skipped);
    setIssue(null);
    if (skipped.length > 0) {
      toast({
        title: invalid.length > 0 ? photoMessages.invalidFilesTitle : photoMessages.limitTitle,
        description: skipped.join(', '),
        variant: 'destructive',
      });
    }
    if (accepted.length === 0) return;

    busyRef.current = true;
    setUploading(true);
    try {
      const { uploaded, failures } = await uploadBatch(accepted, uploader);
      setList((current) => addPhotos(current, uploaded));
      if (failures.length > 0) {
        const failed = photoMessages.failedUploads(failures);
        setNotices([...skipped, failed]);
        if (failures.some((failure) => failure.reason === photoMessages.permissionDenied)) {
          setIssue(photoMessages.fileAccessAdvice);
        }
        // One toast at a time: the failure matters more, so it carries the success count too.
        const description = uploaded.length > 0 ? `${photoMessages.uploaded(uploaded.length)}. ${failed}` : failed;
        toast({ title: photoMessages.uploadErrorTitle, description, variant: 'destructive' });
      } else {
        toast({ title: photoMessages.successTitle, description: photoMessages.uploaded(uploaded.length) });
      }
    } finally {
      busyRef.current = false;
      setUploading(false);
    }
  }

  return {
    list,
    uploading,
    canAdd: !uploading && list.photos.length < photosPerListing,
    notices,
    issue,
    addFiles,
    remove: (index) => setList((current) => removePhoto(current, index)),
    move: (from, to) => setList((current) => movePhoto(current, from, to)),
    makeCover: (index) => setList((current) => setCover(current, index)),
    replace: (next) => {
      setList(next);
      setNotices([]);
      setIssue(null);
    },
  };
}
