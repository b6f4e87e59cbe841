/**
 * Logged changes of public listings (search_listing_changes) older than an hour: a server catches up on them each
 * time the listings version moves, and one that has not for half an hour reads every listing again instead
 * (cms/domain/search/facetIndex.ts), so no server still needs them.
 */
import { LISTING_CHANGES_KEPT_MINUTES } from '../domain/search/facetIndex.ts';
import { deleteRowsTask } from './task.ts';

export const oldListingChanges = deleteRowsTask(
  'old listing changes',
  'delete from search_listing_changes where changed_at < now() - make_interval(mins => $1::int)',
  [LISTING_CHANGES_KEPT_MINUTES],
);
