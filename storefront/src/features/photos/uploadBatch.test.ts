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
    const result = await uploadBatch(files, uploader, 3);
    expect(peak).toBe(3);
    expect(result.uploaded).toHaveLength(8);
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
