/** POST /api/contact: stored, emailed to sales, validated, limited to 10 an hour per address. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { poolOf } from '../../cms/platform/db/pool.ts';
import { ApiClient } from '../helpers/client.ts';
import { createAccount, createListing } from '../helpers/fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/testServer.ts';

let server: TestServer;
let visitor: ApiClient;
let approvedId: number;
let pendingId: number;

beforeAll(async () => {
  server = await startTestServer();
  const seller = await createAccount(server.payload, 'user', 'seller');
  approvedId = (await createListing(server.payload, seller.id, { status: 'approved' })).id;
  pendingId = (await createListing(server.payload, seller.id)).id;
  visitor = new ApiClient(server.baseUrl);
});
afterAll(() => server?.close());

const enquiry = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Bea',
  lastName: 'Buyer',
  email: 'bea@example.com',
  phone: '(212) 555-0199',
  subject: 'Interested in the 2021 BMW M3',
  message: 'Is it still available? I can pay cash.',
  isFinancingInterest: true,
  isTradeInInterest: false,
  vehicleId: approvedId,
  ...overrides,
});
const messages = () =>
  server.payload.find({ collection: 'contact-messages', overrideAccess: true, pagination: false, sort: 'createdAt' });

describe('POST /api/contact', () => {
  it('stores the enquiry and emails the sales team with it', async () => {
    const sendEmail = vi.spyOn(server.payload, 'sendEmail');
    const response = await visitor.post('/api/contact', enquiry());
    expect(response.status).toBe(201);
    const stored = (await messages()).docs.at(-1)!;
    expect(stored).toMatchObject({
      senderFirstName: 'Bea',
      senderLastName: 'Buyer',
      senderName: 'Bea Buyer',
      senderEmail: 'bea@example.com',
      isFinancingInterest: true,
      isTradeInInterest: false,
      status: 'new',
      vehicle: expect.objectContaining({ id: approvedId }),
    });
    expect(sendEmail).toHaveBeenCalledTimes(1);
    const mail = sendEmail.mock.calls[0][0] as { text: string; replyTo: string };
    expect(mail.replyTo).toBe('bea@example.com');
    expect(mail.text).toContain(`${server.baseUrl}/vehicles/${approvedId}`);
    expect(mail.text).toContain('Is it still available?');
  });

  it('accepts a general enquiry without a vehicle', async () => {
    expect((await visitor.post('/api/contact', enquiry({ vehicleId: undefined, phone: '' }))).status).toBe(201);
  });

  it.each([
    ['no first name', { firstName: '' }, 'firstName'],
    ['no subject', { subject: '   ' }, 'subject'],
    ['a bad email', { email: 'bea@' }, 'email'],
    ['a message over 5000 characters', { message: 'x'.repeat(5001) }, 'message'],
    ['a bad phone', { phone: 'call me' }, 'phone'],
    ['a vehicle id that is not a number', { vehicleId: 'M3' }, 'vehicleId'],
  ])('refuses %s with 400 and stores nothing', async (_name, change, path) => {
    const before = (await messages()).totalDocs;
    const response = await visitor.post('/api/contact', enquiry(change));
    expect(response.status).toBe(400);
    expect(response.body.errors.map((error: { path: string }) => error.path)).toContain(path);
    expect((await messages()).totalDocs).toBe(before);
  });

  it('refuses an enquiry about a listing the sender cannot see', async () => {
    const response = await visitor.post('/api/contact', enquiry({ vehicleId: pendingId }));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('This vehicle is not available');
  });

  it('takes at most 10 messages an hour from one address, then 429 with Retry-After', async () => {
    await poolOf(server.payload).query('delete from rate_limits'); // earlier tests here sent from this address too
    const sender = new ApiClient(server.baseUrl);
    const email = 'eager@example.com';
    for (let index = 0; index < 10; index++)
      expect((await sender.post('/api/contact', enquiry({ email }))).status).toBe(201);
    const before = (await messages()).totalDocs;
    const limited = await sender.post('/api/contact', enquiry({ email }));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(limited.body.message).toMatch(/too many messages/);
    expect((await messages()).totalDocs).toBe(before);
  });
});
