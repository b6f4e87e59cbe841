/** The financing pre-qualification's contract: the answers' schema and POST /api/contact with `financing`. */
import { describe, expect, it } from 'vitest';
import { contactRequestSchema } from '../../contract/contact.ts';
import {
  creditBandLabel,
  creditBands,
  financingAnswersSchema,
  incomeBandLabel,
  incomeBands,
  MAX_DOWN_PAYMENT,
} from '../../contract/financing.ts';

const answers = { incomeBand: '70k_100k', creditBand: 'good', downPayment: 10_000 };
const request = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Bea',
  lastName: 'Buyer',
  email: 'Bea@Example.com',
  phone: '(212) 555-0199',
  financing: answers,
  ...overrides,
});

/** The messages of a refused parse, by path ("financing.downPayment"). */
function problems(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  expect(result.success).toBe(false);
  return Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('financing answers', () => {
  it('takes every band the form offers and reads a down payment as people type it', () => {
    for (const { value } of incomeBands)
      expect(financingAnswersSchema.safeParse({ ...answers, incomeBand: value }).success, value).toBe(true);
    for (const { value } of creditBands)
      expect(financingAnswersSchema.safeParse({ ...answers, creditBand: value }).success, value).toBe(true);
    for (const [typed, dollars] of [
      ['$12,500', 12_500],
      [' 12 500 ', 12_500],
      ['0', 0],
      [7500, 7500],
      ['5000000', MAX_DOWN_PAYMENT],
    ] as const)
      expect(financingAnswersSchema.parse({ ...answers, downPayment: typed }).downPayment, String(typed)).toBe(dollars);
  });

  it.each([
    ['an unknown income band', { incomeBand: 'millionaire' }, 'incomeBand', 'Choose your yearly income'],
    ['no income band', { incomeBand: '' }, 'incomeBand', 'Choose your yearly income'],
    ['an unknown credit band', { creditBand: 'perfect' }, 'creditBand', 'Choose your credit score range'],
    ['a negative down payment', { downPayment: -1 }, 'downPayment', 'Down payment cannot be negative'],
    ['a typed negative down payment', { downPayment: '-$500' }, 'downPayment', 'Down payment cannot be negative'],
    ['a huge down payment', { downPayment: MAX_DOWN_PAYMENT + 1 }, 'downPayment', 'Down payment is at most $5,000,000'],
    ['cents', { downPayment: 100.5 }, 'downPayment', 'Enter whole dollars'],
    ['no down payment', { downPayment: '' }, 'downPayment', 'Enter your down payment ($0 if none)'],
    ['words', { downPayment: 'ten grand' }, 'downPayment', 'Enter an amount in dollars, such as 5000 or $5,000'],
    ['hexadecimal', { downPayment: '0x1F' }, 'downPayment', 'Enter an amount in dollars, such as 5000 or $5,000'],
    ['infinity', { downPayment: 'Infinity' }, 'downPayment', 'Enter an amount in dollars, such as 5000 or $5,000'],
  ])('refuses %s', (_name, change, path, message) => {
    expect(problems(financingAnswersSchema.safeParse({ ...answers, ...change }))[path]).toBe(message);
  });

  it('names the bands with the form labels', () => {
    expect(incomeBandLabel('70k_100k')).toBe('$70,000 – $100,000');
    expect(creditBandLabel('rebuilding')).toBe('Rebuilding (under 620)');
    expect(creditBandLabel('nope')).toBeUndefined();
  });
});

describe('POST /api/contact with financing', () => {
  it('needs no subject or message, and keeps the answers', () => {
    const parsed = contactRequestSchema.parse(request({ message: '  ' }));
    expect(parsed).toMatchObject({
      email: 'bea@example.com',
      financing: { incomeBand: '70k_100k', creditBand: 'good', downPayment: 10_000 },
    });
    expect(parsed.subject).toBeUndefined();
    expect(parsed.message).toBe('');
  });

  it('requires a phone number, so the specialist can call back', () => {
    expect(problems(contactRequestSchema.safeParse(request({ phone: '' })))).toEqual({ phone: 'Phone is required' });
  });

  it('reports every missing field at once, the answers included', () => {
    const messages = problems(
      contactRequestSchema.safeParse({
        firstName: '',
        lastName: 'Buyer',
        email: 'bea@example.com',
        financing: { incomeBand: '', creditBand: '', downPayment: '' },
      }),
    );
    expect(messages).toEqual({
      firstName: 'First name is required',
      phone: 'Phone is required',
      'financing.incomeBand': 'Choose your yearly income',
      'financing.creditBand': 'Choose your credit score range',
      'financing.downPayment': 'Enter your down payment ($0 if none)',
    });
  });

  it('still requires a subject and a message for any other enquiry', () => {
    const messages = problems(contactRequestSchema.safeParse(request({ financing: undefined, phone: undefined })));
    expect(messages).toEqual({ subject: 'Subject is required', message: 'Message is required' });
    expect(contactRequestSchema.safeParse(request({ financing: null, subject: 'M3', message: 'Hi' })).success).toBe(
      true,
    );
  });

  it('refuses a body of the wrong shape without running the rule', () => {
    for (const body of [null, [], 'text', 42]) expect(contactRequestSchema.safeParse(body).success).toBe(false);
    expect(problems(contactRequestSchema.safeParse(request({ financing: 'yes' })))).toHaveProperty('financing');
  });
});
