/**
 * Answers the server already holds when it sends a page (a /search page's first results), written into the HTML
 * as JSON so the storefront shows them without asking for them again: on a phone's slow network that request
 * would otherwise wait for the app's code to arrive first.
 */

/** The id of the `<script type="application/json">` element that carries them. */
export const FIRST_DATA_ELEMENT_ID = 'first-data';

/** One query's data, under the storefront's query key for it. */
export interface FirstQuery {
  queryKey: string[];
  data: unknown;
  /**
   * Shown at once, and asked for again when its screen opens: the read itself does something (a listing's read
   * counts the visitor's view) or may say more to whoever asks (its owner's review state).
   */
  askAgain?: boolean;
}
