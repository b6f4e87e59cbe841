import { describe, expect, it } from 'vitest';
import { photoMaxBytes } from '@contract/media';
import { isImageFile, screenSelection } from './photoSelection';
import { fakeFile } from './testFiles';

describe('screenSelection', () => {
  it('skips files that are not images and files over 10 MB, saying why', () => {
    const result = screenSelection(
      [fakeFile('a.jpg'), fakeFile('notes.txt', 'text/plain'), fakeFile('huge.png', 'image/png', photoMaxBytes + 1)],
      0,
    );
    expect(result.accepted.map((file) => file.name)).toEqual(['a.jpg']);
    expect(result.invalid).toEqual(['Skipped: notes.txt (not an image)', 'Skipped: huge.png (too large)']);
    expect(result.overLimit).toEqual([]);
  });

  it('accepts a file of exactly 10 MB', () => {
    expect(screenSelection([fakeFile('edge.jpg', 'image/jpeg', photoMaxBytes)], 0).accepted).toHaveLength(1);
  });

  it('keeps only the first (10 minus already uploaded) valid files', () => {
    const files = Array.from({ length: 6 }, (_, index) => fakeFile(`p${index}.jpg`));
    const result = screenSelection(files, 7);
    expect(result.accepted.map((file) => file.name)).toEqual(['p0.jpg', 'p1.jpg', 'p2.jpg']);
    expect(result.overLimit).toEqual([
      'Skipped: p3.jpg (max 10 photos)',
      'Skipped: p4.jpg (max 10 photos)',
      'Skipped: p5.jpg (max 10 photos)',
    ]);
  });

  it('an invalid file does not use up a slot', () => {
    const result = screenSelection([fakeFile('doc.pdf', 'application/pdf'), fakeFile('a.jpg'), fakeFile('b.jpg')], 8);
    expect(result.accepted.map((file) => file.name)).toEqual(['a.jpg', 'b.jpg']);
  });

  it('accepts nothing at 10 photos', () => {
    expect(screenSelection([fakeFile('a.jpg')], 10).accepted).toEqual([]);
  });
});

describe('isImageFile', () => {
  it('trusts the type, and the name only when the browser gives no type (HEIC on some browsers)', () => {
    expect(isImageFile(fakeFile('x.heic', ''))).toBe(true);
    expect(isImageFile(fakeFile('x.exe', ''))).toBe(false);
    expect(isImageFile(fakeFile('x.jpg', 'application/octet-stream'))).toBe(false);
    expect(isImageFile(fakeFile('x', 'image/webp'))).toBe(true);
  });
});
