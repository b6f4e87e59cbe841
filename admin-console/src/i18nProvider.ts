import { defaultI18nProvider, type I18nProvider } from 'react-admin';

/**
 * Our words where react-admin's are generic ('Element updated' after a save): react-admin asks for
 * `resources.<resource>.notifications.<event>` first and falls back to its own message, so naming the key is enough.
 * Deleting a listing says what the storefront's dashboard says.
 */
export const consoleMessages: ReadonlyMap<string, string> = new Map([
  ['resources.vehicles.notifications.updated', 'Listing saved'],
  ['resources.vehicles.notifications.deleted', 'Vehicle listing deleted successfully'],
  ['resources.users.notifications.updated', 'User saved'],
  ['resources.pages.notifications.updated', 'Page saved'],
]);

/** react-admin's English, with the console's own messages above. */
export const i18nProvider: I18nProvider = {
  ...defaultI18nProvider,
  translate: (key, options) => consoleMessages.get(key) ?? defaultI18nProvider.translate(key, options),
};
