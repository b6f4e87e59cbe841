// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePhotoUploads } from '../../features/photos/usePhotoUploads';
import { PhotosSection } from './PhotosSection';

afterEach(cleanup);

const photos = ['/media/a-1600.webp', '/media/b-1600.webp', '/media/c-1600.webp'];

function Harness({ count = 3 }: { count?: number }) {
  const uploads = usePhotoUploads({ initial: { photos: photos.slice(0, count), cover: 0 } });
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
