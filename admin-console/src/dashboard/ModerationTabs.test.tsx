// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PendingListing } from '@contract/listings';
import type { ConsoleDataProvider } from '../dataProvider';
import { pendingListing } from '../testing/pendingListing';
import { DESKTOP_WIDTH, setViewport } from '../testing/viewport';
import { ModerationTabs } from './ModerationTabs';

// The spec's table: the desktop layout (PendingReview.test.tsx covers the phone's).
beforeEach(() => setViewport(DESKTOP_WIDTH));
afterEach(cleanup);

const vehicle = (id: number, model: string): PendingListing =>
  pendingListing({ id, make: 'BMW', model, year: 2021, mileage: 18500, price: '68900.00' });

function renderTabs(
  props: Partial<Parameters<typeof ModerationTabs>[0]>,
  changeVehicleStatus = vi.fn(async () => ({ data: [] as number[] })),
) {
  const dataProvider = { changeVehicleStatus } as unknown as ConsoleDataProvider;
  render(
    <AdminContext dataProvider={dataProvider}>
      <ModerationTabs stats={{ approved: 87, rejected: 4 }} pending={[]} pendingLoading={false} {...props} />
    </AdminContext>,
  );
  return changeVehicleStatus;
}

describe('the moderation tabs', () => {
  it('shows 3 skeleton rows while the queue loads', () => {
    renderTabs({ pending: undefined, pendingLoading: true });
    expect(screen.getAllByTestId('pending-skeleton')).toHaveLength(3);
    expect(screen.getByRole('tab', { name: 'Pending Approval (0)' })).toBeTruthy();
  });

  it('shows the empty state when nothing waits', () => {
    renderTabs({ pending: [] });
    expect(screen.getByText('No listings pending approval')).toBeTruthy();
  });

  it('lists the queue with its columns and counts it in the tab', () => {
    renderTabs({ pending: [vehicle(1, 'M3'), vehicle(2, 'X5')] });
    expect(screen.getByRole('tab', { name: 'Pending Approval (2)' }).getAttribute('aria-selected')).toBe('true');
    for (const column of ['Vehicle', 'Seller', 'Price', 'Location', 'Submitted', 'Actions'])
      expect(screen.getByRole('columnheader', { name: column })).toBeTruthy();
    expect(screen.getByText('2021 BMW M3')).toBeTruthy();
    expect(screen.getAllByText('18,500 miles')).toHaveLength(2);
    expect(screen.getAllByText('$68,900')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'View 2021 BMW X5' }).getAttribute('href')).toBe('/vehicles/2');
  });

  it('approves at once and disables every action while the change runs', async () => {
    let finish: (value: { data: number[] }) => void = () => {};
    const change = vi.fn(() => new Promise<{ data: number[] }>((resolve) => (finish = resolve)));
    renderTabs({ pending: [vehicle(1, 'M3'), vehicle(2, 'X5')] }, change);
    fireEvent.click(screen.getByRole('button', { name: 'Approve 2021 BMW M3' }));
    await waitFor(() => expect(change).toHaveBeenCalledWith({ ids: [1], status: 'approved' }));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Reject 2021 BMW X5' }) as HTMLButtonElement).disabled).toBe(true),
    );
    await act(async () => finish({ data: [1] }));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Reject 2021 BMW X5' }) as HTMLButtonElement).disabled).toBe(false),
    );
  });

  it('rejects only after the reject question is confirmed', async () => {
    const change = renderTabs({ pending: [vehicle(1, 'M3')] });
    fireEvent.click(screen.getByRole('button', { name: 'Reject 2021 BMW M3' }));
    expect(await screen.findByText('Are you sure you want to reject this listing?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /cancel/i }));
    await waitFor(() => expect(screen.queryByText('Are you sure you want to reject this listing?')).toBeNull());
    expect(change).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Reject 2021 BMW M3' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /^reject$/i }));
    await waitFor(() => expect(change).toHaveBeenCalledWith({ ids: [1], status: 'rejected' }));
  });

  it('switches to the approved and rejected counts', () => {
    renderTabs({});
    fireEvent.click(screen.getByRole('tab', { name: 'Approved Listings' }));
    expect(screen.getByText('87 listings have been approved')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Rejected Listings' }));
    expect(screen.getByText('4 listings have been rejected')).toBeTruthy();
  });
});
