// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PendingListing } from '@contract/listings';
import type { ConsoleDataProvider } from '../dataProvider';
import { pendingListing } from '../testing/pendingListing';
import { DESKTOP_WIDTH, PHONE_WIDTH, setViewport } from '../testing/viewport';
import { PendingListings } from './PendingListings';

afterEach(cleanup);

const REJECT_PROMPT = 'Are you sure you want to reject this listing?';
const REJECT_CHANGES_PROMPT = 'Reject these changes? The listing stays online as it is.';

/** A new listing, in the shape of GET /api/admin/vehicles/pending. */
const newListing = pendingListing();

/** A live listing whose owner submitted an edit: the fields are the submitted ones, the status the live one. */
const changedListing: PendingListing = {
  ...newListing,
  id: 12,
  make: 'Tesla',
  model: 'Model Y',
  year: 2023,
  mileage: 19400,
  price: '30900.00',
  status: 'approved',
  createdAt: '2026-03-02T10:00:00.000Z',
  updatedAt: '2026-11-24T15:00:00.000Z',
  review: {
    kind: 'change',
    submittedAt: '2026-11-24T15:00:00.000Z',
    changes: [
      { field: 'price', label: 'Price', before: '$32,900', after: '$30,900' },
      { field: 'exteriorColor', label: 'Exterior color', before: 'Midnight Silver Metallic', after: '' },
      {
        field: 'description',
        label: 'Description',
        before: 'Seven-seat option with the fold-flat third row.',
        after:
          'Seven-seat option with the fold-flat third row.\nNew tyres fitted in November; both receipts are in the glovebox.',
      },
    ],
  },
};

function renderQueue(vehicles: PendingListing[], width = DESKTOP_WIDTH) {
  setViewport(width);
  const changeVehicleStatus = vi.fn(async () => ({ data: vehicles.map((vehicle) => vehicle.id) }));
  const dataProvider = { changeVehicleStatus } as unknown as ConsoleDataProvider;
  render(
    <AdminContext dataProvider={dataProvider}>
      <PendingListings vehicles={vehicles} loading={false} />
    </AdminContext>,
  );
  return changeVehicleStatus;
}

const reasonChip = (dialog: HTMLElement, label: string) => within(dialog).getByRole('button', { name: label });

describe('rejecting with a reason', () => {
  it('asks the reject question and sends the picked reasons, in the list order, then the own words', async () => {
    const change = renderQueue([newListing]);
    fireEvent.click(screen.getByRole('button', { name: 'Reject 2022 Porsche 911' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject listing' });
    expect(within(dialog).getByText(REJECT_PROMPT)).toBeTruthy();

    // Picked out of order, sent in the list's order; a chip says whether it is picked.
    const duplicate = reasonChip(dialog, 'Duplicate of another listing');
    fireEvent.click(duplicate);
    fireEvent.click(reasonChip(dialog, 'Photos missing or unclear'));
    expect(duplicate.getAttribute('aria-pressed')).toBe('true');
    expect(reasonChip(dialog, 'Price looks incorrect').getAttribute('aria-pressed')).toBe('false');
    fireEvent.change(within(dialog).getByLabelText('In your own words (optional)'), {
      target: { value: '  The same car is listed as #41.  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));

    await waitFor(() =>
      expect(change).toHaveBeenCalledWith({
        ids: [7],
        status: 'rejected',
        reason: 'Photos missing or unclear. Duplicate of another listing. The same car is listed as #41.',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('unpicks a reason picked twice, sends no reason when none is left, and forgets a cancelled one', async () => {
    const change = renderQueue([newListing]);
    fireEvent.click(screen.getByRole('button', { name: 'Reject 2022 Porsche 911' }));
    let dialog = await screen.findByRole('dialog');
    fireEvent.click(reasonChip(dialog, 'Price looks incorrect'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(change).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Reject 2022 Porsche 911' }));
    dialog = await screen.findByRole('dialog');
    const price = reasonChip(dialog, 'Price looks incorrect');
    expect(price.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(price);
    fireEvent.click(price);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(change).toHaveBeenCalledWith({ ids: [7], status: 'rejected', reason: undefined }));
  });
});

describe('a change to a live listing', () => {
  it('is marked, dated when submitted, and lists the changed fields old → new under its row', () => {
    renderQueue([newListing, changedListing]);
    const table = screen.getByRole('table', { name: 'Listings Pending Approval' });
    const rows = within(table).getAllByRole('row');
    // Header, the new listing, the change and its row of changed fields.
    expect(rows).toHaveLength(4);
    const [, newRow, changeRow, changesRow] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];

    expect(within(newRow).queryByText('Changes to a live listing')).toBeNull();
    expect(within(changeRow).getByText('Changes to a live listing')).toBeTruthy();
    expect(within(changeRow).getByText('2023 Tesla Model Y')).toBeTruthy();
    // The submitted date is the change's, not the listing's creation.
    const submitted = new Date('2026-11-24T15:00:00.000Z').toLocaleDateString();
    expect(within(changeRow).getByText(submitted)).toBeTruthy();
    expect(within(changeRow).queryByText(new Date(changedListing.createdAt).toLocaleDateString())).toBeNull();

    const terms = within(changesRow)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['Price', 'Exterior color', 'Description']);
    const price = within(changesRow).getAllByRole('definition')[0]!;
    expect(price.querySelector('del')?.textContent).toBe('Before: $32,900');
    expect(price.querySelector('ins')?.textContent).toBe('After: $30,900');
    // A cleared field reads as such, not as an empty space.
    expect(within(changesRow).getAllByRole('definition')[1]!.querySelector('ins')?.textContent).toBe('After: not set');
    expect(within(changesRow).getAllByRole('definition')[2]!.querySelector('ins')?.textContent).toContain(
      'New tyres fitted in November',
    );
  });

  it('approves the change with the same call, named for what it decides', async () => {
    const change = renderQueue([changedListing]);
    fireEvent.click(screen.getByRole('button', { name: 'Approve changes to 2023 Tesla Model Y' }));
    await waitFor(() => expect(change).toHaveBeenCalledWith({ ids: [12], status: 'approved' }));
  });

  it("rejects the change after its own question, with the reason, leaving the spec's prompt to new listings", async () => {
    const change = renderQueue([changedListing]);
    fireEvent.click(screen.getByRole('button', { name: 'Reject changes to 2023 Tesla Model Y' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject changes' });
    expect(within(dialog).getByText(REJECT_CHANGES_PROMPT)).toBeTruthy();
    expect(within(dialog).queryByText(REJECT_PROMPT)).toBeNull();
    fireEvent.click(reasonChip(dialog, 'Details missing or incomplete'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject changes' }));
    await waitFor(() =>
      expect(change).toHaveBeenCalledWith({ ids: [12], status: 'rejected', reason: 'Details missing or incomplete' }),
    );
  });
});

describe('on a phone', () => {
  it('shows each item as a card with its facts and actions, not the table', async () => {
    const change = renderQueue([newListing], PHONE_WIDTH);
    expect(screen.queryByRole('table')).toBeNull();
    const card = screen.getByRole('article', { name: '2022 Porsche 911' });
    expect(within(card).getByText('$129,500')).toBeTruthy();
    expect(within(card).getByText('Austin, TX')).toBeTruthy();
    expect(within(card).getByText(`Submitted ${new Date(newListing.createdAt).toLocaleDateString()}`)).toBeTruthy();
    expect(within(card).getByText('seller@test.example · (512) 555-0199')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Approve 2022 Porsche 911' }));
    await waitFor(() => expect(change).toHaveBeenCalledWith({ ids: [7], status: 'approved' }));
  });

  it("folds a change's fields behind their count until asked", () => {
    renderQueue([changedListing], PHONE_WIDTH);
    const card = screen.getByRole('article', { name: '2023 Tesla Model Y' });
    expect(within(card).getByText('Changes to a live listing')).toBeTruthy();
    const toggle = within(card).getByRole('button', { name: 'Show 3 changed fields' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(card).queryByRole('region', { name: 'Changed fields' })).toBeNull();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Hide 3 changed fields');
    const region = within(card).getByRole('region', { name: 'Changed fields' });
    expect(within(region).getByText('Exterior color')).toBeTruthy();
    expect(within(region).getByText('Midnight Silver Metallic')).toBeTruthy();
  });
});
