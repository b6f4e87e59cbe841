/**
 * The one network call outside lib/api.ts. lib/api's apiRequest sends JSON with a JSON content type; a photo is
 * multipart form data (the browser must write the boundary) and the request must be abortable for the 30 s
 * time-out. It may also go to a hosted image service on another origin, which must not receive our session
 * cookie, hence `same-origin` credentials rather than lib/api's `include`.
 */
export interface UploadRequest {
  url: string;
  file: Blob;
  fileName: string;
  preset: string;
  folder: string;
  signal: AbortSignal;
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** POSTs the three form fields of the host's protocol: file, upload_preset, folder. Resolves with whatever the host answers. */
export function sendUpload(request: UploadRequest, fetchImpl: FetchLike = fetch): Promise<Response> {
  const form = new FormData();
  form.append('upload_preset', request.preset);
  form.append('folder', request.folder);
  // Fields before the file: a streaming host can check the preset before it reads megabytes of image.
  form.append('file', request.file, request.fileName);
  return fetchImpl(request.url, { method: 'POST', body: form, credentials: 'same-origin', signal: request.signal });
}
