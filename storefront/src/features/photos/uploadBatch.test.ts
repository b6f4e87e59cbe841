import { describe, expect, it } from 'vitest';
import { photoMessages } from './photoMessages';
import { UploadFailure, type PhotoUploader } from './photoUploader';
import { fakeFile } from './testFiles';
import { failureReason, uploadBatch } from './uploadBatch';

describe('uploadBatch', () => {
  it('keeps the selection order and collects each failure with its reason', async () => {
    const outcomes: Record<string, () => Promise<string>> = {
      'a.jpg': () => new Promise((resolve) => setTimeout(() => resolve('/a'), 20)),
      'b.jpg': () => Promise.reject(new UploadFailure('permission', 'Permission denied')),
      'c.jpg': () => Promise.resolve('/c'),
      'd.jpg': () => Promise.reject(new UploadFailure('connection', 'Connection issue')),
      'e.jpg': () => Promise.reject(new UploadFailure('host', 'File must be an image')),
    };
    const uploader: PhotoUploader = { upload: (file) => outcomes[file.name]() };
    const result = await uploadBatch(
      Object.keys(outcomes).map((name) => fakeFile(name)),
      uploader,
    );
    expect(result.uploaded).toEqual(['/a', '/c']);
    expect(photoMessages.failedUploads(result.failures)).toBe(
      'Failed uploads: b.jpg: Permission denied, d.jpg: Connection issue, e.jpg: File must be an image',
    );
  });

  it('never runs more than the allowed number at once', async () => {
    let running = 0;
    let peak = 0;
    const uploader: PhotoUploader = {
      upload: async (file) => {
        running++;
        peak = Math.max(peak, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
        return `/${file.name}`;
      },
    };
    const files = Array.from({ length: 8 }, (_, index) => fakeFile(`${index}.jpg`));
    const result = await uploadBatch(files, uploader, {}, 3);
    expect(peak).toBe(3);
    expect(result.uploaded).toHaveLength(8);
  });

  it('tells each photo its start, progress and outcome as it happens, before the batch is done', async () => {
    let releaseSlow: (url: string) => void = () => {};
    const uploader: PhotoUploader = {
      upload: (file, onProgress) => {
        onProgress?.(0.5);
        if (file.name === 'slow.jpg') return new Promise((resolve) => (releaseSlow = resolve));
        if (file.name === 'bad.jpg') return Promise.reject(new UploadFailure('connection', 'Connection issue'));
        onProgress?.(1);
        return Promise.resolve(`/${file.name}`);
      },
    };
    const log: string[] = [];
    const batch = uploadBatch([fakeFile('slow.jpg'), fakeFile('fast.jpg'), fakeFile('bad.jpg')], uploader, {
      onStart: (index) => log.push(`start ${index}`),
      onProgress: (index, fraction) => log.push(`progress ${index} ${fraction}`),
      onUploaded: (index, url) => log.push(`uploaded ${index} ${url}`),
      onFailed: (index, failure) => log.push(`failed ${index} ${failure.reason}`),
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The fast photo has arrived and the bad one failed while the slow one is still on its way.
    expect(log).toEqual([
      'start 0',
      'progress 0 0.5',
      'start 1',
      'progress 1 0.5',
      'progress 1 1',
      'start 2',
      'progress 2 0.5',
      'uploaded 1 /fast.jpg',
      'failed 2 Connection issue',
    ]);
    releaseSlow('/slow.jpg');
    const result = await batch;
    expect(log.at(-1)).toBe('uploaded 0 /slow.jpg');
    expect(result.uploaded).toEqual(['/slow.jpg', '/fast.jpg']);
  });

  it('words the success count', () => {
    expect(photoMessages.uploaded(3)).toBe('Uploaded 3 image(s) successfully');
  });
});

describe('failureReason', () => {
  it('maps kinds to their reasons and otherwise shows the message', () => {
    expect(failureReason(new UploadFailure('timeout', photoMessages.timedOut))).toBe(photoMessages.timedOut);
    expect(failureReason(new Error('boom'))).toBe('boom');
    expect(failureReason('odd')).toBe('odd');
  });
});
