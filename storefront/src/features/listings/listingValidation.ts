/**
 * The form validates with the server's own schema (contract/listings.ts), so the rules and messages are the same.
 * The labels also mark VIN, first name and last name as required (*); the form holds the seller to what its labels
 * say, while the API keeps them optional for other clients and older listings.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { listingInputSchema } from '@contract/listings';
import { fieldOrder, toListingInput, type ListingField, type ListingFormValues } from './listingFormValues';

export type ListingErrors = Partial<Record<ListingField | 'images', string>>;

// abort: once this side has an issue, zod reports both sides' issues without merging their values (which differ).
const filled = (message: string) => z.string().refine((value) => value.trim() !== '', { message, abort: true });

/**
 * What the form asks beyond the contract: the fields its labels mark as required, and an empty choice or amount
 * called required rather than answered with the allowed values or a format. Its issues come before the contract's,
 * so their message is the one shown; it outputs nothing, so the parsed values are the contract's alone.
 */
const formRules = z
  .object({
    vin: filled('VIN is required'),
    contactFirstName: filled('First name is required'),
    contactLastName: filled('Last name is required'),
    condition: filled('Condition is required'),
    price: filled('Price is required'),
  })
  .transform(() => ({}));

export const listingFormSchema = z.intersection(formRules, listingInputSchema);

/** The photos are the uploader's, not form values: the resolver reads them from the form's context. */
export interface ListingFormContext {
  images: string[];
}

/**
 * The schema's resolver, typed for what the form holds: text, which the contract's preprocessing parses (its own
 * input types are the parsed numbers and choices). `raw`: the form sends the typed text; the server parses it.
 */
const schemaResolver = zodResolver(listingFormSchema, undefined, { raw: true }) as unknown as Resolver<
  ListingFormValues,
  ListingFormContext
>;

/** react-hook-form's validation of the listing form: its values, and the photos from its context. */
export const listingResolver: Resolver<ListingFormValues, ListingFormContext> = (values, context, options) => {
  const withPhotos = { ...values, images: context?.images ?? [] };
  return schemaResolver(withPhotos, context, options);
};

/** Every field's first message, as the resolver finds them. */
export function validateListing(values: ListingFormValues, images: string[]): ListingErrors {
  const errors: ListingErrors = {};
  const result = listingFormSchema.safeParse(toListingInput(values, images));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '') as ListingField | 'images';
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  return errors;
}

/** The first field with an error, in form order. */
export function firstInvalidField(
  errors: Partial<Record<ListingField | 'images', unknown>>,
): ListingField | 'images' | undefined {
  return fieldOrder.find((field) => errors[field]) ?? (errors.images ? 'images' : undefined);
}
