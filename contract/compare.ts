/**
 * Comparing cars side by side: GET /api/vehicles/compare?ids=1,2,3 answers `Vehicle[]` in the order asked. No zod
 * here: the storefront's tray, on every page, reads COMPARE_MAX, and the query's schema is in ./compareQuery.ts.
 */
import type { Vehicle } from './listings.ts';

/** As many cars as fit side by side on a laptop; the storefront's selection holds no more either. */
export const COMPARE_MAX = 4;

/** The listings the caller may see among the ids, in the order asked; the others are left out. */
export type CompareResponse = Vehicle[];
