// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Vehicle } from '@contract/listings';
import {
  advanceTimers,
  calledUrls,
  descriptionOf,
  jsonResponse,
  makeVehicle,
  pending,
  renderWithProviders,
  seller,
  stubFetch,
} from '../../testing/render';
import { ListingForm } from './ListingForm';

const FEATURES_URL = '/api/vehicles/features/generate';
const SPECS_URL = '/api/vehicles/specs/generate';

/** A listing of the seller's with every field the form requires. */
const listing: Vehicle = makeVehicle({
  userId: seller.id,
  vin: '5UXCR6C05M9D12345',
  contactPhone: '(480) 555-0100',
  contactEmail: 'sam@example.com',
  contactFirstName: 'Sam',
  contactLastName: 'Seller',
  carfaxReportUrl: '',
  recentServices: [],
});

beforeEach(() => window.localStorage.clear());

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderForm(
  vehicle: Vehicle | null,
  answer: (url: string) => Response | Promise<Response> | undefined = () => undefined,
) {
  const fetch = stubFetch(answer);
  renderWithProviders(<ListingForm user={seller} vehicle={vehicle} />, {
    route: vehicle ? `/edit-listing/${vehicle.id}` : '/create-listing',
    user: seller,
  });
  return fetch;
}

const select = (name: RegExp) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const choose = (name: RegExp, value: string) => fireEvent.change(select(name), { target: { value } });

describe('the listing form', () => {
  it("badges Vehicle Documentation 'ADMIN ONLY' and tells the seller the VIN 'Must be exactly 17 characters'", () => {
    renderForm(null);
    const heading = screen.getByRole('heading', { name: /^Vehicle Documentation/ });
    expect(within(heading).getByText('ADMIN ONLY')).toBeTruthy();
    const vin = screen.getByLabelText(/^VIN/) as HTMLInputElement;
    expect(descriptionOf(vin)).toBe('Must be exactly 17 characters');
    expect(vin.maxLength).toBe(17);
  });

  it("says 'Publishing...' on a disabled button while the listing is saved", async () => {
    const fetch = renderForm(listing, (url) => (url === `/api/vehicles/${listing.id}` ? pending() : undefined));
    const publish = screen.getByRole('button', { name: 'Publish Listing' }) as HTMLButtonElement;
    expect(publish.disabled).toBe(false);

    fireEvent.click(publish);
    const busy = (await screen.findByRole('button', { name: 'Publishing...' })) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    await vi.waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(`/api/vehicles/${listing.id}`, expect.objectContaining({ method: 'PUT' })),
    );
    expect(screen.queryByRole('button', { name: 'Publish Listing' })).toBeNull();
  });

  it("shows 'Auto-generating features based on your vehicle specifications...' while features are generated, then shows them", async () => {
    vi.useFakeTimers();
    let answer: (response: Response) => void = () => {};
    renderForm(null, (url) =>
      url === FEATURES_URL
        ? new Promise<Response>((resolve) => (answer = resolve))
        : url === SPECS_URL
          ? pending()
          : undefined,
    );
    const message = 'Auto-generating features based on your vehicle specifications...';

    choose(/^Make/, 'Honda');
    choose(/^Model/, 'Accord');
    choose(/^Year/, '2021');
    await advanceTimers(1499);
    expect(screen.queryByText(message)).toBeNull();
    await advanceTimers(1);
    // A live region, so a screen reader hears it too.
    expect(screen.getByText(message).getAttribute('role')).toBe('status');

    await act(async () => answer(jsonResponse({ features: ['Heated Seats', 'Adaptive Cruise Control'] })));
    expect(screen.queryByText(message)).toBeNull();
    const chosen = within(screen.getByRole('list', { name: 'Features' })).getAllByRole('listitem');
    expect(chosen.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Heated Seats'),
      expect.stringContaining('Adaptive Cruise Control'),
    ]);
  });

  it('fills body type, fuel, transmission and drivetrain 1 s after make, model, trim and year, lowercased and hyphenated', async () => {
    vi.useFakeTimers();
    const fetch = renderForm(null, (url) =>
      url === SPECS_URL
        ? jsonResponse({
            bodyType: 'SUV',
            fuelType: 'Plug In Hybrid',
            transmission: '8 Speed Automatic',
            drivetrain: 'All Wheel Drive',
          })
        : url === FEATURES_URL
          ? pending()
          : undefined,
    );
    choose(/^Make/, 'Honda');
    choose(/^Model/, 'Accord');
    choose(/^Trim Level/, 'EX-L');
    choose(/^Year/, '2021');
    await advanceTimers(999);
    expect(select(/^Body Type/).value).toBe('');
    await advanceTimers(1);
    expect(JSON.parse(String(fetch.mock.calls.find(([url]) => url === SPECS_URL)?.[1]?.body))).toEqual({
      make: 'Honda',
      model: 'Accord',
      year: '2021',
      trim: 'EX-L',
    });
    expect(select(/^Body Type/).value).toBe('suv');
    expect(select(/^Fuel Type/).value).toBe('plug-in-hybrid');
    expect(select(/^Transmission/).value).toBe('8-speed-automatic');
    expect(select(/^Drivetrain/).value).toBe('all-wheel-drive');
  });

  it('generates nothing when editing a listing, and leaves the listing out of its own price guidance', async () => {
    vi.useFakeTimers();
    const fetch = renderForm(listing);
    choose(/^Year/, '2020');
    await advanceTimers(5000);
    const urls = calledUrls(fetch);
    expect(urls.filter((url) => url.includes('/generate'))).toEqual([]);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls)
      expect(url).toMatch(new RegExp(`^/api/vehicles/market-value\\?.*&listingId=${listing.id}$`));
    expect(screen.queryByText(/Auto-generating features/)).toBeNull();
  });
});
