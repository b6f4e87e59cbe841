/**
 * What a screen reader hears while the seller reorders photos (dnd-kit's live region): positions in the seller's
 * words ("Picked up photo 2 of 6") instead of the library's "draggable item {id}", which would read out an address.
 * A photo is named by the place it was picked up from; where it goes is said as a position.
 */
import type { Active, Announcements, Over, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import { hasSortableData } from '@dnd-kit/sortable';

/** What each sortable photo carries besides its place, for the announcements. */
export interface SortablePhotoData extends Record<string, unknown> {
  cover: boolean;
}

interface Place {
  /** 1-based, as the tiles are numbered. */
  position: number;
  total: number;
  cover: boolean;
}

function placeOf(entry: Active | Over | null): Place | null {
  if (!entry || !hasSortableData(entry)) return null;
  const { index, items } = entry.data.current.sortable;
  return { position: index + 1, total: items.length, cover: entry.data.current.cover === true };
}

export const photoReorderInstructions: ScreenReaderInstructions = {
  draggable:
    'To move a photo, press Space or Enter to pick it up, use the arrow keys to move it, then press Space or ' +
    'Enter to drop it in its new place. Press Escape to cancel.',
};

/**
 * The announcements for one list (give each DndContext its own, made once): they remember where the photo was last
 * announced, since dnd-kit reports the photo over its own place as soon as it is picked up, which would otherwise
 * cut "Picked up photo 2 of 6" short.
 */
export function photoReorderAnnouncements(): Announcements {
  let announcedOver: UniqueIdentifier | null = null;
  return {
    onDragStart({ active }) {
      announcedOver = active.id;
      const from = placeOf(active);
      if (!from) return 'Picked up a photo.';
      return `Picked up photo ${from.position} of ${from.total}${from.cover ? ', the cover photo' : ''}.`;
    },
    onDragOver({ active, over }) {
      const from = placeOf(active);
      const to = placeOf(over);
      if (!from || (over?.id ?? null) === announcedOver) return undefined;
      announcedOver = over?.id ?? null;
      if (!to) return `Photo ${from.position} is not over a place in the list.`;
      return `Photo ${from.position} is at position ${to.position} of ${to.total}.`;
    },
    onDragEnd({ active, over }) {
      const from = placeOf(active);
      const to = placeOf(over);
      if (!from) return undefined;
      if (!to) return `Photo ${from.position} was dropped back at position ${from.position} of ${from.total}.`;
      return `Photo ${from.position} was dropped at position ${to.position} of ${to.total}.`;
    },
    onDragCancel({ active }) {
      const from = placeOf(active);
      if (!from) return undefined;
      return `Reordering cancelled. Photo ${from.position} is back at position ${from.position} of ${from.total}.`;
    },
  };
}
