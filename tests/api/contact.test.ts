/**
 * POST /api/contact: stored, emailed to sales through the queue (read from a real SMTP server on loopback), validated,
 * limited to 10 an hour per address.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queueEmail } from '../../cms/domain/email/emailIntents.ts';
import { poolOf } from '../../cms/platform/db/pool.ts';
import { brand } from '../../contract/brand.ts';
import { ApiClient } from '../helpers/client.ts';
import { createAccount, createListing, signedInClient } from '../helpers/fixtures.ts';
import { startSmtpServer, type SmtpInbox, type SmtpMessage } from '../helpers/smtpServer.ts';
import { startTestServer, type TestServer } from '../helpers/testServer.ts';
import { queuedEmails } from '../helpers/emailJobs.ts';

const SALES = 'sales@marketplace.test';
let inbox: SmtpInbox;
let server: TestServer;
let visitor: ApiClient;
let approvedId: number;
let pendingId: number;

beforeAll(async () => {
  inbox = await startSmtpServer();
  server = await startTestServer({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(inbox.port),
    SALES_EMAIL: SALES,
    EMAIL_RETRY_BASE_MS: '50',
    JOB_POLL_MS: '200',
  });
  const seller = await createAccount(server.payload, 'user', 'seller');
  approvedId = (await createListing(server.payload, seller.id, { status: 'approved' })).id;
  pendingId = (await createListing(server.payload, seller.id)).id;
  visitor = new ApiClient(server.baseUrl);
});
afterAll(async () => {
  await server?.close();
  await inbox?.close();
});

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
/** The sales team's email about the stored enquiry `id`. */
const aboutEnquiry = (id: number) => (message: SmtpMessage) => message.text.startsWith(`New enquiry #${id} `);
const queuedJobs = () => queuedEmails(server.payload);

describe('POST /api/contact', () => {
  it('stores the enquiry and emails the sales team with it', async () => {
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
    const mail = await inbox.waitFor(aboutEnquiry(stored.id));
    expect(mail.to).toEqual([SALES]);
    expect(mail.headers['reply-to']).toBe('bea@example.com');
    expect(mail.subject).toBe(`[${brand.name}] Interested in the 2021 BMW M3`);
    expect(mail.html).toBe('');
    expect(inbox.linkIn(mail, `/vehicles/${approvedId}`).startsWith(server.baseUrl)).toBe(true);
    expect(mail.text).toContain('Phone: (212) 555-0199');
    expect(mail.text).toContain('Is it still available?');
  });

  it('accepts a general enquiry without a vehicle', async () => {
    const response = await visitor.post('/api/contact', enquiry({ vehicleId: undefined, phone: '' }));
    expect(response.status).toBe(201);
    const mail = await inbox.waitFor(aboutEnquiry(response.body.id));
    expect(mail.text).toContain('Phone: not given');
    expect(mail.text).toContain('Vehicle: none (general enquiry)');
  });

  it('answers the buyer at once while the mail server refuses, and the email arrives once, later', async () => {
    await expect.poll(queuedJobs).toBe(0); // earlier tests' emails are out of the way of the refusals
    inbox.failNext(2);
    const response = await visitor.post('/api/contact', enquiry({ email: 'patient@example.com' }));
    expect(response.status).toBe(201);
    expect(inbox.messages.filter(aboutEnquiry(response.body.id))).toHaveLength(0);
    const mail = await inbox.waitFor(aboutEnquiry(response.body.id), 20_000);
    expect(mail.to).toEqual([SALES]);
    expect(inbox.refused).toBe(2);
    await expect.poll(queuedJobs).toBe(0);
    expect(inbox.messages.filter(aboutEnquiry(response.body.id))).toHaveLength(1);
  });

  it('sends nothing for an enquiry deleted before its email went out', async () => {
    const { senderFirstName, senderLastName, senderEmail, subject, message } = (await messages()).docs[0];
    const stored = await server.payload.create({
      collection: 'contact-messages',
      overrideAccess: true,
      data: { senderFirstName, senderLastName, senderEmail, subject, message, status: 'new' },
    });
    await server.payload.delete({ collection: 'contact-messages', id: stored.id, overrideAccess: true });
    await queueEmail(server.payload, { kind: 'salesEnquiry', contactMessageId: stored.id, to: SALES });
    await expect.poll(queuedJobs).toBe(0);
    expect(inbox.messages.filter(aboutEnquiry(stored.id))).toHaveLength(0);
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

describe('POST /api/contact with financing: the pre-qualification', () => {
  const answers = { incomeBand: '70k_100k', creditBand: 'good', downPayment: 10_000 };
  const prequalification = (overrides: Record<string, unknown> = {}) => ({
    firstName: 'Fin',
    lastName: 'Buyer',
    email: 'fin@example.com',
    phone: '(212) 555-0123',
    financing: answers,
    ...overrides,
  });
  let admin: ApiClient;
  let signedInBuyer: ApiClient;
  let storedId: number;

  beforeAll(async () => {
    admin = await signedInClient(server.baseUrl, await createAccount(server.payload, 'admin'));
    signedInBuyer = await signedInClient(server.baseUrl, await createAccount(server.payload, 'user', 'buyer'));
  });
  // Each test starts with the hour's allowance: the other tests here sent from this address too.
  beforeEach(() => poolOf(server.payload).query('delete from rate_limits'));

  it('stores it as financing interest with the answers, names the car, and emails them to sales', async () => {
    const response = await visitor.post('/api/contact', prequalification({ vehicleId: approvedId }));
    expect(response.status).toBe(201);
    expect(response.body.message).toBe('Thanks! A financing specialist will contact you within one business day.');
    storedId = response.body.id;
    const stored = await server.payload.findByID({
      collection: 'contact-messages',
      id: storedId,
      overrideAccess: true,
    });
    expect(stored).toMatchObject({
      senderName: 'Fin Buyer',
      senderPhone: '(212) 555-0123',
      subject: 'Financing pre-qualification: 2021 BMW M3 Competition',
      isFinancingInterest: true,
      isTradeInInterest: false,
      financing: answers,
      vehicle: expect.objectContaining({ id: approvedId }),
    });
    expect(stored.message).toContain('Yearly income: $70,000 – $100,000');

    const mail = await inbox.waitFor(aboutEnquiry(storedId));
    expect(mail.to).toEqual([SALES]);
    expect(mail.headers['reply-to']).toBe('fin@example.com');
    expect(mail.subject).toBe(`[${brand.name}] Financing pre-qualification: 2021 BMW M3 Competition`);
    for (const line of [
      'Interested in financing: yes',
      'Financing pre-qualification:',
      '  Yearly income: $70,000 – $100,000',
      '  Credit score: Good (680–719)',
      '  Down payment: $10,000',
      '  Vehicle price: $68,900',
      `${server.baseUrl}/vehicles/${approvedId}`,
    ])
      expect(mail.text).toContain(line);
  });

  it("keeps the buyer's own message, and needs no car", async () => {
    const response = await visitor.post(
      '/api/contact',
      prequalification({ message: 'Best after 5 pm.', financing: { ...answers, downPayment: '$0' } }),
    );
    expect(response.status).toBe(201);
    const stored = await server.payload.findByID({
      collection: 'contact-messages',
      id: response.body.id,
      overrideAccess: true,
    });
    expect(stored).toMatchObject({
      subject: 'Financing pre-qualification',
      message: 'Best after 5 pm.',
      vehicle: null,
      financing: { ...answers, downPayment: 0 },
    });
  });

  it.each([
    ['an unknown income band', { financing: { ...answers, incomeBand: 'billionaire' } }, 'financing.incomeBand'],
    ['an unknown credit band', { financing: { ...answers, creditBand: 'perfect' } }, 'financing.creditBand'],
    ['no credit band', { financing: { incomeBand: 'over_150k', downPayment: 0 } }, 'financing.creditBand'],
    ['a negative down payment', { financing: { ...answers, downPayment: -1 } }, 'financing.downPayment'],
    ['a huge down payment', { financing: { ...answers, downPayment: 5_000_001 } }, 'financing.downPayment'],
    ['an absurd down payment', { financing: { ...answers, downPayment: 1e308 } }, 'financing.downPayment'],
    ['a down payment in words', { financing: { ...answers, downPayment: 'lots' } }, 'financing.downPayment'],
    ['answers that are not an object', { financing: 'yes' }, 'financing'],
    ['no phone to call back', { phone: '' }, 'phone'],
  ])('refuses %s with 400 and stores nothing', async (_name, change, path) => {
    const before = (await messages()).totalDocs;
    const response = await visitor.post('/api/contact', prequalification(change));
    expect(response.status).toBe(400);
    expect(response.body.errors.map((error: { path: string }) => error.path)).toContain(path);
    expect((await messages()).totalDocs).toBe(before);
  });

  it('counts against the contact limit of the address and the email', async () => {
    const email = 'eager-fin@example.com';
    for (let index = 0; index < 10; index++)
      expect((await visitor.post('/api/contact', enquiry({ email }))).status).toBe(201);
    const before = (await messages()).totalDocs;
    const limited = await visitor.post('/api/contact', prequalification({ email }));
    expect(limited.status).toBe(429);
    expect((await messages()).totalDocs).toBe(before);
  });

  it('is read by admins in the console, with the answers; a signed-in buyer reads it through no door', async () => {
    const inConsole = await admin.get(`/api/console/contact-messages/${storedId}`);
    expect(inConsole.status).toBe(200);
    expect(inConsole.body).toMatchObject({ isFinancingInterest: true, financing: answers, vehicleId: approvedId });
    const list = await admin.get('/api/console/contact-messages?range=[0,999]');
    expect(
      list.body.find((message: { subject: string }) => message.subject === 'Interested in the 2021 BMW M3'),
    ).toMatchObject({ financing: null });

    for (const path of [
      '/cms-api/contact-messages',
      `/cms-api/contact-messages/${storedId}`,
      `/cms-api/contact-messages?where[financing.creditBand][equals]=good`,
      '/api/console/contact-messages',
      `/api/console/contact-messages/${storedId}`,
    ]) {
      const refused = await signedInBuyer.get(path);
      expect(refused.status, path).toBe(403);
      expect(JSON.stringify(refused.body), path).not.toContain('fin@example.com');
      expect((await visitor.get(path)).status, path).toBe(401);
    }
  });
});
