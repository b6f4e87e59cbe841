/**
 * The listing form's ZIP code fills 'City, State': five digits are looked up (GET /api/geo/zip/{zip}, the same
 * table the server places listings with) and the place written into the location field, but only while that field
 * is empty or still holds what this hook last wrote there. What the seller typed is never overwritten.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { cityState, type ZipPlace } from '@contract/geo';
import { ZIP_CODE } from '@contract/listingRules';
import { ApiError, getQueryFn } from '../../lib/api';
import { fillFields, type ListingFormApi } from './listingFormEdits';

const readPlace = getQueryFn<ZipPlace>({ on401: 'throw' });

export function zipPlaceKey(zip: string) {
  return [`/api/geo/zip/${encodeURIComponent(zip)}`] as const;
}

/** The place of a complete ZIP code; null for one the server does not know (404), or while typing. */
export function useZipPlace(zip: string, enabled = true) {
  return useQuery<ZipPlace | null>({
    queryKey: zipPlaceKey(zip),
    enabled: enabled && ZIP_CODE.test(zip),
    queryFn: async (context) => {
      try {
        return await readPlace(context);
      } catch (error) {
        // An unknown ZIP fills nothing; the form's own check says what is wrong with it on Publish.
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }
    },
  });
}

/** Fills 'City, State' from the ZIP code; answers whether the field now holds that fill (for a hint under it). */
export function useZipAutoFill(form: ListingFormApi): boolean {
  const zip = useWatch({ control: form.control, name: 'zipCode' }).trim();
  const location = useWatch({ control: form.control, name: 'location' }).trim();
  // What this hook last wrote, so a later ZIP may replace it; anything else in the field is the seller's.
  const [lastFill, setLastFill] = useState<string | null>(null);
  // Asked only when the answer could fill the field: an edited listing's own place is never looked up.
  const place = useZipPlace(zip, location === '' || location === lastFill).data;

  useEffect(() => {
    if (!place || place.zip !== zip) return;
    const filled = cityState(place);
    const current = form.getValues('location').trim();
    if (current === filled || (current !== '' && current !== lastFill)) return;
    setLastFill(filled);
    // A message already under the field ('City, State is required') is checked again against the new value.
    fillFields(form, { location: filled }, form.getFieldState('location').error ? ['location'] : []);
  }, [form, place, zip, lastFill]);

  return lastFill !== null && location === lastFill;
}
