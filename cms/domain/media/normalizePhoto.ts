/**
 * Decides from the bytes whether an upload is a photo we take, then makes the file we store: turned upright from
 * its EXIF orientation, at most 2560 px on its long side, WebP, with every metadata block (EXIF, GPS, XMP, ICC
 * profile converted to sRGB) left behind.
 */
import sharp from 'sharp';
import { uploadMessages } from '../../../contract/media.ts';
import { InvalidInputError } from '../errors.ts';

/** sharp's names of the formats a phone or camera gives; HEIC where this libvips can read it. */
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'heif', 'avif']);
const otherImageFormats = new Set(['gif', 'tiff', 'svg', 'jp2', 'jxl', 'pdf', 'raw', 'ppm', 'fits', 'exr', 'magick']);
export const MAX_STORED_EDGE = 2560;
/** A 10 MB file may claim billions of pixels (a decompression bomb); 100 MP covers every camera sold. */
const MAX_INPUT_PIXELS = 100_000_000;

export interface NormalizedPhoto {
  data: Buffer;
  width: number;
  height: number;
}

export async function normalizePhoto(bytes: Buffer): Promise<NormalizedPhoto> {
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw new InvalidInputError(uploadMessages.notAnImage);
  }
  if (!format || !acceptedFormats.has(format)) {
    if (format && otherImageFormats.has(format)) {
      throw new InvalidInputError(`Photos must be JPEG, PNG, WebP, HEIC or AVIF (this file is ${format.toUpperCase()})`);
    }
    throw new InvalidInputError(uploadMessages.notAnImage);
  }
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' })
      .rotate()
      .resize({ width: MAX_STORED_EDGE, height: MAX_STORED_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    const reason = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(reason)) throw new InvalidInputError('The image has too many pixels (at most 100 megapixels)');
    throw new InvalidInputError('The image could not be read: the file is damaged or incomplete');
  }
}
