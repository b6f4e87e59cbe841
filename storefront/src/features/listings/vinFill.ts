/** A decoded VIN written into the form in the catalogue's spelling where the catalogue knows it. */
import { findModel, findTrim } from '@contract/catalog/catalogQueries';
import type { DecodedVin } from './generateCalls';
import type { ListingFormValues } from './listingFormValues';
import { applySpecs } from './specFill';

export function applyDecodedVin(values: ListingFormValues, decoded: DecodedVin): ListingFormValues {
  const make = decoded.make;
  // vPIC names some models by variant ('530i') and the series ('5 Series') separately; the select lists series.
  const model =
    findModel(make, decoded.model)?.name ?? (decoded.series && findModel(make, decoded.series)?.name) ?? decoded.model;
  const trim = decoded.trim ? (findTrim(make, model, decoded.trim)?.name ?? decoded.trim) : '';
  const filled: ListingFormValues = { ...values, vin: decoded.vin, make, model, trim, year: String(decoded.year) };
  return applySpecs(filled, decoded).values;
}
