/** The account page's section of saved searches and alerts, where 'Saved' and the unsubscribe page send people. */
export const SAVED_SEARCHES_ANCHOR = 'saved-searches';
export const savedSearchesSection = `/account#${SAVED_SEARCHES_ANCHOR}`;
