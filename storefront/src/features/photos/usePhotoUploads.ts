import { useEffect, useMemo, useRef, useState } from 'react';
import { photosPerListing } from '@contract/media';
import { toast } from '../toast/toastStore';
import { photoMessages, type FailedUpload } from './photoMessages';
import { emptyPhotoList, insertPhoto, movePhoto, removePhoto, setCover, type PhotoList } from './photoOrder';
import { screenSelection } from './photoSelection';
import { createPhotoUploader, type PhotoUploader } from './photoUploader';
import { failureReason, uploadBatch } from './uploadBatch';
import { uploadConfig } from './uploadConfig';
import { UploadProgress } from './uploadProgress';

/** A chosen photo that is not in the list yet: waiting for its turn, on its way, or failed. */
export interface PendingPhoto {
  /** Stable for the photo's life, retries included. */
  id: string;
  file: File;
  status: 'queued' | 'uploading' | 'failed';
  /** Why it failed, as the 'Failed uploads' toast words it; null otherwise. */
  error: string | null;
  /** A local address of the chosen file (blob:), shown on its tile until the host's photo replaces it. */
  preview: string | null;
}

export interface PhotoUploads {
  list: PhotoList;
  /** Photos on their way or failed, in the order chosen; each leaves as soon as it arrives (or is removed). */
  pending: PendingPhoto[];
  /** Each pending photo's share sent, read by its own tile. */
  progress: UploadProgress;
  uploading: boolean;
  /** Photos that may still be added: 10 less those uploaded and those pending (a failed one keeps its place). */
  room: number;
  /** Room left and nothing uploading: the chooser is disabled otherwise. */
  canAdd: boolean;
  /** What the last selection set aside, kept on screen after its toast has gone. */
  notices: string[];
  /** The inline 'Upload Issue' banner's text when the browser could not read files; null otherwise. */
  issue: string | null;
  addFiles(files: FileList | readonly File[] | null): Promise<void>;
  /** Sends a failed photo again; the others are not touched. */
  retry(id: string): Promise<void>;
  /** Forgets a failed photo. */
  discard(id: string): void;
  remove(index: number): void;
  move(from: number, to: number): void;
  makeCover(index: number): void;
  /** Replaces the list (prefill from a record or a saved draft, reset after publishing); pending photos are dropped. */
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

function previewOf(file: File): string | null {
  try {
    return URL.createObjectURL(file);
  } catch {
    return null;
  }
}

function isPermissionFailure(failures: readonly FailedUpload[]): boolean {
  return failures.some((failure) => failure.reason === photoMessages.permissionDenied);
}

/**
 * The listing form's photos: checks a selection, uploads what passes, and keeps order and cover. Every photo goes
 * its own way: its progress, then its place in the list the moment it arrives, or its error with a retry. The
 * upload toasts still sum up a selection. Screen-independent: the form draws it however it likes.
 */
export function usePhotoUploads({
  initial = emptyPhotoList,
  uploader: uploaderOverride,
}: PhotoUploadOptions = {}): PhotoUploads {
  const [list, setList] = useState<PhotoList>(initial);
  const [pending, setPending] = useState<PendingPhoto[]>([]);
  const [notices, setNotices] = useState<string[]>([]);
  const [issue, setIssue] = useState<string | null>(null);
  const [progress] = useState(() => new UploadProgress());
  const uploader = useMemo(() => uploaderOverride ?? createPhotoUploader(uploadConfig), [uploaderOverride]);

  // The latest values, read when a selection or a retry arrives (state in the closure may be a render behind).
  const slotsRef = useRef(0);
  slotsRef.current = list.photos.length + pending.length;
  const pendingRef = useRef(pending);
  pendingRef.current = pending;
  const inFlight = useRef(0);
  const nextId = useRef(0);
  // replace() starts a new generation: answers to uploads of an earlier one are ignored.
  const generation = useRef(0);
  const previews = useRef(new Map<string, string>());

  useEffect(() => {
    const open = previews.current;
    return () => {
      for (const url of open.values()) URL.revokeObjectURL(url);
      open.clear();
    };
  }, []);

  function update(id: string, change: Partial<PendingPhoto>) {
    setPending((current) => current.map((photo) => (photo.id === id ? { ...photo, ...change } : photo)));
  }

  function release(id: string) {
    const preview = previews.current.get(id);
    if (preview) URL.revokeObjectURL(preview);
    previews.current.delete(id);
    progress.delete(id);
  }

  function drop(id: string) {
    release(id);
    setPending((current) => current.filter((photo) => photo.id !== id));
  }

  function pendingPhoto(file: File): PendingPhoto {
    const id = `upload-${nextId.current++}`;
    const preview = previewOf(file);
    if (preview) previews.current.set(id, preview);
    return { id, file, status: 'queued', error: null, preview };
  }

  async function addFiles(selection: FileList | readonly File[] | null) {
    if (inFlight.current > 0) return;
    let files: File[];
    try {
      files = filesOf(selection);
    } catch {
      // Some browsers throw when a sandboxed or protected location is read from the file list.
      setIssue(photoMessages.selectionBlocked);
      return;
    }
    if (files.length === 0) return;

    const { accepted, invalid, overLimit } = screenSelection(files, slotsRef.current);
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

    const batch = accepted.map(pendingPhoto);
    const current = generation.current;
    const live = () => generation.current === current;
    // The addresses of the batch's photos that have arrived, by selection index: a late photo goes before them.
    const arrived: Array<string | undefined> = new Array(batch.length);
    setPending((photos) => [...photos, ...batch]);
    inFlight.current += batch.length;

    const { uploaded, failures } = await uploadBatch(accepted, uploader, {
      onStart: (index) => {
        if (live()) update(batch[index].id, { status: 'uploading' });
      },
      onProgress: (index, fraction) => {
        if (live()) progress.set(batch[index].id, fraction);
      },
      onUploaded: (index, url) => {
        if (!live()) return;
        inFlight.current -= 1;
        arrived[index] = url;
        const later = arrived.slice(index + 1).filter((address): address is string => address !== undefined);
        drop(batch[index].id);
        setList((photos) => insertPhoto(photos, url, later));
      },
      onFailed: (index, failure) => {
        if (!live()) return;
        inFlight.current -= 1;
        progress.delete(batch[index].id);
        update(batch[index].id, { status: 'failed', error: failure.reason });
      },
    });
    if (!live()) return;

    if (failures.length > 0) {
      if (isPermissionFailure(failures)) setIssue(photoMessages.fileAccessAdvice);
      // One toast at a time: the failure matters more, so it carries the success count too.
      const failed = photoMessages.failedUploads(failures);
      const description = uploaded.length > 0 ? `${photoMessages.uploaded(uploaded.length)}. ${failed}` : failed;
      toast({ title: photoMessages.uploadErrorTitle, description, variant: 'destructive' });
    } else {
      toast({ title: photoMessages.successTitle, description: photoMessages.uploaded(uploaded.length) });
    }
  }

  async function retry(id: string) {
    const photo = pendingRef.current.find((candidate) => candidate.id === id && candidate.status === 'failed');
    if (!photo) return;
    const current = generation.current;
    update(id, { status: 'uploading', error: null });
    inFlight.current += 1;
    try {
      const url = await uploader.upload(photo.file, (fraction) => progress.set(id, fraction));
      if (generation.current !== current) return;
      drop(id);
      setList((photos) => insertPhoto(photos, url));
      toast({ title: photoMessages.successTitle, description: photoMessages.uploaded(1) });
    } catch (error) {
      if (generation.current !== current) return;
      const failure = { name: photo.file.name, reason: failureReason(error) };
      progress.delete(id);
      update(id, { status: 'failed', error: failure.reason });
      if (isPermissionFailure([failure])) setIssue(photoMessages.fileAccessAdvice);
      toast({
        title: photoMessages.uploadErrorTitle,
        description: photoMessages.failedUploads([failure]),
        variant: 'destructive',
      });
    } finally {
      if (generation.current === current) inFlight.current -= 1;
    }
  }

  function discard(id: string) {
    if (pendingRef.current.some((photo) => photo.id === id && photo.status === 'failed')) drop(id);
  }

  const uploading = pending.some((photo) => photo.status !== 'failed');
  const room = Math.max(0, photosPerListing - list.photos.length - pending.length);

  return {
    list,
    pending,
    progress,
    uploading,
    room,
    canAdd: !uploading && room > 0,
    notices,
    issue,
    addFiles,
    retry,
    discard,
    remove: (index) => setList((current) => removePhoto(current, index)),
    move: (from, to) => setList((current) => movePhoto(current, from, to)),
    makeCover: (index) => setList((current) => setCover(current, index)),
    replace: (next) => {
      generation.current += 1;
      inFlight.current = 0;
      for (const id of new Set([...previews.current.keys(), ...pendingRef.current.map((photo) => photo.id)])) {
        release(id);
      }
      setPending([]);
      setList(next);
      setNotices([]);
      setIssue(null);
    },
  };
}
