/**
 * Every collection's createdAt and updatedAt, declared here so that no request can write them: Payload adds the
 * same two fields itself when a collection has none, but open to any value a client sends (a listing dated 2099
 * would sort first). The columns and indexes are the ones Payload makes; trusted local calls (the seed) may
 * still set them with overrideAccess.
 */
import type { CollectionConfig, Field } from 'payload';
import { serverManaged } from '../access/roles.ts';

const timestamp = (name: 'createdAt' | 'updatedAt'): Field => ({
  name,
  type: 'date',
  index: true,
  access: { create: serverManaged, update: serverManaged },
  admin: { hidden: true, disableBulkEdit: true },
});

export function withServerTimestamps(collection: CollectionConfig): CollectionConfig {
  return { ...collection, fields: [...collection.fields, timestamp('updatedAt'), timestamp('createdAt')] };
}
