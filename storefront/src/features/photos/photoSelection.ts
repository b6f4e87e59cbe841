/**
 * The checks made before anything is sent: an image type, at most 10 MB, and no more
 * than 10 photos per listing. Invalid files are set aside first, so a stray PDF does not use up a photo slot;
 * of the valid ones, only as many as the listing still has room for are kept, in the order selected.
 */
import { photoMaxBytes, photosPerListing } from '@contract/media';
import { photoMessages } from './photoMessages';

export interface PhotoSelection {
  accepted: File[];
  /** 'Skipped: {name} (not an image)' / '(too large)' lines, in selection order. */
  invalid: string[];
  /** Valid files over the 10-photo limit, as 'Skipped: …' lines. */
  overLimit: string[];
}

/** The file choosers' `accept`: images, and HEIC/HEIF by name, which some browsers give no image type. */
export const photoAccept = 'image/*,.heic,.heif';

// Some browsers give HEIC/HEIF (iPhone) and AVIF files no MIME type; their name is the only clue then.
const IMAGE_EXTENSION = /\.(jpe?g|png|webp|gif|heic|heif|avif)$/i;

export function isImageFile(file: File): boolean {
  if (file.type) return file.type.startsWith('image/');
  return IMAGE_EXTENSION.test(file.name);
}

export function isTooLarge(file: File): boolean {
  return file.size > photoMaxBytes;
}

export function screenSelection(files: readonly File[], alreadyUploaded: number): PhotoSelection {
  const valid: File[] = [];
  const invalid: string[] = [];
  for (const file of files) {
    if (!isImageFile(file)) invalid.push(photoMessages.skippedNotImage(file.name));
    else if (isTooLarge(file)) invalid.push(photoMessages.skippedTooLarge(file.name));
    else valid.push(file);
  }
  const room = Math.max(0, photosPerListing - alreadyUploaded);
  return {
    accepted: valid.slice(0, room),
    invalid,
    overLimit: valid.slice(room).map((file) => photoMessages.skippedOverLimit(file.name)),
  };
}
