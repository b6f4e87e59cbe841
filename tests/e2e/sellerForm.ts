/** Helpers for the seller tests: the listing form's controls by label, and filling it as a seller types. */
import type { Page } from '@playwright/test';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A form control by its label; required labels end with an asterisk that screen readers skip. */
export const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${escape(label)}\\*?$`));

/** Text fields and selects of the listing form, by label: a select gets its option, any other control the text. */
export async function fillListing(page: Page, entries: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(entries)) {
    const control = field(page, label);
    const isSelect = await control.evaluate((element) => element.tagName === 'SELECT');
    if (isSelect) await control.selectOption(value);
    else await control.fill(value);
  }
}
