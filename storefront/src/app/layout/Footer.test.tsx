// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { Footer } from './Footer';

afterEach(cleanup);

describe('the footer', () => {
  it("calls the provider's phone (555) 010-4200 through a tel: link", () => {
    render(<Footer />, { wrapper: MemoryRouter });
    const call = screen.getByRole('link', { name: /^Call / });
    expect(call.textContent).toBe('Call (555) 010-4200');
    expect(call.getAttribute('href')).toBe('tel:+15550104200');
    expect(screen.getByText('Available 7 days a week')).toBeTruthy();
  });

  it('lists the quick links, the disclaimer and the privacy policy', () => {
    render(<Footer />, { wrapper: MemoryRouter });
    const quickLinks = within(screen.getByRole('navigation', { name: 'Quick Links' })).getAllByRole('link');
    expect(quickLinks.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Browse Vehicles', '/search'],
      ['Sell Your Car', '/create-listing'],
      ['Financing', '/financing'],
      ['How It Works', '/how-it-works'],
      ['FAQ', '/faq'],
    ]);
    expect(screen.getByText(/do not own or sell the vehicles/).textContent).toMatch(
      /do not collect funds.*do not hold titles/,
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
  });
});
