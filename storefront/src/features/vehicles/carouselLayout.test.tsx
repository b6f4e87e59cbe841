// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { makeVehicle } from '../../testing/render';
import { carouselCardClass, carouselCardSizes } from './carouselLayout';
import { CarouselSkeleton } from './CarouselSkeleton';
import { VehicleCarousel } from './VehicleCarousel';

afterEach(cleanup);

/** Tailwind 4's default breakpoints in px (sm 40rem, md 48rem, lg 64rem); the app's theme keeps them. */
const breakpoints: Record<string, number> = { '': 0, sm: 640, md: 768, lg: 1024 };

/** The card width the class list gives at a viewport width: the widest breakpoint's w-[Npx] that applies. */
function classWidthAt(viewport: number, classes: string): number | undefined {
  let width: number | undefined;
  let from = -1;
  for (const match of classes.matchAll(/(?:^|\s)(?:(\w+):)?w-\[(\d+)px\]/g)) {
    const min = breakpoints[match[1] ?? ''];
    if (min !== undefined && viewport >= min && min > from) [width, from] = [Number(match[2]), min];
  }
  return width;
}

/** The width the `sizes` attribute tells the browser the photo has at a viewport width. */
function sizesWidthAt(viewport: number, sizes: string): number | undefined {
  for (const entry of sizes.split(',').map((part) => part.trim())) {
    const match = /^(?:\(min-width: (\d+)px\) )?(\d+)px$/.exec(entry);
    if (!match) throw new Error(`Unexpected sizes entry: ${entry}`);
    if (!match[1] || viewport >= Number(match[1])) return Number(match[2]);
  }
  return undefined;
}

const expected: Array<[number, number]> = [
  [360, 280],
  [639, 280],
  [640, 290],
  [767, 290],
  [768, 300],
  [1023, 300],
  [1024, 306],
  [1440, 306],
];

describe('home carousel card widths (280 / 290 / 300 / 306)', () => {
  it.each(expected)(
    'at a %i px viewport a card is %i px wide, and its photo is fetched for that width',
    (viewport, width) => {
      expect(classWidthAt(viewport, carouselCardClass)).toBe(width);
      expect(sizesWidthAt(viewport, carouselCardSizes)).toBe(width);
    },
  );

  it("keeps Tailwind's default breakpoints, which the widths above are measured against", () => {
    const styles = readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../../app/styles.css'), 'utf8');
    expect(styles).not.toMatch(/--breakpoint-(sm|md|lg)\s*:/);
  });

  it('gives every card and every placeholder of the carousel that width', () => {
    render(
      <MemoryRouter>
        <VehicleCarousel
          label="Recent listings"
          vehicles={[1, 2].map((id) => makeVehicle({ id, images: ['/media/seed/x5-1600.webp'] }))}
        />
        <CarouselSkeleton label="Loading listings" count={6} />
      </MemoryRouter>,
    );
    for (const name of ['Recent listings', 'Loading listings']) {
      for (const item of within(screen.getByRole('list', { name })).getAllByRole('listitem')) {
        expect(item.className).toContain(carouselCardClass);
      }
    }
    for (const image of screen.getAllByRole('img')) expect(image.getAttribute('sizes')).toBe(carouselCardSizes);
  });
});
