/**
 * Recently viewed cars: each account reads and clears only its own; admins read everyone's (support). Rows are
 * written by the server only (domain/recent/recentlyViewed.ts records a view and keeps the cap in one transaction),
 * so no door creates or edits one.
 */
export {
  nobody as createRecentlyViewed,
  nobody as updateRecentlyViewed,
  ownRowsOrAdmin as readRecentlyViewed,
  ownRows as deleteRecentlyViewed,
} from '../../access/roles.ts';
