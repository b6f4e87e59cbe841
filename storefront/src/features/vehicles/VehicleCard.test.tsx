// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Vehicle } from '@contract/listings';
import { Toaster } from '../toast/Toaster';
import { COMPARE_VEHICLES_KEY } from '../compare/compareVehicles';
import { SAVED_VEHICLES_KEY } from '../saved/savedVehicles';
import { VehicleCard } from './VehicleCard';

const vehicle: Vehicle = {
  id: 42,
  make: 'BMW',
  model: 'X5',
  year: 2021,
  trim: 'xDrive40i',
  mileage: 38500,
  price: '44800.00',
  condition: 'excellent',
  bodyType: 'suv',
  fuelType: 'gasoline',
  transmission: 'automatic',
  drivetrain: 'awd',
  exteriorColor: 'Black',
  interiorColor: 'Tan',
  description: null,
  features: [],
  images: ['/media/seed/x5-1600.webp'],
  location: 'Scottsdale, AZ',
  zipCode: '85251',
  city: 'Scottsdale',
  state: 'AZ',
  contactLocation: null,
  status: 'approved',
  views: 12,
  isFeatured: true,
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
};

function renderCard(overrides: Partial<Vehicle> = {}, props: { showCertified?: boolean } = {}) {
  return render(
    <MemoryRouter>
      <Routes>
        <Route path="/" element={<VehicleCard vehicle={{ ...vehicle, ...overrides }} {...props} />} />
        <Route path="/vehicles/:id" element={<p>detail page</p>} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
}

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe('VehicleCard', () => {
  it('shows price, name, mileage, condition, location and a View Details link to /vehicles/{id}', () => {
    renderCard();
    expect(screen.getByText('$44,800')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '2021 BMW X5' })).toBeTruthy();
    expect(screen.getByText('38,500 mi')).toBeTruthy();
    expect(screen.getByText('Excellent')).toBeTruthy();
    expect(screen.getByText('Scottsdale, AZ')).toBeTruthy();
    const link = screen.getByRole('link', { name: /View Details/ });
    expect(link.getAttribute('href')).toBe('/vehicles/42');
    expect(screen.getByRole('img', { name: '2021 BMW X5' }).getAttribute('srcset')).toContain('x5-400.webp 400w');
  });

  it('shows Featured only when featured, and Certified for approved listings in the grid style', () => {
    renderCard({}, { showCertified: true });
    expect(screen.getByText('Featured')).toBeTruthy();
    expect(screen.getByText('Certified')).toBeTruthy();
    cleanup();
    renderCard({ isFeatured: false, status: 'sold' }, { showCertified: true });
    expect(screen.queryByText('Featured')).toBeNull();
    expect(screen.queryByText('Certified')).toBeNull();
  });

  it('uses the fallback picture when the listing has no photo', () => {
    renderCard({ images: [] });
    expect(screen.getByRole('img', { name: '2021 BMW X5' }).getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it('toggles saved with the heart, with its toasts, without following the card link', () => {
    renderCard();
    const heart = screen.getByRole('button', { name: 'Save 2021 BMW X5' });
    fireEvent.click(heart);
    expect(screen.queryByText('detail page')).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(SAVED_VEHICLES_KEY)!)).toEqual([42]);
    expect(screen.getByText('Vehicle saved!')).toBeTruthy();
    expect(screen.getByText('Access your saved vehicles from your dashboard.')).toBeTruthy();
    expect(heart.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Remove 2021 BMW X5 from saved' }));
    expect(JSON.parse(window.localStorage.getItem(SAVED_VEHICLES_KEY)!)).toEqual([]);
    expect(screen.getByText('Vehicle removed from saved')).toBeTruthy();
    expect(screen.getByText('You can find it again in search results.')).toBeTruthy();
  });

  it('adds the car to the comparison with its chip, without following the card link, and refuses a fifth', () => {
    renderCard();
    const chip = screen.getByRole('button', { name: 'Compare 2021 BMW X5' });
    fireEvent.click(chip);
    expect(screen.queryByText('detail page')).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(COMPARE_VEHICLES_KEY)!)).toEqual([42]);
    expect(chip.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(chip);
    expect(JSON.parse(window.localStorage.getItem(COMPARE_VEHICLES_KEY)!)).toEqual([]);

    window.localStorage.setItem(COMPARE_VEHICLES_KEY, JSON.stringify([1, 2, 3, 4]));
    cleanup();
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Compare 2021 BMW X5' }));
    expect(screen.getByText('You can compare up to 4 cars')).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem(COMPARE_VEHICLES_KEY)!)).toEqual([1, 2, 3, 4]);
    expect(screen.getByRole('button', { name: 'Compare 2021 BMW X5' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('reads damaged saved data as nothing saved, and bad numbers as a dash', () => {
    window.localStorage.setItem(SAVED_VEHICLES_KEY, '{not json');
    renderCard({ price: 'call us', mileage: Number.NaN });
    expect(screen.getByRole('button', { name: 'Save 2021 BMW X5' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getAllByText('—').length).toBeGreaterThanOrEqual(2);
  });

  it('shows the deal rating beside the price, with its figures as a tooltip, and nothing without a rating', () => {
    const deal = { marketValue: 46900, low: 41000, high: 52000, comparables: 14, basis: 'model' as const };
    renderCard({ deal: { ...deal, rating: 'great', belowValue: 2100 } });
    const badge = screen.getByText('Great Deal');
    expect(badge.getAttribute('title')).toBe('$2,100 below our market value of $46,900, from 14 similar listings');
    expect(badge.className).toContain('bg-positive');
    cleanup();
    renderCard({ deal: { ...deal, rating: 'high', basis: 'segment', belowValue: -3800 } });
    expect(screen.getByText('High Price').getAttribute('title')).toBe(
      '$3,800 above our market value of $46,900, from 14 similar BMW SUVs',
    );
    expect(screen.getByText('High Price').className).toContain('bg-caution-soft');
    for (const unrated of [null, { rating: null }]) {
      cleanup();
      renderCard({ deal: unrated });
      for (const label of ['Great Deal', 'Good Deal', 'Fair Price', 'High Price'])
        expect(screen.queryByText(label)).toBeNull();
      expect(screen.queryByText(/market value/)).toBeNull();
    }
  });

  it('shows a recent price drop under the price, dated in its tooltip, and nothing without one', () => {
    renderCard({ priceDrop: { amount: 1500, at: '2026-11-20T15:00:00.000Z' } });
    const note = screen.getByText('$1,500 price drop');
    expect(note.getAttribute('title')).toBe('Reduced on Nov 20');
    cleanup();
    renderCard({ priceDrop: null });
    expect(screen.queryByText(/price drop/)).toBeNull();
  });

  it('shows how far away the car is in a search near a place, and no distance row otherwise', () => {
    renderCard({ distance: 12.4 });
    expect(screen.getByText('Distance')).toBeTruthy();
    expect(screen.getByText('12 mi away')).toBeTruthy();
    cleanup();
    renderCard({ distance: 3.4 });
    expect(screen.getByText('3.4 mi away')).toBeTruthy();
    cleanup();
    renderCard();
    expect(screen.queryByText('Distance')).toBeNull();
  });
});
