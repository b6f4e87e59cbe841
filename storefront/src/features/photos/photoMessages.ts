/** The photo texts, in one place for the module and its tests. */
import { photosPerListing, uploadMessages } from '@contract/media';

export interface FailedUpload {
  name: string;
  reason: string;
}

export const photoMessages = {
  notAnImage: uploadMessages.notAnImage,
  tooLarge: uploadMessages.tooLarge,
  hostFailure: (status: number, body: string) => `HTTP ${status}: ${body}`,
  noUrl: 'Upload successful but no URL returned',
  timedOut: 'Upload timed out. Please check your connection and try again.',
  noPreset: 'No valid upload preset found. Please contact support for assistance.',
  permissionDenied: 'Permission denied',
  connectionIssue: 'Connection issue',

  invalidFilesTitle: 'Invalid files',
  skippedNotImage: (name: string) => `Skipped: ${name} (not an image)`,
  skippedTooLarge: (name: string) => `Skipped: ${name} (too large)`,
  // Files over the limit are not uploaded: say so rather than drop them silently.
  limitTitle: 'Photo limit reached',
  skippedOverLimit: (name: string) => `Skipped: ${name} (max ${photosPerListing} photos)`,

  uploadErrorTitle: 'Upload Error',
  failedUploads: (failures: readonly FailedUpload[]) =>
    `Failed uploads: ${failures.map(({ name, reason }) => `${name}: ${reason}`).join(', ')}`,
  successTitle: 'Success',
  uploaded: (count: number) => `Uploaded ${count} image(s) successfully`,

  // A photo's own tile while it uploads, and after it failed.
  waiting: 'Waiting...',
  sending: (percent: number) => `${percent}%`,
  processing: 'Processing...',
  progressLabel: (name: string) => `Uploading ${name}`,
  failedTitle: 'Upload failed',
  retry: 'Retry',
  retryLabel: (name: string) => `Retry uploading ${name}`,
  discardLabel: (name: string) => `Remove ${name}`,

  issueTitle: 'Upload Issue',
  fileAccessAdvice:
    'Your browser could not read one or more photos. Try another browser, or move the photos to a different folder ' +
    '(such as Downloads or Pictures) and select them again.',
  selectionBlocked:
    'Your browser blocked access to the selected files for security reasons. Please try selecting them again, or ' +
    'use another browser.',
} as const;
