// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Gallery, wrapIndex } from './Gallery';

afterEach(cleanup);

const photos = ['/media/a-1600.webp', '/media/b-1600.webp', '/media/c-1600.webp'];
const counter = () => screen.getByText(/^\d+ \/ \d+$/).textContent;

describe('Gallery', () => {
  it('wraps the index at both ends', () => {
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(5, 0)).toBe(0);
  });

  it('pages with previous and next, wrapping, with the n / total counter and thumbnails', () => {
    render(<Gallery images={photos} name="2021 BMW X5" />);
    expect(counter()).toBe('1 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(counter()).toBe('3 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(counter()).toBe('1 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Show photo 2' }));
    expect(counter()).toBe('2 / 3');
    expect(screen.getByRole('button', { name: 'Show photo 2' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('img', { name: '2021 BMW X5, photo 2 of 3' }).getAttribute('src')).toBe(
      '/media/b-800.webp',
    );
  });

  it('follows the arrow keys while focus is in the gallery', () => {
    render(<Gallery images={photos} name="2021 BMW X5" />);
    const region = screen.getByRole('region', { name: 'Photos of 2021 BMW X5' });
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(counter()).toBe('3 / 3');
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(counter()).toBe('2 / 3');
  });

  it('opens the shown photo full screen on a click, pages with the arrow keys, and closes with Escape', async () => {
    render(<Gallery images={photos} name="2021 BMW X5" />);
    fireEvent.click(screen.getByRole('button', { name: 'Show photo 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'View photo 2 of 3 full screen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photos of 2021 BMW X5, full screen' });
    expect(within(dialog).getByText(/^\d+ \/ \d+$/).textContent).toBe('2 / 3');
    // The viewer takes the focus, so keys go to it.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    await waitFor(() => expect(within(dialog).getByText(/^\d+ \/ \d+$/).textContent).toBe('3 / 3'));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The gallery shows the photo the buyer last looked at.
    expect(counter()).toBe('3 / 3');
  });

  it('shows the fallback picture and no controls without photos', () => {
    render(<Gallery images={[]} name="2021 BMW X5" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('img', { name: '2021 BMW X5' }).getAttribute('src')).toMatch(/^data:image\/svg/);
  });
});
