// @vitest-environment happy-dom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fallbackPhotoUrl } from './photoFallback';
import { VehiclePhoto } from './VehiclePhoto';

afterEach(cleanup);

const ours = '/media/vehicle-photos/abc-1600.webp';

function image(container: HTMLElement): HTMLImageElement {
  const img = container.querySelector('img');
  if (!img) throw new Error('no <img>');
  return img;
}

describe('VehiclePhoto', () => {
  it('offers every stored variant through srcset and sizes for our own addresses', () => {
    const { container } = render(<VehiclePhoto src={ours} alt="2021 BMW M3" sizes="50vw" />);
    const img = image(container);
    expect(img.getAttribute('srcset')).toBe(
      '/media/vehicle-photos/abc-400.webp 400w, /media/vehicle-photos/abc-800.webp 800w, /media/vehicle-photos/abc-1600.webp 1600w',
    );
    expect(img.getAttribute('sizes')).toBe('50vw');
    expect(img.getAttribute('src')).toBe('/media/vehicle-photos/abc-800.webp');
    expect(img.getAttribute('alt')).toBe('2021 BMW M3');
  });

  it('shows any other address as it is, without srcset', () => {
    const url = 'https://images.example.com/car.jpg';
    const img = image(render(<VehiclePhoto src={url} alt="Car" sizes="100vw" />).container);
    expect(img.getAttribute('src')).toBe(url);
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('sizes')).toBe(false);
  });

  it('loads lazily unless it is the priority image', () => {
    const lazy = image(render(<VehiclePhoto src={ours} alt="a" sizes="100vw" />).container);
    expect(lazy.getAttribute('loading')).toBe('lazy');
    cleanup();
    const eager = image(render(<VehiclePhoto src={ours} alt="a" sizes="100vw" priority />).container);
    expect(eager.getAttribute('loading')).toBe('eager');
    expect(eager.getAttribute('fetchpriority')).toBe('high');
  });

  it('keeps a fixed 4:3 box and adds the caller classes', () => {
    const { container } = render(<VehiclePhoto src={ours} alt="a" sizes="100vw" className="rounded-lg" />);
    const box = container.firstElementChild as HTMLElement;
    expect(box.className).toContain('aspect-[4/3]');
    expect(box.className).toContain('rounded-lg');
  });

  it('shows the fallback picture when there is no address', () => {
    for (const src of [undefined, null, '', '   ']) {
      const img = image(render(<VehiclePhoto src={src} alt="No photo" sizes="100vw" />).container);
      expect(img.getAttribute('src')).toBe(fallbackPhotoUrl);
      cleanup();
    }
    expect(fallbackPhotoUrl.startsWith('data:image/svg+xml')).toBe(true);
  });

  it('falls back when the photo fails to load, and tries a new address again', () => {
    const { container, rerender } = render(<VehiclePhoto src={ours} alt="a" sizes="100vw" />);
    fireEvent.error(image(container));
    expect(image(container).getAttribute('src')).toBe(fallbackPhotoUrl);
    expect(image(container).hasAttribute('srcset')).toBe(false);

    rerender(<VehiclePhoto src="/media/other-1600.webp" alt="a" sizes="100vw" />);
    expect(image(container).getAttribute('src')).toBe('/media/other-800.webp');
  });
});
