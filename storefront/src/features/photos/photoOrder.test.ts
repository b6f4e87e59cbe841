import { describe, expect, it } from 'vitest';
import {
  addPhotos,
  emptyPhotoList,
  insertPhoto,
  movePhoto,
  photoListFrom,
  photosForSave,
  removePhoto,
  setCover,
  type PhotoList,
} from './photoOrder';

const list = (cover: number): PhotoList => ({ photos: ['a', 'b', 'c', 'd'], cover });
const coverOf = (value: PhotoList) => value.photos[value.cover];

describe('cover index', () => {
  it('starts at 0', () => {
    expect(photoListFrom(['a', 'b']).cover).toBe(0);
    expect(addPhotos({ photos: [], cover: 0 }, ['a', 'b']).cover).toBe(0);
  });

  it('follows the same photo when photos are reordered', () => {
    for (let cover = 0; cover < 4; cover++) {
      for (let from = 0; from < 4; from++) {
        for (let to = 0; to < 4; to++) {
          const moved = movePhoto(list(cover), from, to);
          expect(coverOf(moved)).toBe(list(cover).photos[cover]);
        }
      }
    }
    expect(movePhoto(list(1), 1, 3).photos).toEqual(['a', 'c', 'd', 'b']);
  });

  it('follows the same photo when another photo is removed', () => {
    expect(coverOf(removePhoto(list(2), 0))).toBe('c');
    expect(coverOf(removePhoto(list(2), 3))).toBe('c');
    expect(removePhoto(list(2), 0).cover).toBe(1);
  });

  it('passes to the next photo when the cover is removed, and the previous one when it was last', () => {
    expect(coverOf(removePhoto(list(1), 1))).toBe('c');
    expect(coverOf(removePhoto(list(3), 3))).toBe('c');
    expect(removePhoto({ photos: ['a'], cover: 0 }, 0)).toEqual({ photos: [], cover: 0 });
  });

  it('ignores indexes out of range', () => {
    expect(movePhoto(list(0), 0, 9)).toEqual(list(0));
    expect(removePhoto(list(0), -1)).toEqual(list(0));
    expect(setCover(list(0), 4)).toEqual(list(0));
    expect(setCover(list(0), 2).cover).toBe(2);
  });
});

describe('photo lists', () => {
  it('stores the cover first, then the others in their order', () => {
    expect(photosForSave(list(2))).toEqual(['c', 'a', 'b', 'd']);
    expect(photosForSave({ photos: [], cover: 0 })).toEqual([]);
  });

  it('drops blanks, duplicates and anything past 10 when loading stored photos', () => {
    const many = Array.from({ length: 12 }, (_, index) => `p${index}`);
    expect(photoListFrom(['a', '', 'a', 7, 'b']).photos).toEqual(['a', 'b']);
    expect(photoListFrom(many).photos).toHaveLength(10);
    expect(photoListFrom(['a'], 5).cover).toBe(0);
  });

  it('places a photo that arrives late before the photos selected after it, or last', () => {
    // Selected a, b, c into a listing holding x: b and c arrived first, then a.
    let value: PhotoList = { photos: ['x'], cover: 0 };
    value = insertPhoto(value, 'b');
    value = insertPhoto(value, 'c');
    value = insertPhoto(value, 'a', ['b', 'c']);
    expect(value).toEqual({ photos: ['x', 'a', 'b', 'c'], cover: 0 });
    // The seller moved c to the front meanwhile: a still goes before the first later photo it finds.
    expect(insertPhoto({ photos: ['c', 'x', 'b'], cover: 1 }, 'a', ['b', 'c'])).toEqual({
      photos: ['a', 'c', 'x', 'b'],
      cover: 2,
    });
  });

  it('makes the first photo selected for an empty listing its cover, whichever arrived first', () => {
    let value = insertPhoto(emptyPhotoList, 'rear');
    expect(value.photos[value.cover]).toBe('rear');
    value = insertPhoto(value, 'front', ['rear']);
    expect(value).toEqual({ photos: ['front', 'rear'], cover: 0 });
  });

  it('keeps a starred cover on its photo when an earlier photo arrives', () => {
    expect(insertPhoto({ photos: ['b', 'c'], cover: 1 }, 'a', ['b', 'c'])).toEqual({
      photos: ['a', 'b', 'c'],
      cover: 2,
    });
  });

  it('ignores a photo already listed and a photo past 10', () => {
    expect(insertPhoto(list(0), 'b')).toEqual(list(0));
    const ten = { photos: Array.from({ length: 10 }, (_, index) => `p${index}`), cover: 3 };
    expect(insertPhoto(ten, 'x')).toEqual(ten);
  });

  it('adds new photos after the others, never past 10', () => {
    const nine = Array.from({ length: 9 }, (_, index) => `p${index}`);
    expect(addPhotos({ photos: nine, cover: 4 }, ['x', 'y']).photos).toEqual([...nine, 'x']);
    expect(addPhotos({ photos: nine, cover: 4 }, ['x']).cover).toBe(4);
  });
});
