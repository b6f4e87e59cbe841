/**
 * Payload's email adapter: SMTP when configured (SMTP_HOST); otherwise one log line per email with its recipient,
 * subject and links, which is what a developer on a laptop needs to follow a reset or verification link. In
 * production the links stay out of the log (each is a key to an account for whoever reads the log), and SMTP must
 * speak TLS unless SMTP_REQUIRE_TLS=false (a reset link in the clear is as good as the password).
 */
import { nodemailerAdapter } from '@payloadcms/email-nodemailer';
import type { EmailAdapter, SendEmailOptions } from 'payload';
import { brand } from '../../contract/brand.ts';
import type { SmtpSettings } from '../platform/config/env.ts';

/** A mail server that stops answering fails the send (and the queue tries again), rather than holding it for minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

export function emailAdapter(
  smtp: SmtpSettings | undefined,
  { production = false }: { production?: boolean } = {},
): EmailAdapter | Promise<EmailAdapter> {
  if (!smtp) return logEmailAdapter({ showLinks: !production });
  return nodemailerAdapter({
    defaultFromAddress: smtp.from || brand.supportEmail,
    defaultFromName: brand.name,
    transportOptions: {
      host: smtp.host,
      port: smtp.port,
      secure: smtp.port === 465,
      requireTLS: smtp.requireTls && smtp.port !== 465,
      auth: smtp.user ? { user: smtp.user, pass: smtp.password } : undefined,
      ...SMTP_TIMEOUTS,
    },
  }) as Promise<EmailAdapter>;
}

/** Without SMTP: nothing is sent; the log says who would have got what, with the links to open by hand. */
export const logEmailAdapter =
  ({ showLinks }: { showLinks: boolean }): EmailAdapter =>
  ({ payload }) => ({
    name: 'log',
    defaultFromAddress: brand.supportEmail,
    defaultFromName: brand.name,
    sendEmail: async (message) => {
      if (showLinks) payload.logger.info(emailLogLine(message));
      else payload.logger.warn(`${emailLogLine(message, false)} (not sent: SMTP_HOST is not set)`);
    },
  });

export function emailLogLine(message: SendEmailOptions, withLinks = true): string {
  const links = withLinks ? linksOf(message) : [];
  const line = `Email to ${recipients(message.to)}: ${JSON.stringify(String(message.subject ?? ''))}`;
  return links.length ? `${line} links: ${links.join(' ')}` : line;
}

type Recipient = string | { address: string; name?: string };

function recipients(to: Recipient | Recipient[] | undefined): string {
  const list = Array.isArray(to) ? to : to ? [to] : [];
  return list.map((entry) => (typeof entry === 'string' ? entry : entry.address)).join(', ') || '(nobody)';
}

/** Every distinct http(s) link, from the text part when there is one (the HTML repeats them, entity-escaped). */
function linksOf(message: SendEmailOptions): string[] {
  const text = typeof message.text === 'string' ? message.text : undefined;
  const html = typeof message.html === 'string' ? message.html : '';
  const found = text !== undefined ? text.match(linkPattern) : html.match(linkPattern)?.map(unescapeAmpersands);
  return [...new Set(found ?? [])];
}

const linkPattern = /https?:\/\/[^\s<>"'`)]+/g;

function unescapeAmpersands(url: string): string {
  return url.replace(/&amp;/g, '&');
}
