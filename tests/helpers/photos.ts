/**
 * Real image files for upload tests, drawn with sharp: a camera-like JPEG with EXIF (orientation, GPS, camera),
 * PNG, GIF, and forms in the image host's protocol.
 */
import sharp from 'sharp';
import { defaultUploadPreset, vehiclePhotoFolder } from '../../contract/media.ts';

/** A smooth gradient with grain: compresses like a photo, not like flat colour or pure noise. */
function photoLike(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const grain = ((x * 7919 + y * 104729) % 23) - 11;
      pixels[i] = Math.max(0, Math.min(255, (x * 255) / width + grain));
      pixels[i + 1] = Math.max(0, Math.min(255, (y * 255) / height + grain));
      pixels[i + 2] = Math.max(0, Math.min(255, 128 + ((x + y) % 64) + grain));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/**
 * A JPEG as a phone writes it: stored landscape with EXIF orientation 6 (to be shown turned 90° clockwise), with
 * the camera and the GPS position of where it was taken.
 */
export function cameraJpeg(width = 1200, height = 900, quality = 90): Promise<Buffer> {
  return photoLike(width, height)
    .jpeg({ quality })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'TestPhone', Model: 'Camera 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 44/1 54/1', GPSLongitudeRef: 'W', GPSLongitude: '73/1 59/1 9/1' },
    })
    .toBuffer();
}

/** A PNG as a screenshot or an editing app saves it, with EXIF (camera and GPS) that must not survive. */
export function pngPhoto(width = 1000, height = 750): Promise<Buffer> {
  return photoLike(width, height)
    .png()
    .withExifMerge({ IFD0: { Make: 'TestPhone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 44/1 54/1' } })
    .toBuffer();
}

export function gifImage(): Promise<Buffer> {
  return photoLike(64, 48).gif().toBuffer();
}

/** The form the listing form sends to an image host. */
export function uploadForm(
  file: Buffer,
  { name = 'photo.jpg', type = 'image/jpeg', preset = defaultUploadPreset, folder = vehiclePhotoFolder } = {},
): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)], { type }), name);
  form.append('upload_preset', preset);
  form.append('folder', folder);
  return form;
}
