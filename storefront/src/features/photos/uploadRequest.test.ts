import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendUpload, xhrTransport, type UploadRequest } from './uploadRequest';

/** Just enough of XMLHttpRequest to play the browser's part: the test fires its events. */
class FakeXhr {
  static last: FakeXhr;
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();
  method = '';
  url = '';
  body: unknown;
  withCredentials = true;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.fire('abort');
  }
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  fire(type: string) {
    this.events.dispatchEvent(new Event(type));
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.dispatchEvent(Object.assign(new Event('progress'), { loaded, total, lengthComputable }));
  }
  answer(status: number, statusText: string, body: string) {
    Object.assign(this, { status, statusText, responseText: body });
    this.fire('load');
  }
}

beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));
afterEach(() => vi.unstubAllGlobals());

function request(overrides: Partial<UploadRequest> = {}): UploadRequest {
  return {
    url: '/api/media/upload',
    file: new Blob(['x'], { type: 'image/jpeg' }),
    fileName: 'car.jpg',
    preset: 'vehicle_photos',
    folder: 'vehicle-photos',
    signal: new AbortController().signal,
    ...overrides,
  };
}

describe('sendUpload over XMLHttpRequest', () => {
  it('POSTs the three fields without cross-origin cookies and reports the bytes sent', async () => {
    const sent: Array<[number, number]> = [];
    const answer = sendUpload(request({ onProgress: (done, total) => sent.push([done, total]) }));
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.withCredentials]).toEqual(['POST', '/api/media/upload', false]);
    const form = xhr.body as FormData;
    expect([form.get('upload_preset'), form.get('folder'), (form.get('file') as File).name]).toEqual([
      'vehicle_photos',
      'vehicle-photos',
      'car.jpg',
    ]);
    xhr.progress(100, 400);
    xhr.progress(0, 0, false);
    xhr.progress(400, 400);
    xhr.answer(201, 'Created', '{"secure_url":"/media/a-1600.webp"}');
    const response = await answer;
    expect(sent).toEqual([
      [100, 400],
      [400, 400],
    ]);
    expect([response.ok, response.status]).toEqual([true, 201]);
    expect(await response.text()).toBe('{"secure_url":"/media/a-1600.webp"}');
  });

  it('resolves with a refusal as fetch would, so the uploader reads its message', async () => {
    const answer = sendUpload(request());
    FakeXhr.last.answer(413, 'Payload Too Large', '{"message":"File size must be less than 10MB"}');
    const response = await answer;
    expect([response.ok, response.status, response.statusText]).toEqual([false, 413, 'Payload Too Large']);
  });

  it('rejects with a TypeError when no answer comes (offline), as fetch does', async () => {
    const answer = sendUpload(request());
    FakeXhr.last.fire('error');
    await expect(answer).rejects.toBeInstanceOf(TypeError);
  });

  it('aborts the request when its signal fires (the 30 s time-out)', async () => {
    const controller = new AbortController();
    const answer = sendUpload(request({ signal: controller.signal }));
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last.aborted).toBe(true);
  });

  it('does not send at all when the signal has already fired', async () => {
    const controller = new AbortController();
    controller.abort();
    const before = FakeXhr.last;
    await expect(
      xhrTransport('/x', {
        method: 'POST',
        body: new FormData(),
        credentials: 'same-origin',
        signal: controller.signal,
      }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last).toBe(before);
  });
});
