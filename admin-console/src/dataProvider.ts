import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, type DataProvider } from 'react-admin';
import type { ListingStats, PendingListing } from '@contract/listings';
import type { VehicleStatus } from '@contract/catalog/listingOptions';

/** Same-origin calls that carry the session cookie; a 401/403 reaches authProvider.checkError as error.status. */
function httpClient(url: string, options: fetchUtils.Options = {}) {
  return fetchUtils.fetchJson(url, { ...options, credentials: 'include' });
}

export interface StatusChange {
  ids: readonly number[];
  status: VehicleStatus;
  /** Kept in the listing's moderation history. */
  reason?: string;
}

/**
 * The moderation calls of the /api, used by the dashboard and the listings' bulk actions. Answers are wrapped
 * in `{ data }` like react-admin's own methods, because after a refused call (401/403) react-admin resolves any
 * method with an empty `{ data }` while the auth layer redirects.
 */
export interface ModerationMethods {
  getListingStats(): Promise<{ data: Partial<ListingStats> }>;
  /** New listings and changes to live ones, each with its `review`. */
  getPendingVehicles(): Promise<{ data: PendingListing[] }>;
  /** One PATCH per listing, so each change is its own entry in the history. */
  changeVehicleStatus(change: StatusChange): Promise<{ data: number[] }>;
}

/** Content: a page body as the storefront would render it after a save (nothing is written). */
export interface ContentMethods {
  previewPage(id: number, bodyMarkdown: string): Promise<{ data: { html: string } }>;
}

export type ConsoleDataProvider = DataProvider & ModerationMethods & ContentMethods;

const moderation: ModerationMethods = {
  async getListingStats() {
    return { data: (await httpClient('/api/admin/stats')).json as ListingStats };
  },
  async getPendingVehicles() {
    const items = (await httpClient('/api/admin/vehicles/pending')).json as PendingListing[];
    // An item without its review (a server from before changes were reviewed) is a new listing.
    const withReview = (item: PendingListing): PendingListing =>
      item.review ? item : { ...item, review: { kind: 'new' } };
    return { data: Array.isArray(items) ? items.map(withReview) : items };
  },
  async changeVehicleStatus({ ids, status, reason }) {
    const body = JSON.stringify(reason ? { status, reason } : { status });
    for (const id of ids) await httpClient(`/api/admin/vehicles/${id}/status`, { method: 'PATCH', body });
    return { data: [...ids] };
  },
};

const content: ContentMethods = {
  async previewPage(id, bodyMarkdown) {
    const { json } = await httpClient(`/api/console/pages/${id}/preview`, {
      method: 'POST',
      body: JSON.stringify({ bodyMarkdown }),
    });
    return { data: json as { html: string } };
  },
};

/** The server's react-admin bridge (cms/api/console), in ra-data-simple-rest's dialect, plus the moderation calls. */
export const dataProvider: ConsoleDataProvider = {
  ...simpleRestProvider('/api/console', httpClient),
  ...moderation,
  ...content,
};
