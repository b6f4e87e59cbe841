import { afterEach, describe, expect, it, vi } from 'vitest';
import { photoMaxBytes } from '@contract/media';
import { createPhotoUploader, UploadFailure } from './photoUploader';
import { fakeFile, jsonResponse, uploaded } from './testFiles';
import type { UploadConfig } from './uploadConfig';
import type { UploadInit } from './uploadRequest';

const config: UploadConfig = {
  url: '/api/media/upload',
  presets: ['first', 'second'],
  folder: 'vehicle-photos',
  timeoutMs: 30_000,
};

/** A fake host: answers each call with the next response and records the preset of each call. */
function fakeHost(...answers: Array<Response | Error>) {
  const presets: string[] = [];
  const inits: RequestInit[] = [];
  const fetchImpl = vi.fn(async (_url: string, init: RequestInit) => {
    inits.push(init);
    presets.push(String((init.body as FormData).get('upload_preset')));
    const answer = answers.shift();
    if (!answer) throw new Error('no more answers');
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { fetchImpl, presets, inits };
}

async function failureOf(promise: Promise<unknown>): Promise<UploadFailure> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof UploadFailure)) throw new Error(`expected an UploadFailure, got ${String(error)}`);
  return error;
}

afterEach(() => vi.useRealTimers());

describe('createPhotoUploader', () => {
  it('sends file, upload_preset and folder, and resolves with secure_url', async () => {
    const host = fakeHost(uploaded('/media/vehicle-photos/a-1600.webp'));
    const url = await createPhotoUploader(config, host.fetchImpl).upload(fakeFile('car.jpg'));
    expect(url).toBe('/media/vehicle-photos/a-1600.webp');
    const [address, init] = host.fetchImpl.mock.calls[0];
    expect(address).toBe('/api/media/upload');
    const form = init.body as FormData;
    expect(form.get('folder')).toBe('vehicle-photos');
    expect((form.get('file') as File).name).toBe('car.jpg');
    expect(init.method).toBe('POST');
  });

  it('moves to the next preset on an unknown-preset answer, and stays there for later photos', async () => {
    const host = fakeHost(
      jsonResponse(400, { error: { message: 'Upload preset not found' } }),
      uploaded('/a-1600.webp'),
      uploaded('/b-1600.webp'),
    );
    const uploader = createPhotoUploader(config, host.fetchImpl);
    expect(await uploader.upload(fakeFile('a.jpg'))).toBe('/a-1600.webp');
    expect(await uploader.upload(fakeFile('b.jpg'))).toBe('/b-1600.webp');
    expect(host.presets).toEqual(['first', 'second', 'second']);
  });

  it('gives up with the support message when no preset is left', async () => {
    const unknown = () => jsonResponse(400, { error: { message: 'Upload preset not found' } });
    const host = fakeHost(unknown(), unknown());
    const failure = await failureOf(createPhotoUploader(config, host.fetchImpl).upload(fakeFile('a.jpg')));
    expect(failure.message).toBe('No valid upload preset found. Please contact support for assistance.');
  });

  it("shows the host's own message for other refusals, without trying another preset", async () => {
    const host = fakeHost(jsonResponse(413, { error: { message: 'File size must be less than 10MB' } }));
    const failure = await failureOf(createPhotoUploader(config, host.fetchImpl).upload(fakeFile('a.jpg')));
    expect(failure.message).toBe('File size must be less than 10MB');
    expect(host.presets).toEqual(['first']);
  });

  it("answers 'HTTP {status}: {body}' when the host gives no message", async () => {
    const host = fakeHost(new Response('Bad Gateway from the proxy', { status: 502 }));
    const failure = await failureOf(createPhotoUploader(config, host.fetchImpl).upload(fakeFile('a.jpg')));
    expect(failure.message).toBe('HTTP 502: Bad Gateway from the proxy');
  });

  it('uses the status text when the body is empty', async () => {
    const host = fakeHost(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    const failure = await failureOf(createPhotoUploader(config, host.fetchImpl).upload(fakeFile('a.jpg')));
    expect(failure.message).toBe('HTTP 503: Service Unavailable');
  });

  it('reports a success without an address', async () => {
    const host = fakeHost(jsonResponse(200, { id: 3 }));
    const failure = await failureOf(createPhotoUploader(config, host.fetchImpl).upload(fakeFile('a.jpg')));
    expect(failure.message).toBe('Upload successful but no URL returned');
  });

  it('times out after 30 s with its message and does not retry', async () => {
    vi.useFakeTimers();
    const fetchImpl = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = failureOf(createPhotoUploader(config, fetchImpl).upload(fakeFile('a.jpg')));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    const failure = await pending;
    expect(failure.message).toBe('Upload timed out. Please check your connection and try again.');
    expect(failure.kind).toBe('timeout');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('tells a connection failure from a file the browser may not read', async () => {
    const offline = await failureOf(
      createPhotoUploader(config, fakeHost(new TypeError('Failed to fetch')).fetchImpl).upload(fakeFile('a.jpg')),
    );
    expect(offline.kind).toBe('connection');
    const unreadable = await failureOf(
      createPhotoUploader(config, fakeHost(new DOMException('gone', 'NotReadableError')).fetchImpl).upload(
        fakeFile('a.jpg'),
      ),
    );
    expect(unreadable.kind).toBe('permission');
    expect(unreadable.message).toBe('Permission denied');
  });

  it('refuses non-images and files over 10 MB before sending', async () => {
    const host = fakeHost();
    const uploader = createPhotoUploader(config, host.fetchImpl);
    expect((await failureOf(uploader.upload(fakeFile('a.txt', 'text/plain')))).message).toBe('File must be an image');
    expect((await failureOf(uploader.upload(fakeFile('a.jpg', 'image/jpeg', photoMaxBytes + 1)))).message).toBe(
      'File size must be less than 10MB',
    );
    expect(host.fetchImpl).not.toHaveBeenCalled();
  });

  it("reports the share of the photo sent, from the transport's upload progress", async () => {
    const transport = vi.fn(async (_url: string, init: UploadInit) => {
      init.onUploadProgress?.(0, 4000);
      init.onUploadProgress?.(1000, 4000);
      init.onUploadProgress?.(4000, 4000);
      return uploaded('/a-1600.webp');
    });
    const shares: number[] = [];
    await createPhotoUploader(config, transport).upload(fakeFile('a.jpg'), (share) => shares.push(share));
    expect(shares).toEqual([0, 0.25, 1]);
  });

  it('tells a file the browser can no longer read before sending it', async () => {
    const host = fakeHost(uploaded('/a-1600.webp'));
    const gone = fakeFile('moved.jpg');
    Object.defineProperty(gone, 'slice', {
      value: () => ({ arrayBuffer: () => Promise.reject(new DOMException('gone', 'NotReadableError')) }),
    });
    const failure = await failureOf(createPhotoUploader(config, host.fetchImpl).upload(gone));
    expect(failure.kind).toBe('permission');
    expect(host.fetchImpl).not.toHaveBeenCalled();
  });

  it('sends the session cookie only to its own origin', async () => {
    const host = fakeHost(uploaded('/a-1600.webp'));
    await createPhotoUploader(config, host.fetchImpl).upload(fakeFile('a.jpg'));
    expect(host.inits[0].credentials).toBe('same-origin');
  });
});
