import type { Payload } from 'payload';
import { describe, expect, it } from 'vitest';
import { brand } from '../../contract/brand.ts';
import { passwordResetEmail } from '../../cms/domain/email/messages.ts';
import { emailAdapter } from '../../cms/payload/email.ts';

/** The adapter Payload would get without SMTP, with a logger that keeps its lines. */
async function logAdapter(production = false) {
  const lines: unknown[] = [];
  const keep = (line: unknown) => lines.push(line);
  const payload = { logger: { info: keep, warn: keep } } as unknown as Payload;
  const adapter = (await emailAdapter(undefined, { production }))({ payload });
  return { adapter, lines };
}

describe('the email adapter without SMTP', () => {
  it('writes one line with the recipient, the subject and the links of the text part', async () => {
    const { adapter, lines } = await logAdapter();
    const resetUrl = 'http://localhost:3000/reset-password?token=abc123&next=%2Faccount';
    await adapter.sendEmail({ to: 'ana@example.com', ...passwordResetEmail({ firstName: 'Ana', resetUrl }) });
    expect(lines).toEqual([`Email to ana@example.com: "Reset your password" links: ${resetUrl}`]);
  });

  it('reads the links of the HTML part when there is no text, unescaped and once each', async () => {
    const { adapter, lines } = await logAdapter();
    await adapter.sendEmail({
      to: [{ name: 'Ana', address: 'ana@example.com' }, 'bo@example.com'],
      subject: 'Two links',
      html: '<a href="https://a.example/x?a=1&amp;b=2">https://a.example/x?a=1&amp;b=2</a> <a href="http://b.example/">b</a>',
    });
    expect(lines).toEqual([
      'Email to ana@example.com, bo@example.com: "Two links" links: https://a.example/x?a=1&b=2 http://b.example/',
    ]);
  });

  it('keeps the subject on one line and leaves links out when there are none', async () => {
    const { adapter, lines } = await logAdapter();
    await adapter.sendEmail({ to: 'ana@example.com', subject: 'Hi\nthere', text: 'No link here.' });
    expect(lines).toEqual(['Email to ana@example.com: "Hi\\nthere"']);
  });

  it('sends from the brand', async () => {
    const { adapter } = await logAdapter();
    expect(adapter).toMatchObject({ defaultFromAddress: brand.supportEmail, defaultFromName: brand.name });
  });

  it('in production, keeps the links out of the log: each is a key to an account', async () => {
    const { adapter, lines } = await logAdapter(true);
    const resetUrl = 'https://cars.example.com/reset-password?token=abc123';
    await adapter.sendEmail({ to: 'ana@example.com', ...passwordResetEmail({ firstName: 'Ana', resetUrl }) });
    expect(lines).toEqual(['Email to ana@example.com: "Reset your password" (not sent: SMTP_HOST is not set)']);
  });
});
