/**
 * The photo list and its cover: the cover index starts at 0, and removing or reordering photos
 * moves it so the same photo stays the cover. Pure functions over { photos, cover }.
 */
import { photosPerListing } from '@contract/media';

export interface PhotoList {
  photos: string[];
  /** Index of the cover photo in `photos`; 0 when there are none. */
  cover: number;
}

export const emptyPhotoList: PhotoList = { photos: [], cover: 0 };

function clampCover(cover: number, length: number): number {
  return length === 0 || !Number.isInteger(cover) ? 0 : Math.min(Math.max(cover, 0), length - 1);
}

/** A list from stored addresses (edit mode, a saved draft): blanks and duplicates dropped, at most 10. */
export function photoListFrom(photos: readonly unknown[] | undefined, cover = 0): PhotoList {
  const clean = [
    ...new Set((photos ?? []).filter((photo): photo is string => typeof photo === 'string' && photo.trim() !== '')),
  ];
  const kept = clean.slice(0, photosPerListing);
  return { photos: kept, cover: clampCover(cover, kept.length) };
}

export function addPhotos(list: PhotoList, urls: readonly string[]): PhotoList {
  const photos = [...list.photos, ...urls.filter((url) => !list.photos.includes(url))].slice(0, photosPerListing);
  return { photos, cover: clampCover(list.cover, photos.length) };
}

/**
 * One photo that finished uploading, placed before the first of `later` (the photos selected after it that arrived
 * first), or last: a selection keeps its order whichever photo the host answers first. The cover stays on its
 * photo, except that a photo taking the first place while the first photo is the cover becomes the cover itself:
 * the first photo selected for a new listing is its cover, as it would be had it arrived first.
 */
export function insertPhoto(list: PhotoList, url: string, later: readonly string[] = []): PhotoList {
  if (list.photos.includes(url) || list.photos.length >= photosPerListing) return list;
  const found = list.photos.findIndex((photo) => later.includes(photo));
  const at = found === -1 ? list.photos.length : found;
  const photos = [...list.photos.slice(0, at), url, ...list.photos.slice(at)];
  const cover = at <= list.cover && !(at === 0 && list.cover === 0) ? list.cover + 1 : list.cover;
  return { photos, cover: clampCover(cover, photos.length) };
}

export function removePhoto(list: PhotoList, index: number): PhotoList {
  if (index < 0 || index >= list.photos.length) return list;
  const photos = list.photos.filter((_, position) => position !== index);
  let cover = list.cover;
  if (index < cover) cover -= 1;
  // Removing the cover itself: the photo that takes its place becomes the cover.
  return { photos, cover: clampCover(cover, photos.length) };
}

export function movePhoto(list: PhotoList, from: number, to: number): PhotoList {
  const last = list.photos.length - 1;
  if (from < 0 || from > last || to < 0 || to > last || from === to) return list;
  const photos = [...list.photos];
  const [moved] = photos.splice(from, 1);
  photos.splice(to, 0, moved);
  const coverPhoto = list.photos[list.cover];
  return { photos, cover: photos.indexOf(coverPhoto) };
}

export function setCover(list: PhotoList, index: number): PhotoList {
  if (index < 0 || index >= list.photos.length) return list;
  return { ...list, cover: index };
}

/**
 * The addresses a listing stores, in display order: the cover first (cards and the admin table show the first
 * image), then the others as the seller arranged them.
 */
export function photosForSave(list: PhotoList): string[] {
  const cover = list.photos[list.cover];
  if (cover === undefined) return [...list.photos];
  return [cover, ...list.photos.filter((_, index) => index !== list.cover)];
}
