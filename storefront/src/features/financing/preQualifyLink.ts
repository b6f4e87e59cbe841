/**
 * The address of the financing page's pre-qualification for one car. A module of its own: a listing's page links
 * there without loading the form and its validation.
 */

/** The section's anchor: a listing's "Get pre-qualified" link opens /financing?vehicle={id}#get-pre-qualified. */
export const PRE_QUALIFY_ANCHOR = 'get-pre-qualified';

/** The financing page's link for one car. */
export function preQualifyHref(vehicleId: number): string {
  return `/financing?vehicle=${vehicleId}#${PRE_QUALIFY_ANCHOR}`;
}
