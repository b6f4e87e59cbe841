import { describe, expect, it } from 'vitest';
import { i18nProvider } from './i18nProvider';

// react-admin asks for these keys after a save or a delete, with its own message as the fallback (`_`).
const afterSave = { smart_count: 1, _: 'Element updated' };

describe("the console's messages", () => {
  it("say what was saved instead of react-admin's 'Element updated'", () => {
    expect(i18nProvider.translate('resources.vehicles.notifications.updated', afterSave)).toBe('Listing saved');
    expect(i18nProvider.translate('resources.users.notifications.updated', afterSave)).toBe('User saved');
    expect(i18nProvider.translate('resources.pages.notifications.updated', afterSave)).toBe('Page saved');
    expect(i18nProvider.translate('resources.vehicles.notifications.deleted', { smart_count: 1 })).toBe(
      'Vehicle listing deleted successfully',
    );
  });

  it("leave react-admin's own words everywhere else", () => {
    expect(i18nProvider.translate('ra.action.save')).toBe('Save');
    expect(i18nProvider.translate('resources.contact-messages.notifications.updated', afterSave)).toBe(
      'Element updated',
    );
    expect(i18nProvider.translate('constructor', { _: 'constructor' })).toBe('constructor');
  });
});
