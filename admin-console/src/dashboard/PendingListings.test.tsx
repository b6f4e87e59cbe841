// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, HttpError, useNotificationContext } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PendingListing } from '@contract/listings';
import { AccessNotification } from '../auth/AccessNotification';
import { isRedirecting, REDIRECT_DELAY_MS } from '../auth/redirect';
import { authProvider } from '../authProvider';
import type { ConsoleDataProvider } from '../dataProvider';
import { pendingListing } from '../testing/pendingListing';
import { DESKTOP_WIDTH, setViewport } from '../testing/viewport';
import { PendingListings } from './PendingListings';

// The spec's table: the desktop layout (PendingReview.test.tsx covers the phone's).
beforeEach(() => setViewport(DESKTOP_WIDTH));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

const vehicle = (overrides: Partial<PendingListing> = {}): PendingListing =>
  pendingListing({
    images: ['/media/uploads/front-400.webp', '/media/uploads/rear-400.webp'],
    createdAt: '2026-11-19T03:30:00.000Z',
    updatedAt: '2026-11-19T03:30:00.000Z',
    ...overrides,
  });

/** The toasts waiting behind the one shown (react-admin shows one at a time), so a later one is seen too. */
function QueuedToasts() {
  const { notifications } = useNotificationContext();
  return (
    <ul aria-label="Queued toasts">
      {notifications.map((notification, index) => (
        <li key={index}>{String(notification.message)}</li>
      ))}
    </ul>
  );
}

/** The queue as the dashboard shows it, with the console's notification area and its real auth provider. */
function renderQueue(changeVehicleStatus: ConsoleDataProvider['changeVehicleStatus'], vehicles = [vehicle()]) {
  const dataProvider = { changeVehicleStatus } as unknown as ConsoleDataProvider;
  render(
    <AdminContext dataProvider={dataProvider} authProvider={authProvider}>
      <PendingListings vehicles={vehicles} loading={false} />
      <AccessNotification />
      <QueuedToasts />
    </AdminContext>,
  );
}

/** The text of the cell under `column` in the first row of the table. */
function cellUnder(column: string): HTMLElement {
  const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
  const row = screen.getAllByRole('row')[1]!;
  return within(row).getAllByRole('cell')[headers.indexOf(column)]!;
}

describe('a pending row', () => {
  it('shows the first photo, the seller contact and the submitted date in local time', () => {
    // 03:30 UTC on 19 November is still 18 November in Los Angeles: the date shown must be the local one.
    vi.stubEnv('TZ', 'America/Los_Angeles');
    const listing = vehicle();
    renderQueue(vi.fn());

    // A decorative thumbnail (alt=""), beside the vehicle's name.
    const images = [...cellUnder('Vehicle').querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('src'))).toEqual(['/media/uploads/front-400.webp']);
    expect(within(cellUnder('Seller')).getByText('seller@test.example')).toBeTruthy();
    expect(within(cellUnder('Seller')).getByText('(512) 555-0199')).toBeTruthy();

    const local = new Date(listing.createdAt).toLocaleDateString();
    expect(local).not.toBe(new Date(listing.createdAt).toLocaleDateString(undefined, { timeZone: 'UTC' }));
    expect(local).toMatch(/18/);
    expect(cellUnder('Submitted').textContent).toBe(local);
  });

  it('shows no thumbnail when the listing has no photo', () => {
    renderQueue(vi.fn(), [vehicle({ images: [] })]);
    expect(cellUnder('Vehicle').querySelector('img')).toBeNull();
    expect(within(cellUnder('Vehicle')).getByText('2022 Porsche 911')).toBeTruthy();
  });
});

// In this order: a 401 starts the console's one redirect of the page load (auth/redirect.ts), as in a browser.
describe('a status change that fails', () => {
  it('shows the failure toast for an error other than 401, and stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // react-admin logs every failed call
    const userCheck = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', userCheck);
    const change = vi.fn(async () => {
      throw new HttpError('Something went wrong on our side. Please try again.', 500, {
        message: 'Something went wrong on our side. Please try again.',
      });
    });
    renderQueue(change);

    fireEvent.click(screen.getByRole('button', { name: 'Approve 2022 Porsche 911' }));
    expect(await screen.findByText('Failed to update vehicle status')).toBeTruthy();
    expect(change).toHaveBeenCalledWith({ ids: [7], status: 'approved' });
    expect(screen.queryByText('Admin access required. Redirecting...')).toBeNull();
    expect(userCheck).not.toHaveBeenCalled();
    expect(isRedirecting()).toBe(false);
  });

  it('shows the access toast on a 401, no status toast, and sends the browser to sign in', async () => {
    expect(isRedirecting()).toBe(false);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The session has expired: the server answers the status change and the session check with 401.
    const userCheck = vi.fn(async () => new Response('{"message":"Not signed in"}', { status: 401 }));
    vi.stubGlobal('fetch', userCheck);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const change = vi.fn(async () => {
      throw new HttpError('Not signed in', 401, { message: 'Not signed in' });
    });
    renderQueue(change);

    fireEvent.click(screen.getByRole('button', { name: 'Approve 2022 Porsche 911' }));
    expect(await screen.findByText('Admin access required. Redirecting...')).toBeTruthy();
    expect(userCheck).toHaveBeenCalledWith('/api/user', expect.anything());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login?returnTo=/admin'), {
      timeout: REDIRECT_DELAY_MS + 1000,
    });
    // Neither shown nor queued behind the access toast.
    expect(screen.queryByText('Failed to update vehicle status')).toBeNull();
    expect(screen.queryByText('Vehicle status updated successfully')).toBeNull();
  });
});
