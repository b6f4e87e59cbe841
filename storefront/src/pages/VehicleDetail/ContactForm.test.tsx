// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brand } from '@contract/brand';
import type { Vehicle } from '@contract/listings';
import { Toaster } from '../../features/toast/Toaster';
import { queryClient } from '../../lib/api';
import { ContactForm } from './ContactForm';

const vehicle = { id: 7, year: 2020, make: 'Porsche', model: 'Macan', price: '52900.00' } as Vehicle;

function renderForm() {
  return render(
    <QueryClientProvider client={queryClient}>
      <ContactForm vehicle={vehicle} />
      <Toaster />
    </QueryClientProvider>,
  );
}

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ContactForm', () => {
  it('prefills subject and message with the vehicle and its price', () => {
    renderForm();
    expect(field('Subject').value).toBe('Inquiry about the 2020 Porsche Macan ($52,900)');
    expect(field('Message').value).toContain('2020 Porsche Macan listed at $52,900');
  });

  it("says who answers in words that agree with the thank-you: the seller's associate of the provider", () => {
    renderForm();
    const note = screen.getByText(/^\* Required\./);
    expect(note.textContent).toBe(
      `* Required. Your message goes to the seller's dedicated ${brand.name} sales associate, who answers every buyer.`,
    );
    expect(note.textContent).not.toMatch(/not shared with the seller/);
  });

  it('refuses to send with a required field empty, with its toast, and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderForm();
    fireEvent.change(field('First name'), { target: { value: 'Bea' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please fill in all required fields.')).toBeTruthy();
    expect(field('Last name').getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the enquiry, thanks the buyer and resets the form; a failure shows its error', async () => {
    const fetch = vi.fn().mockResolvedValueOnce(new Response('{"id":1}', { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    renderForm();
    fireEvent.change(field('First name'), { target: { value: 'Bea' } });
    fireEvent.change(field('Last name'), { target: { value: 'Buyer' } });
    fireEvent.change(field('Email'), { target: { value: 'bea@example.com' } });
    fireEvent.click(screen.getByLabelText("I'm interested in financing"));
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    await waitFor(() => expect(screen.getByText('Thank You!')).toBeTruthy());
    expect(
      screen.getByText('Thanks for reaching out about the 2020 Porsche Macan! The seller will be in touch soon.'),
    ).toBeTruthy();
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/contact');
    expect(JSON.parse(init.body)).toMatchObject({
      firstName: 'Bea',
      lastName: 'Buyer',
      vehicleId: 7,
      isFinancingInterest: true,
      isTradeInInterest: false,
    });
    expect(field('First name').value).toBe('');
    expect((screen.getByLabelText("I'm interested in financing") as HTMLInputElement).checked).toBe(false);

    fetch.mockResolvedValueOnce(new Response('{"message":"Too many"}', { status: 429 }));
    fireEvent.change(field('First name'), { target: { value: 'Bea' } });
    fireEvent.change(field('Last name'), { target: { value: 'Buyer' } });
    fireEvent.change(field('Email'), { target: { value: 'bea@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(screen.getByText('Failed to send message. Please try again.')).toBeTruthy());
    expect(field('First name').value).toBe('Bea');
  });
});
