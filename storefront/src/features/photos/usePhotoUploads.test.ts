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
