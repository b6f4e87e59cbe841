// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  currentLocation,
  descriptionOf,
  jsonResponse,
  makeVehicle,
  renderWithProviders,
  stubFetch,
} from '../../testing/render';
import { PreQualificationSection } from './PreQualificationSection';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Answer = Response | Promise<Response>;

/** The section at `route`, with listing 42 readable and POST /api/contact answered by `contact` in turn. */
function renderSection(route: string, ...contact: Answer[]) {
  const fetch = stubFetch((url, init) => {
    if (url === '/api/vehicles/42') return jsonResponse(makeVehicle({ id: 42, price: '44800.00' }));
    if (url === '/api/contact' && init?.method === 'POST') return contact.shift();
    return undefined;
  });
  renderWithProviders(<PreQualificationSection />, { route });
  return fetch;
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Get pre-qualified' }));
const contactCalls = (fetch: ReturnType<typeof stubFetch>) =>
  fetch.mock.calls.filter(([url]) => url === '/api/contact');

function fillIn() {
  type(/^First name/, 'Bea');
  type(/^Last name/, 'Buyer');
  type(/^Email/, 'bea@example.com');
  type(/^Phone/, '(212) 555-0199');
  type(/^Yearly income/, '70k_100k');
  type(/^Credit score/, 'good');
  type(/^Down payment/, '$10,000');
}

describe('the financing pre-qualification', () => {
  it('names the car the buyer came from, with its price, and can leave it out', async () => {
    renderSection('/financing?vehicle=42');
    const summary = (await screen.findByText('Financing for')).parentElement!;
    expect(within(summary).getByRole('link', { name: '2021 BMW X5 xDrive40i' }).getAttribute('href')).toBe(
      '/vehicles/42',
    );
    expect(within(summary).getByText('$44,800')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove the 2021 BMW X5 from this request' }));
    expect(screen.queryByText('Financing for')).toBeNull();
    expect(currentLocation()).toBe('/financing');
  });

  it('shows what is wrong under each field and sends nothing', async () => {
    const fetch = renderSection('/financing');
    type(/^Down payment/, '-500');
    type(/^Email/, 'bea@');
    send();

    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(descriptionOf(field(/^Last name/))).toBe('Last name is required');
    expect(descriptionOf(field(/^Email/))).toBe('Enter a valid email address');
    expect(descriptionOf(field(/^Phone/))).toBe('Phone is required');
    expect(descriptionOf(field(/^Yearly income/))).toBe('Choose your yearly income');
    expect(descriptionOf(field(/^Credit score/))).toBe('Choose your credit score range');
    expect(descriptionOf(field(/^Down payment/))).toBe('Down payment cannot be negative');
    expect(field(/^Down payment/).getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(field(/^Message/))).toBeFalsy();
    expect(contactCalls(fetch)).toEqual([]);
  });

  it('sends the answers with the car, thanks the buyer and empties the form', async () => {
    const fetch = renderSection('/financing?vehicle=42', jsonResponse({ id: 9 }, 201));
    await screen.findByText('Financing for');
    fillIn();
    send();

    expect(
      await screen.findByText('Thanks — a financing specialist will contact you within one business day.'),
    ).toBeTruthy();
    expect(screen.getByText('Request sent, Bea.').closest('[role="status"]')).toBeTruthy();
    const [, init] = contactCalls(fetch)[0];
    expect(JSON.parse(String(init?.body))).toEqual({
      firstName: 'Bea',
      lastName: 'Buyer',
      email: 'bea@example.com',
      phone: '(212) 555-0199',
      message: '',
      isFinancingInterest: true,
      isTradeInInterest: false,
      vehicleId: 42,
      financing: { incomeBand: '70k_100k', creditBand: 'good', downPayment: 10000 },
    });
    expect(field(/^First name/).value).toBe('');
    expect(field(/^Yearly income/).value).toBe('');
    expect(field(/^Down payment/).value).toBe('');
  });

  it("puts the server's refusals under the fields they name, and says why otherwise", async () => {
    const refused = jsonResponse(
      {
        message: 'financing.downPayment: Down payment is at most $5,000,000',
        errors: [{ path: 'financing.downPayment', message: 'Down payment is at most $5,000,000' }],
      },
      400,
    );
    const limited = jsonResponse(
      { message: 'You have sent too many messages. Please try again later or call us.' },
      429,
    );
    renderSection('/financing', refused, limited);
    fillIn();
    send();

    await waitFor(() => expect(descriptionOf(field(/^Down payment/))).toBe('Down payment is at most $5,000,000'));
    expect(screen.getByRole('alert').textContent).toBe('Please correct the marked fields.');
    expect(document.activeElement).toBe(field(/^Down payment/));
    expect(field(/^First name/).value).toBe('Bea');

    send();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'You have sent too many messages. Please try again later or call us.',
      ),
    );
    expect(screen.queryByText(/financing specialist will contact you/)).toBeNull();
  });

  it('leaves out a listing that is gone, and says so', async () => {
    const fetch = renderSection('/financing?vehicle=77', jsonResponse({ id: 10 }, 201));
    expect(
      await screen.findByText('That listing is no longer available; you can still get pre-qualified.'),
    ).toBeTruthy();
    fillIn();
    send();
    await screen.findByText(/financing specialist will contact you/);
    expect(JSON.parse(String(contactCalls(fetch)[0][1]?.body))).not.toHaveProperty('vehicleId');
  });
});
