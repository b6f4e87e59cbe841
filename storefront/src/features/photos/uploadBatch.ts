/** A selection of photos sent to the host a few at a time, with each failure kept for the summary toast. */
import { photoMessages, type FailedUpload } from './photoMessages';
import { UploadFailure, type PhotoUploader } from './photoUploader';

/** Parallel uploads per selection: faster than one by one on a phone, gentle on the host (it processes 4 at once). */
export const UPLOAD_CONCURRENCY = 3;

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
  concurrency: number = UPLOAD_CONCURRENCY,
): Promise<BatchResult> {
  const results: Array<{ url: string } | { failure: FailedUpload }> = new Array(files.length);
  let next = 0;

  async function worker() {
    while (next < files.length) {
      const index = next++;
      const file = files[index];
      try {
        results[index] = { url: await uploader.upload(file) };
      } catch (error) {
        results[index] = { failure: { name: file.name, reason: failureReason(error) } };
      }
    }
  }

  await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, worker));
  return {
    uploaded: results.flatMap((result) => ('url' in result ? [result.url] : [])),
    failures: results.flatMap((result) => ('failure' in result ? [result.failure] : [])),
  };
}
