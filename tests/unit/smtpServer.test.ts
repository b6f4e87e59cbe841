import nodemailer from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpServer, type SmtpInbox } from '../helpers/smtpServer.ts';

let inbox: SmtpInbox;

beforeAll(async () => {
  inbox = await startSmtpServer();
});
afterAll(() => inbox.close());
beforeEach(() => {
  inbox.clear();
  inbox.failNext(0);
});

function send(options: nodemailer.SendMailOptions) {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: inbox.port, secure: false });
  return transport.sendMail({ from: '"Marquee Motors" <support@marqueemotors.example>', ...options });
}

describe('the test SMTP server', () => {
  it('receives a message and parses it as a mail client would', async () => {
    await send({
      to: 'ana@example.com',
      bcc: 'audit@example.com',
      subject: 'Reset your password',
      text: 'Choose a new password:\nhttp://localhost:3000/reset-password?token=abc123\n',
      html: '<p><a href="http://localhost:3000/reset-password?token=abc123">Choose a new password</a></p>',
    });
    const message = await inbox.waitFor((m) => m.to.includes('ana@example.com'));
    expect(message).toMatchObject({
      from: 'support@marqueemotors.example',
      to: ['ana@example.com', 'audit@example.com'],
      subject: 'Reset your password',
    });
    expect(message.html).toContain('<a href="http://localhost:3000/reset-password?token=abc123">');
    expect(message.headers['subject']).toBe('Reset your password');
    expect(message.headers['from']).toMatch(/^"?Marquee Motors"? <support@marqueemotors\.example>$/);
    expect(inbox.linkIn(message, '/reset-password')).toBe('http://localhost:3000/reset-password?token=abc123');
    expect(() => inbox.linkIn(message, '/verify-email')).toThrow(/No link to \/verify-email/);
  });

  it('waits for a message still to come, and gives up after the timeout', async () => {
    const waiting = inbox.waitFor((m) => m.subject === 'Later');
    await send({ to: 'bo@example.com', subject: 'Sooner', text: 'first' });
    await send({ to: 'bo@example.com', subject: 'Later', text: 'second' });
    await expect(waiting).resolves.toMatchObject({ subject: 'Later', text: 'second\n' });
    await expect(inbox.waitFor((m) => m.subject === 'Never', 100)).rejects.toThrow(
      /received: bo@example.com: "Sooner"/,
    );
  });

  it('refuses the next messages with a temporary error, then accepts a retry', async () => {
    inbox.failNext(2);
    const attempts: Array<number | undefined> = [];
    // A sender that retries temporary failures, as the app's delivery should.
    for (;;) {
      try {
        await send({ to: 'cy@example.com', subject: 'Retried', text: 'Third time lucky' });
        break;
      } catch (error) {
        attempts.push((error as { responseCode?: number }).responseCode);
      }
    }
    expect(attempts).toEqual([451, 451]);
    expect(inbox.refused).toBe(2);
    expect(inbox.messages.map((m) => m.subject)).toEqual(['Retried']);
  });
});
