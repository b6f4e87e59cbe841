/**
 * The one network call outside lib/api.ts. lib/api's apiRequest sends JSON through fetch; a photo is multipart form
 * data (the browser writes the boundary), must be abortable for the 30 s time-out, and reports how much of it has
 * been sent, which fetch cannot do: hence XMLHttpRequest and its upload progress events. It may also go to a hosted
 * image service on another origin, which must not receive our session cookie (XHR without `withCredentials`, the
 * same as fetch's `same-origin`).
 */
export interface UploadRequest {
  url: string;
  file: Blob;
  fileName: string;
  preset: string;
  folder: string;
  signal: AbortSignal;
  /** Bytes of the request body sent so far, of its total; only when the browser can tell. */
  onProgress?: (sent: number, total: number) => void;
}

/** What the uploader reads of an answer: the parts of a fetch Response it uses, so tests can answer with one. */
export interface UploadResponse {
  ok: boolean;
  status: number;
  statusText: string;
  text(): Promise<string>;
}

export interface UploadInit {
  method: 'POST';
  body: FormData;
  credentials: 'same-origin';
  signal: AbortSignal;
  onUploadProgress?: (sent: number, total: number) => void;
}

export type UploadTransport = (url: string, init: UploadInit) => Promise<UploadResponse>;

const abortError = () => new DOMException('The upload was aborted.', 'AbortError');

/**
 * Sends through XMLHttpRequest and settles as fetch would: an answer of any status resolves; a request that never
 * got one (offline, DNS, reset, CORS) rejects with a TypeError; an aborted one with an AbortError.
 */
export const xhrTransport: UploadTransport = (url, init) =>
  new Promise((resolve, reject) => {
    if (init.signal.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    xhr.withCredentials = false;
    if (init.onUploadProgress) {
      const report = init.onUploadProgress;
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) report(event.loaded, event.total);
      });
    }
    const onAbort = () => xhr.abort();
    init.signal.addEventListener('abort', onAbort, { once: true });
    const settle = () => init.signal.removeEventListener('abort', onAbort);
    xhr.addEventListener('load', () => {
      settle();
      const body = xhr.responseText;
      resolve({
        ok: xhr.status >= 200 && xhr.status < 300,
        status: xhr.status,
        statusText: xhr.statusText,
        text: () => Promise.resolve(body),
      });
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(new TypeError('Network request failed'));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(abortError());
    });
    xhr.send(init.body);
  });

/** POSTs the three form fields of the host's protocol: file, upload_preset, folder. Resolves with whatever the host answers. */
export function sendUpload(request: UploadRequest, transport: UploadTransport = xhrTransport): Promise<UploadResponse> {
  const form = new FormData();
  form.append('upload_preset', request.preset);
  form.append('folder', request.folder);
  // Fields before the file: a streaming host can check the preset before it reads megabytes of image.
  form.append('file', request.file, request.fileName);
  return transport(request.url, {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
    signal: request.signal,
    onUploadProgress: request.onProgress,
  });
}
