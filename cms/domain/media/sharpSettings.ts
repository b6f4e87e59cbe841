/**
 * sharp for a server that resizes uploads: libvips' operation cache only helps when the same image is processed
 * again, which never happens here, and it holds up to 50 MB per recent operation. Off, a burst of uploads needs
 * less memory for the same speed (see bench/upload-photos.ts).
 */
import sharp from 'sharp';

export function configureSharpForUploads(): void {
  sharp.cache(false);
}
