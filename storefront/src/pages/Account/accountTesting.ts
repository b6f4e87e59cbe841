/** Helpers of the account screens' tests. */
import { fireEvent, screen, within } from '@testing-library/react';

/** The input a label names, within `scope` (the account page has one 'Password' per form). */
export function field(label: string, scope: HTMLElement = document.body): HTMLInputElement {
  return within(scope).getByLabelText(label) as HTMLInputElement;
}

export function type(label: string, value: string, scope?: HTMLElement): void {
  fireEvent.change(field(label, scope), { target: { value } });
}

/** The toast on screen (title and description), or ''. */
export function toastText(): string {
  return screen.getByRole('region', { name: /^Notifications/ }).textContent ?? '';
}

/** The JSON body a stubbed fetch was called with for `url`. */
export function sentBody(fetch: { mock: { calls: unknown[][] } }, url: string): unknown {
  const call = fetch.mock.calls.find(([input]) => input === url);
  const init = call?.[1] as RequestInit | undefined;
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}
