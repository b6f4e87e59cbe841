import type { CollectionConfig } from 'payload';
import { photoWidths, variantFileName, type PhotoWidth } from '../../../../contract/photoVariants.ts';
import { nobody, serverManaged } from '../../access/roles.ts';
import type { PhotoStorage } from '../../../platform/config/storage.ts';
import { assignOwner } from '../../hooks/assignOwner.ts';
import { manageOwnMedia, readMedia } from './access.ts';
import { recordSecureUrl } from './hooks/recordSecureUrl.ts';

export const photoSizeNames: Record<PhotoWidth, string> = { 400: 'small', 800: 'medium', 1600: 'large' };

/**
 * Uploaded photos. Files arrive only through /api/media/upload (which checks the bytes, auto-rotates and strips
 * metadata), so create is closed to every other door, /cms-api included. Payload makes the WebP variants.
 */
export function mediaCollection(storage: PhotoStorage): CollectionConfig {
  return {
    slug: 'media',
    access: { read: readMedia, create: nobody, update: manageOwnMedia, delete: manageOwnMedia },
    upload: {
      // With S3 the storage plugin takes over and nothing is written here.
      staticDir: storage.kind === 'local' ? storage.dir : 'media-unused',
      mimeTypes: ['image/webp'],
      crop: false,
      focalPoint: false,
      withMetadata: false,
      imageSizes: photoWidths.map((width) => ({
        name: photoSizeNames[width],
        width,
        // Smaller photos keep their size: every variant always exists, so the srcset never has a hole.
        withoutEnlargement: true,
        formatOptions: { format: 'webp', options: { quality: 80 } },
        // Named by nominal width (`<base>-1600.webp`): the storefront builds its srcset from that naming.
        generateImageName: ({ originalName }) => variantFileName(originalName, width),
      })),
    },
    hooks: { beforeChange: [assignOwner, recordSecureUrl(storage)] },
    fields: [
      { name: 'alt', type: 'text', maxLength: 300 },
      {
        name: 'owner', type: 'relationship', relationTo: 'users', index: true,
        access: { create: serverManaged, update: serverManaged },
      },
      { name: 'folder', type: 'text', maxLength: 100, access: { update: serverManaged } },
      {
        // The large variant's address, as listings store it: how the cleanup finds photos no listing uses.
        name: 'secureUrl', type: 'text', index: true,
        access: { create: serverManaged, update: serverManaged },
      },
    ],
  };
}
