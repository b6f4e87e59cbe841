// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UploadFailure, type PhotoUploader } from '../../features/photos/photoUploader';
import { fakeFile } from '../../features/photos/testFiles';
import { usePhotoUploads } from '../../features/photos/usePhotoUploads';
import { PhotosSection } from './PhotosSection';

vi.mock('../../features/toast/toastStore', () => ({ toast: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const photos = ['/media/a-1600.webp', '/media/b-1600.webp', '/media/c-1600.webp'];

function Harness({ count = 3, uploader }: { count?: number; uploader?: PhotoUploader }) {
  const uploads = usePhotoUploads({ initial: { photos: photos.slice(0, count), cover: 0 }, uploader });
  return <PhotosSection uploads={uploads} />;
}

/** The address each tile shows, in order, and which tile is the cover. */
function tiles() {
  const items = screen.getAllByRole('listitem', { name: /^Photo \d/ });
  return {
    order: items.map((item) => item.querySelector('img')?.getAttribute('src')?.replace('-800.webp', '')),
    cover: items.findIndex((item) => item.getAttribute('aria-label')?.endsWith('cover')),
  };
}

describe('the photo list and its cover', () => {
  it('starts with the first photo as cover and counts the photos', () => {
    render(<Harness />);
    expect(screen.getByText('Uploaded Photos (3/10)')).toBeTruthy();
    expect(tiles()).toEqual({ order: ['/media/a', '/media/b', '/media/c'], cover: 0 });
  });

  it('keeps the same photo as cover when photos move or another is removed', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Set photo 3 as cover' }));
    expect(tiles().cover).toBe(2);

    fireEvent.click(screen.getByRole('button', { name: 'Move photo 3 earlier' }));
    expect(tiles()).toEqual({ order: ['/media/a', '/media/c', '/media/b'], cover: 1 });

    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(tiles()).toEqual({ order: ['/media/c', '/media/b'], cover: 0 });
    expect(screen.getByText('Uploaded Photos (2/10)')).toBeTruthy();
  });

  it('passes the cover on when the cover itself is removed', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Set photo 2 as cover' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(tiles()).toEqual({ order: ['/media/a', '/media/c'], cover: 1 });
  });

  it('disables moving past either end', () => {
    render(<Harness />);
    expect((screen.getByRole('button', { name: 'Move photo 1 earlier' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move photo 3 later' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('closes the chooser at 10 photos', () => {
    function Full() {
      const uploads = usePhotoUploads({
        initial: { photos: Array.from({ length: 10 }, (_, index) => `/p${index}`), cover: 0 },
      });
      return <PhotosSection uploads={uploads} />;
    }
    const { container } = render(<Full />);
    expect((container.querySelector('input[type="file"]') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Photo limit reached')).toBeTruthy();
  });
});

/**
 * happy-dom lays nothing out, and dnd-kit's keyboard moves go by the tiles' boxes: draw the list as a grid of
 * three 180 x 135 tiles a row, each tile's box from its place among its siblings.
 */
function layOutTiles() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const siblings = this.tagName === 'LI' && this.parentElement ? [...this.parentElement.children] : [];
    const index = siblings.indexOf(this);
    const left = index < 0 ? 0 : (index % 3) * 200;
    const top = index < 0 ? 0 : Math.floor(index / 3) * 160;
    const [width, height] = index < 0 ? [600, 480] : [180, 135];
    return { x: left, y: top, left, top, width, height, right: left + width, bottom: top + height, toJSON: () => ({}) };
  });
}

/** dnd-kit listens for the next keys a tick after the drag starts. */
async function press(target: Element, code: string) {
  await act(async () => {
    fireEvent.keyDown(target, { code, key: code === 'Space' ? ' ' : code });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('reordering from the keyboard', () => {
  it('moves a photo with Space on its handle, the arrow keys and Space, and reads each step out', async () => {
    layOutTiles();
    render(<Harness />);
    const handle = screen.getByRole('button', { name: 'Reorder photo 1' });
    expect(handle.getAttribute('aria-roledescription')).toBe('sortable');
    const instructions = document.getElementById(handle.getAttribute('aria-describedby') ?? '');
    expect(instructions?.textContent).toMatch(/press Space or Enter to pick it up/);
    handle.focus();

    await press(handle, 'Space');
    const live = () => screen.getByRole('status').textContent;
    expect(live()).toBe('Picked up photo 1 of 3, the cover photo.');
    await press(handle, 'ArrowRight');
    expect(live()).toBe('Photo 1 is at position 2 of 3.');
    await press(handle, 'ArrowRight');
    expect(live()).toBe('Photo 1 is at position 3 of 3.');
    await press(handle, 'Space');
    expect(live()).toBe('Photo 1 was dropped at position 3 of 3.');

    // The cover went with its photo, now the third.
    expect(tiles()).toEqual({ order: ['/media/b', '/media/c', '/media/a'], cover: 2 });
  });

  it('puts the photo back where it was on Escape', async () => {
    layOutTiles();
    render(<Harness />);
    const handle = screen.getByRole('button', { name: 'Reorder photo 2' });
    handle.focus();
    await press(handle, 'Space');
    await press(handle, 'ArrowRight');
    await press(handle, 'Escape');
    expect(screen.getByRole('status').textContent).toBe('Reordering cancelled. Photo 2 is back at position 2 of 3.');
    expect(tiles().order).toEqual(['/media/a', '/media/b', '/media/c']);
  });

  it('does not pick a photo up from its other buttons', async () => {
    layOutTiles();
    render(<Harness />);
    const star = screen.getByRole('button', { name: 'Set photo 2 as cover' });
    await press(star, 'Space');
    await press(star, 'ArrowRight');
    expect(screen.queryByRole('status')?.textContent ?? '').toBe('');
    expect(tiles().order).toEqual(['/media/a', '/media/b', '/media/c']);
  });
});

describe('photos on their way', () => {
  /** An uploader whose answers the test gives, photo by photo. */
  function heldUploader() {
    const calls = new Map<
      string,
      { resolve(url: string): void; reject(error: unknown): void; progress(share: number): void }
    >();
    const uploader: PhotoUploader = {
      upload: (file, onProgress) =>
        new Promise((resolve, reject) =>
          calls.set(file.name, { resolve, reject, progress: (share) => onProgress?.(share) }),
        ),
    };
    const answer = (name: string) => {
      const call = calls.get(name);
      if (!call) throw new Error(`${name} was not sent`);
      return call;
    };
    return { uploader, answer };
  }

  function choose(...names: string[]) {
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    act(() => {
      fireEvent.change(input, { target: { files: names.map((name) => fakeFile(name)) } });
    });
  }

  it("shows each photo's own progress, and its thumbnail as soon as it arrives", async () => {
    const { uploader, answer } = heldUploader();
    render(<Harness count={0} uploader={uploader} />);
    choose('front.jpg', 'rear.jpg');
    const bar = (name: string) => screen.getByRole('progressbar', { name: `Uploading ${name}` });
    expect(bar('front.jpg').getAttribute('aria-valuenow')).toBe('0');
    expect(bar('rear.jpg').getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getByText('Uploading photos...')).toBeTruthy();

    act(() => answer('front.jpg').progress(0.37));
    act(() => answer('rear.jpg').progress(1));
    expect(bar('front.jpg').getAttribute('aria-valuenow')).toBe('37');
    expect(within(screen.getByRole('listitem', { name: 'front.jpg' })).getByText('37%')).toBeTruthy();
    // All sent, the host still working on it.
    expect(bar('rear.jpg').getAttribute('aria-valuetext')).toBe('Processing...');

    await act(async () => answer('rear.jpg').resolve('/media/rear-1600.webp'));
    expect(tiles().order).toEqual(['/media/rear']);
    expect(screen.queryByRole('progressbar', { name: 'Uploading rear.jpg' })).toBeNull();
    expect(bar('front.jpg').getAttribute('aria-valuenow')).toBe('37');
    expect(screen.getByText('Uploaded Photos (1/10)')).toBeTruthy();

    await act(async () => answer('front.jpg').resolve('/media/front-1600.webp'));
    // The first chosen goes first and is the cover, though it came last.
    expect(tiles()).toEqual({ order: ['/media/front', '/media/rear'], cover: 0 });
    expect(screen.queryAllByRole('progressbar')).toEqual([]);
    expect(screen.getByText('Drag photos here or click to upload')).toBeTruthy();
  });

  it('shows a failed photo its own error, to retry or remove, while the others carry on', async () => {
    const { uploader, answer } = heldUploader();
    render(<Harness count={1} uploader={uploader} />);
    choose('dash.jpg', 'wheel.jpg', 'seats.jpg');
    await act(async () => answer('dash.jpg').reject(new UploadFailure('connection', 'Connection issue')));
    await act(async () => answer('wheel.jpg').reject(new UploadFailure('host', 'File must be an image')));

    const dash = screen.getByRole('listitem', { name: 'dash.jpg' });
    expect(within(dash).getByText('Upload failed')).toBeTruthy();
    expect(within(dash).getByText('Connection issue')).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'wheel.jpg' })).getByText('File must be an image')).toBeTruthy();
    // seats.jpg is still on its way, untouched.
    expect(screen.getByRole('progressbar', { name: 'Uploading seats.jpg' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove wheel.jpg' }));
    expect(screen.queryByRole('listitem', { name: 'wheel.jpg' })).toBeNull();

    fireEvent.click(within(dash).getByRole('button', { name: 'Retry uploading dash.jpg' }));
    expect(document.activeElement).toBe(screen.getByRole('listitem', { name: 'dash.jpg' }));
    expect(screen.getByRole('progressbar', { name: 'Uploading dash.jpg' })).toBeTruthy();
    await act(async () => answer('seats.jpg').resolve('/media/seats-1600.webp'));
    await act(async () => answer('dash.jpg').resolve('/media/dash-1600.webp'));
    // A photo that arrives on a retry goes last.
    expect(tiles().order).toEqual(['/media/a', '/media/seats', '/media/dash']);
    expect(screen.getByText('Uploaded Photos (3/10)')).toBeTruthy();
  });
});
