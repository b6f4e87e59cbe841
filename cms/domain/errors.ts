/**
 * What the domain refuses, in its own words; the HTTP layer (cms/http/errors.ts) turns each kind into a status.
 * `errors` names the fields at fault, as the API's error body does.
 */
import type { ErrorBody } from '../../contract/api.ts';

type FieldErrors = ErrorBody['errors'];

/** The input cannot be used: a value out of range, an unknown choice, a file that is not a photo. */
export class InvalidInputError extends Error {
  constructor(
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
  }
}

/** The input is larger than the domain accepts. */
export class TooLargeError extends Error {}

/** A service the domain relies on (photo storage) cannot be reached for now: worth trying again. */
export class UnavailableError extends Error {}

/** The request is valid but the listing's state does not allow it now (a change waiting for review). */
export class ConflictError extends Error {}
