// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../toast/toastStore';
import { UploadFailure, type PhotoUploader } from './photoUploader';
import { fakeFile } from './testFiles';
import { usePhotoUploads } from './usePhotoUploads';

vi.mock('../toast/toastStore', () => ({ toast: vi.fn() }));
const toastMock = vi.mocked(toast);

beforeEach(() => toastMock.mockClear());
afterEach(cleanup);

const working: PhotoUploader = { upload: async (file) => `/media/${file.name}-1600.webp` };

describe('usePhotoUploads', () => {
  it('uploads the valid files, toasts the skipped ones, then the success count', async () => {
    const { result } = renderHook(() => usePhotoUploads({ uploader: working }));
    await act(() =>
      result.current.addFiles([fakeFile('a.jpg'), fakeFile('memo.txt', 'text/plain'), fakeFile('b.png', 'image/png')]),
    );
    expect(result.current.list.photos).toEqual(['/media/a.jpg-1600.webp', '/media/b.png-1600.webp']);
    expect(toastMock.mock.calls.map(([options]) => [options.title, options.description])).toEqual([
      ['Invalid files', 'Skipped: memo.txt (not an image)'],
      ['Success', 'Uploaded 2 image(s) successfully'],
    ]);
    expect(result.current.notices).toEqual(['Skipped: memo.txt (not an image)']);
    expect(result.current.uploading).toBe(false);
  });

  it('is busy while uploading, and closes the chooser at 10 photos', async () => {
    let release: () => void = () => {};
    const slow: PhotoUploader = {
      upload: (file) => new Promise((resolve) => (release = () => resolve(`/${file.name}`))),
    };
    const { result } = renderHook(() => usePhotoUploads({ uploader: slow }));
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.addFiles([fakeFile('a.jpg')]);
    });
    expect(result.current.uploading).toBe(true);
    expect(result.current.canAdd).toBe(false);
    await act(async () => {
      release();
      await done;
    });
    expect(result.current.canAdd).toBe(true);

    act(() => result.current.replace({ photos: Array.from({ length: 10 }, (_, index) => `/p${index}`), cover: 0 }));
    expect(result.current.canAdd).toBe(false);
  });

  it("collects failures into one 'Upload Error' toast and shows the file-access banner", async () => {
    const flaky: PhotoUploader = {
      upload: async (file) => {
        if (file.name === 'locked.jpg') throw new UploadFailure('permission', 'Permission denied');
        return `/${file.name}`;
      },
    };
    const { result } = renderHook(() => usePhotoUploads({ uploader: flaky }));
    await act(() => result.current.addFiles([fakeFile('ok.jpg'), fakeFile('locked.jpg')]));
    expect(toastMock).toHaveBeenLastCalledWith({
      title: 'Upload Error',
      description: 'Uploaded 1 image(s) successfully. Failed uploads: locked.jpg: Permission denied',
      variant: 'destructive',
    });
    expect(result.current.issue).toMatch(/another browser/);
    expect(result.current.list.photos).toEqual(['/ok.jpg']);
  });

  it('lists each photo the moment it arrives, in the order selected, with the first one as cover', async () => {
    const answers = new Map<string, { resolve: (url: string) => void; progress?: (share: number) => void }>();
    const held: PhotoUploader = {
      upload: (file, onProgress) => new Promise((resolve) => answers.set(file.name, { resolve, progress: onProgress })),
    };
    const { result } = renderHook(() => usePhotoUploads({ uploader: held }));
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.addFiles([fakeFile('front.jpg'), fakeFile('rear.jpg'), fakeFile('side.jpg')]);
    });
    expect(result.current.pending.map((photo) => [photo.file.name, photo.status])).toEqual([
      ['front.jpg', 'uploading'],
      ['rear.jpg', 'uploading'],
      ['side.jpg', 'uploading'],
    ]);

    const front = result.current.pending[0].id;
    act(() => answers.get('front.jpg')?.progress?.(0.42));
    expect(result.current.progress.get(front)).toBe(0.42);

    await act(async () => answers.get('side.jpg')?.resolve('/side'));
    await act(async () => answers.get('rear.jpg')?.resolve('/rear'));
    expect(result.current.list.photos).toEqual(['/rear', '/side']);
    expect(result.current.pending.map((photo) => photo.file.name)).toEqual(['front.jpg']);
    expect(result.current.uploading).toBe(true);
    expect(toastMock).not.toHaveBeenCalled();

    await act(async () => {
      answers.get('front.jpg')?.resolve('/front');
      await done;
    });
    expect(result.current.list).toEqual({ photos: ['/front', '/rear', '/side'], cover: 0 });
    expect(result.current.pending).toEqual([]);
    expect(result.current.progress.get(front)).toBe(0);
    expect(toastMock).toHaveBeenCalledWith({ title: 'Success', description: 'Uploaded 3 image(s) successfully' });
  });

  it('keeps a failed photo with its own error, to retry or remove without touching the others', async () => {
    const tries = new Map<string, number>();
    const flaky: PhotoUploader = {
      upload: async (file) => {
        const attempt = (tries.get(file.name) ?? 0) + 1;
        tries.set(file.name, attempt);
        if (file.name !== 'ok.jpg' && attempt === 1) throw new UploadFailure('connection', 'Connection issue');
        return `/${file.name}`;
      },
    };
    const eight = Array.from({ length: 8 }, (_, index) => `/p${index}`);
    const { result } = renderHook(() => usePhotoUploads({ uploader: flaky, initial: { photos: eight, cover: 0 } }));
    await act(() => result.current.addFiles([fakeFile('ok.jpg'), fakeFile('flaky.jpg'), fakeFile('lost.jpg')]));
    // Only two had room: lost.jpg was skipped for the limit.
    expect(result.current.list.photos).toEqual([...eight, '/ok.jpg']);
    expect(result.current.pending.map(({ file, status, error }) => [file.name, status, error])).toEqual([
      ['flaky.jpg', 'failed', 'Connection issue'],
    ]);
    // The failed photo keeps its place: nothing more may be added until it is retried or removed.
    expect([result.current.room, result.current.canAdd, result.current.uploading]).toEqual([0, false, false]);

    const failed = result.current.pending[0].id;
    toastMock.mockClear();
    await act(() => result.current.retry(failed));
    expect(result.current.list.photos).toEqual([...eight, '/ok.jpg', '/flaky.jpg']);
    expect(result.current.pending).toEqual([]);
    expect(toastMock).toHaveBeenCalledWith({ title: 'Success', description: 'Uploaded 1 image(s) successfully' });

    act(() => result.current.remove(9));
    await act(() => result.current.addFiles([fakeFile('again.jpg')]));
    expect(result.current.pending.map((photo) => photo.status)).toEqual(['failed']);
    act(() => result.current.discard(result.current.pending[0].id));
    expect(result.current.pending).toEqual([]);
    expect(result.current.list.photos).toEqual([...eight, '/ok.jpg']);
    expect(result.current.room).toBe(1);
  });

  it('tells the seller again when a retry fails, and keeps the photo', async () => {
    const down: PhotoUploader = {
      upload: async () => {
        throw new UploadFailure('timeout', 'Upload timed out. Please check your connection and try again.');
      },
    };
    const { result } = renderHook(() => usePhotoUploads({ uploader: down }));
    await act(() => result.current.addFiles([fakeFile('a.jpg')]));
    await act(() => result.current.retry(result.current.pending[0].id));
    expect(result.current.pending.map(({ status, error }) => [status, error])).toEqual([
      ['failed', 'Upload timed out. Please check your connection and try again.'],
    ]);
    expect(toastMock).toHaveBeenLastCalledWith({
      title: 'Upload Error',
      description: 'Failed uploads: a.jpg: Upload timed out. Please check your connection and try again.',
      variant: 'destructive',
    });
  });

  it('forgets pending photos on replace, and ignores their late answers', async () => {
    let release: () => void = () => {};
    const slow: PhotoUploader = {
      upload: (file) => new Promise((resolve) => (release = () => resolve(`/${file.name}`))),
    };
    const { result } = renderHook(() => usePhotoUploads({ uploader: slow }));
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.addFiles([fakeFile('a.jpg')]);
    });
    act(() => result.current.replace({ photos: ['/kept'], cover: 0 }));
    expect([result.current.pending, result.current.uploading]).toEqual([[], false]);
    await act(async () => {
      release();
      await done;
    });
    expect(result.current.list.photos).toEqual(['/kept']);
    expect(toastMock).not.toHaveBeenCalled();
  });

  it('keeps the cover on the same photo through remove and move', () => {
    const { result } = renderHook(() => usePhotoUploads({ uploader: working }));
    act(() => result.current.replace({ photos: ['/a', '/b', '/c'], cover: 0 }));
    act(() => result.current.makeCover(2));
    act(() => result.current.remove(0));
    expect(result.current.list).toEqual({ photos: ['/b', '/c'], cover: 1 });
    act(() => result.current.move(1, 0));
    expect(result.current.list).toEqual({ photos: ['/c', '/b'], cover: 0 });
  });
});
