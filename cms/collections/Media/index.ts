import type { CollectionConfig } from 'payload';
import { assignOwner } from '../../hooks/assignOwner.ts';
import { createMedia, manageOwnMedia, readMedia } from './access.ts';

/** Uploaded photos. The upload pipeline (sharp variants, limits, storage) is configured in step 3. */
export function mediaCollection(staticDir: string): CollectionConfig {
  return {
    slug: 'media',
    access: { read: readMedia, create: createMedia, update: manageOwnMedia, delete: manageOwnMedia },
    upload: { staticDir, mimeTypes: ['image/*'] },
    hooks: { beforeChange: [assignOwner] },
    fields: [
      { name: 'alt', type: 'text', maxLength: 300 },
      {
        name: 'owner', type: 'relationship', relationTo: 'users', index: true,
        access: { update: () => false },
      },
    ],
  };
}
