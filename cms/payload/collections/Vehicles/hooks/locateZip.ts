/** City, state and coordinates follow the ZIP code (radius search and the 'City, ST' reading need them). */
import type { CollectionBeforeChangeHook } from 'payload';
import { lookupZip } from '../../../../platform/geo/zipCodes.ts';

export const locateZip: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  const zip = data.zipCode ?? originalDoc?.zipCode;
  if (operation === 'update' && zip === originalDoc?.zipCode && originalDoc?.latitude != null) return data;
  const place = typeof zip === 'string' ? await lookupZip(req.payload, zip) : null;
  data.city = place?.city ?? null;
  data.state = place?.state ?? null;
  data.latitude = place?.latitude ?? null;
  data.longitude = place?.longitude ?? null;
  return data;
};
