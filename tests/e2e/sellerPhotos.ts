/** Real image files for the seller tests, drawn with sharp: a JPEG carrying EXIF (camera, GPS-like tags), a PNG and a WebP. */
import sharp from 'sharp';

export interface TestImage {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

function canvas(color: string) {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: color } });
}

export async function sellerPhotos(): Promise<TestImage[]> {
  const [jpeg, png, webp] = await Promise.all([
    canvas('#8a1c1c')
      .jpeg({ quality: 85 })
      .withExif({ IFD0: { Make: 'E2E Camera', Model: 'Seller Phone', Copyright: 'e2e' } })
      .toBuffer(),
    canvas('#1c3f8a').png().toBuffer(),
    canvas('#2f6b2f').webp().toBuffer(),
  ]);
  return [
    { name: 'front-angle.jpg', mimeType: 'image/jpeg', buffer: jpeg },
    { name: 'rear-angle.png', mimeType: 'image/png', buffer: png },
    { name: 'interior.webp', mimeType: 'image/webp', buffer: webp },
  ];
}
