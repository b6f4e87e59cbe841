/**
 * A selection of photos sent to the host a few at a time. Each photo reports its own start, progress and outcome as
 * it happens (so its tile shows its bar, then its thumbnail or its error), and the batch resolves with the summary
 * for the toast.
 */
import { photoMessages, type FailedUpload } from './photoMessages';
import { UploadFailure, type PhotoUploader } from './photoUploader';

/** Parallel uploads per selection: faster than one by one on a phone, gentle on the host (it processes 4 at once). */
export const UPLOAD_CONCURRENCY = 3;

/** What happens to each photo of the batch, by its index in the selection. */
export interface BatchEvents {
  onStart?(index: number): void;
  /** The share sent so far, from 0 to 1. */
  onProgress?(index: number, fraction: number): void;
  onUploaded?(index: number, url: string): void;
  onFailed?(index: number, failure: FailedUpload, error: unknown): void;
}

export interface BatchResult {
  /** Addresses of the photos that arrived, in the order they were selected. */
  uploaded: string[];
  failures: FailedUpload[];
}

/** The reason shown after a file's name: Permission denied, Connection issue, or the message. */
export function failureReason(error: unknown): string {
  if (error instanceof UploadFailure) {
    if (error.kind === 'permission') return photoMessages.permissionDenied;
    if (error.kind === 'connection') return photoMessages.connectionIssue;
    return error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

export async function uploadBatch(
  files: readonly File[],
  uploader: PhotoUploader,
  events: BatchEvents = {},
  concurrency: number = UPLOAD_CONCURRENCY,
): Promise<BatchResult> {
  const results: Array<{ url: string } | { failure: FailedUpload }> = new Array(files.length);
  let next = 0;

  async function worker() {
    while (next < files.length) {
      const index = next++;
      const file = files[index];
      events.onStart?.(index);
      try {
        const url = await uploader.upload(file, (fraction) => events.onProgress?.(index, fraction));
        results[index] = { url };
        events.onUploaded?.(index, url);
      } catch (error) {
        const failure = { name: file.name, reason: failureReason(error) };
        results[index] = { failure };
        events.onFailed?.(index, failure, error);
      }
    }
  }

  await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, worker));
  return {
    uploaded: results.flatMap((result) => ('url' in result ? [result.url] : [])),
    failures: results.flatMap((result) => ('failure' in result ? [result.failure] : [])),
  };
}
