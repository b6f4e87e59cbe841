/**
 * The form validates with the server's own schema (contract/listings.ts), so the rules and messages are the same
 * (spec section 5). The labels also mark VIN, first name and last name as required (*); the form holds the
 * seller to what its labels say, while the API keeps them optional for other clients and older listings.
 */
import { listingInputSchema } from '@contract/listings';
import { fieldOrder, toListingInput, type ListingField, type ListingFormValues } from './listingFormValues';

export type ListingErrors = Partial<Record<ListingField | 'images', string>>;

const requiredByLabel: ReadonlyArray<[ListingField, string]> = [
  ['vin', 'VIN is required'],
  ['contactFirstName', 'First name is required'],
  ['contactLastName', 'Last name is required'],
];

/** An empty required choice or amount says so, rather than listing the allowed values or a format. */
const requiredWhenEmpty: ReadonlyArray<[ListingField, string]> = [
  ['condition', 'Condition is required'],
  ['price', 'Price is required'],
];

export function validateListing(values: ListingFormValues, images: string[]): ListingErrors {
  const errors: ListingErrors = {};
  const result = listingInputSchema.safeParse(toListingInput(values, images));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '') as ListingField | 'images';
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  for (const [field, message] of requiredByLabel) {
    if (!errors[field] && String(values[field]).trim() === '') errors[field] = message;
  }
  for (const [field, message] of requiredWhenEmpty) {
    if (errors[field] && String(values[field]).trim() === '') errors[field] = message;
  }
  return errors;
}

/** The first field with an error, in form order. */
export function firstInvalidField(errors: ListingErrors): ListingField | 'images' | undefined {
  return fieldOrder.find((field) => errors[field]) ?? (errors.images ? 'images' : undefined);
}
