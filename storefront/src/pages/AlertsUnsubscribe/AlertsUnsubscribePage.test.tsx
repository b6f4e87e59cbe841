// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { unsubscribeMessages, type UnsubscribeResult } from '@contract/alerts';
import { calledUrls, jsonResponse, renderWithProviders, stubFetch } from '../../testing/render';
import AlertsUnsubscribePage from './AlertsUnsubscribePage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const token = 'a1.b2-c3_d4';
const unsubscribeUrl = `/api/alerts/unsubscribe?token=${token}`;

function renderPage(route: string, answer: () => Response) {
  const fetch = stubFetch((url) => (url.startsWith('/api/alerts/unsubscribe') ? answer() : undefined));
  // StrictMode runs effects twice: the call must still go once.
  renderWithProviders(
    <StrictMode>
      <AlertsUnsubscribePage />
    </StrictMode>,
    { route, user: null },
  );
  return fetch;
}

const unsubscribeCalls = (fetch: ReturnType<typeof stubFetch>) =>
  calledUrls(fetch).filter((url) => url.startsWith('/api/alerts/unsubscribe'));

const manageLink = () => screen.getByRole('link', { name: 'Manage your alerts' });

describe('the unsubscribe page', () => {
  it('posts the token to the server once and shows its answer, with a way to the alerts', async () => {
    const result: UnsubscribeResult = { scope: 'search', message: unsubscribeMessages.search('BMW 3 Series') };
    const fetch = renderPage(`/alerts/unsubscribe?token=${token}`, () => jsonResponse(result));
    expect(screen.getByText('Unsubscribing…')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: "You're unsubscribed" })).toBeTruthy();
    expect(screen.getByText(result.message)).toBeTruthy();
    expect(manageLink().getAttribute('href')).toBe('/account#saved-searches');
    expect(unsubscribeCalls(fetch)).toEqual([unsubscribeUrl]);
    // A POST: the server changes nothing on a GET, which link scanners send.
    expect(fetch.mock.calls[calledUrls(fetch).indexOf(unsubscribeUrl)]?.[1]?.method).toBe('POST');
  });

  it('shows the server’s message for a link it refuses', async () => {
    renderPage(`/alerts/unsubscribe?token=${token}`, () => jsonResponse({ message: unsubscribeMessages.invalid }, 400));
    expect(await screen.findByRole('heading', { name: "This link can't be used" })).toBeTruthy();
    expect(screen.getByText(unsubscribeMessages.invalid)).toBeTruthy();
    expect(manageLink()).toBeTruthy();
  });

  it('says a link without a token cannot be used, without asking the server', () => {
    const fetch = renderPage('/alerts/unsubscribe', () => jsonResponse({}));
    expect(screen.getByRole('heading', { name: "This link can't be used" })).toBeTruthy();
    expect(screen.getByText(unsubscribeMessages.invalid)).toBeTruthy();
    expect(unsubscribeCalls(fetch)).toEqual([]);
  });

  it('offers to try again when the server could not answer', async () => {
    let answer = () => jsonResponse({ message: 'Something went wrong on our side' }, 500);
    const fetch = renderPage(`/alerts/unsubscribe?token=${token}`, () => answer());
    expect(await screen.findByRole('heading', { name: "We couldn't unsubscribe you" })).toBeTruthy();
    expect(screen.getByText('Something went wrong on our side')).toBeTruthy();
    answer = () => jsonResponse({ scope: 'all', message: unsubscribeMessages.all });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(unsubscribeMessages.all)).toBeTruthy();
    expect(unsubscribeCalls(fetch)).toHaveLength(2);
  });
});
