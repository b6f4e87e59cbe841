import type { Active, Over } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { photoReorderAnnouncements, photoReorderInstructions } from './photoReorder';

const items = ['/a', '/b', '/c', '/d', '/e', '/f'];

/** A photo as dnd-kit describes it to the announcements: its place in the sortable list and our data. */
function entry(index: number, cover = false): Active & Over {
  return {
    id: items[index],
    data: { current: { sortable: { containerId: 'photos', index, items }, cover } },
    rect: { current: { initial: null, translated: null } },
    disabled: false,
  } as unknown as Active & Over;
}

describe('what a screen reader hears while photos are reordered', () => {
  it('names the photo by the place it was picked up from, and where it goes as a position', () => {
    const say = photoReorderAnnouncements();
    expect(say.onDragStart({ active: entry(1) })).toBe('Picked up photo 2 of 6.');
    expect(say.onDragOver({ active: entry(1), over: entry(3) })).toBe('Photo 2 is at position 4 of 6.');
    expect(say.onDragEnd({ active: entry(1), over: entry(3) })).toBe('Photo 2 was dropped at position 4 of 6.');
    expect(say.onDragCancel({ active: entry(1), over: entry(3) })).toBe(
      'Reordering cancelled. Photo 2 is back at position 2 of 6.',
    );
  });

  it('does not cut the pick-up short with the photo over its own place, but says when it comes back', () => {
    const say = photoReorderAnnouncements();
    say.onDragStart({ active: entry(1) });
    expect(say.onDragOver({ active: entry(1), over: entry(1) })).toBeUndefined();
    expect(say.onDragOver({ active: entry(1), over: entry(2) })).toBe('Photo 2 is at position 3 of 6.');
    expect(say.onDragOver({ active: entry(1), over: entry(2) })).toBeUndefined();
    expect(say.onDragOver({ active: entry(1), over: entry(1) })).toBe('Photo 2 is at position 2 of 6.');
  });

  it('says when the photo picked up is the cover', () => {
    const say = photoReorderAnnouncements();
    expect(say.onDragStart({ active: entry(0, true) })).toBe('Picked up photo 1 of 6, the cover photo.');
  });

  it('never reads out a photo address', () => {
    const say = photoReorderAnnouncements();
    say.onDragStart({ active: entry(2) });
    const outside = say.onDragOver({ active: entry(2), over: null });
    const dropped = say.onDragEnd({ active: entry(2), over: null });
    expect(outside).toBe('Photo 3 is not over a place in the list.');
    expect(dropped).toBe('Photo 3 was dropped back at position 3 of 6.');
    for (const text of [outside, dropped, photoReorderInstructions.draggable]) expect(text).not.toMatch(/\/[a-f]\b/);
  });

  it('tells a keyboard user how to move a photo', () => {
    expect(photoReorderInstructions.draggable).toMatch(/Space or Enter to pick it up, use the arrow keys/);
    expect(photoReorderInstructions.draggable).toMatch(/Escape to cancel/);
  });
});
