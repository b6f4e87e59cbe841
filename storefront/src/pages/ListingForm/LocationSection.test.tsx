// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calledUrls, descriptionOf, jsonResponse, renderWithProviders, seller, stubFetch } from '../../testing/render';
import { ListingForm } from './ListingForm';

const places: Record<string, { zip: string; city: string; state: string }> = {
  '90210': { zip: '90210', city: 'Beverly Hills', state: 'CA' },
  '19103': { zip: '19103', city: 'Philadelphia', state: 'PA' },
};

function renderForm() {
  const fetch = stubFetch((url) => {
    const zip = url.match(/^\/api\/geo\/zip\/(\d{5})$/)?.[1];
    if (zip) return places[zip] ? jsonResponse(places[zip]) : jsonResponse({ message: 'Unknown ZIP code' }, 404);
    // The generators are not under test here: they find nothing.
    return undefined;
  });
  renderWithProviders(<ListingForm user={seller} vehicle={null} />, { route: '/create-listing', user: seller });
  return fetch;
}

const zip = () => screen.getByLabelText(/^ZIP Code/) as HTMLInputElement;
const location = () => screen.getByLabelText(/^City, State/) as HTMLInputElement;
const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });

beforeEach(() => window.localStorage.clear());

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the listing form location', () => {
  it("fills 'City, State' from a 5-digit ZIP, and follows a new ZIP while the seller has not changed it", async () => {
    const fetch = renderForm();
    type(zip(), '9021');
    type(zip(), '90210');
    await waitFor(() => expect(location().value).toBe('Beverly Hills, CA'));
    expect(descriptionOf(location())).toBe('Filled in from the ZIP code. Change it if the car is elsewhere.');
    // Only the complete ZIP was looked up.
    expect(calledUrls(fetch).filter((url) => url.startsWith('/api/geo/'))).toEqual(['/api/geo/zip/90210']);

    type(zip(), '19103');
    await waitFor(() => expect(location().value).toBe('Philadelphia, PA'));
  });

  it('never overwrites what the seller typed, and fills nothing for an unknown ZIP', async () => {
    const fetch = renderForm();
    type(zip(), '90210');
    await waitFor(() => expect(location().value).toBe('Beverly Hills, CA'));
    type(location(), 'Malibu, CA');
    type(zip(), '19103');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(location().value).toBe('Malibu, CA');
    expect(descriptionOf(location())).toBeFalsy();
    // Nothing it could fill, so nothing was asked.
    expect(calledUrls(fetch)).not.toContain('/api/geo/zip/19103');

    type(location(), '');
    type(zip(), '00000');
    await waitFor(() => expect(calledUrls(fetch)).toContain('/api/geo/zip/00000'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(location().value).toBe('');
  });

  it('says an empty ZIP code is required, and a short one that it must have 5 digits', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Publish Listing' }));
    await waitFor(() => expect(descriptionOf(zip())).toBe('ZIP code is required'));
    type(zip(), '902');
    await waitFor(() => expect(descriptionOf(zip())).toBe('ZIP code must be 5 digits'));
  });
});
