/**
 * Payload's email adapter: SMTP when configured (SMTP_HOST); otherwise one log line per email with its recipient,
 * subject and links, which is what a developer on a laptop needs to follow a reset or verification link.
 */
import { nodemailerAdapter } from '@payloadcms/email-nodemailer';
import type { EmailAdapter, SendEmailOptions } from 'payload';
import { brand } from '../../contract/brand.ts';
import type { SmtpSettings } from '../platform/config/env.ts';

export function emailAdapter(smtp: SmtpSettings | undefined): EmailAdapter | Promise<EmailAdapter> {
  if (!smtp) return logEmailAdapter;
  return nodemailerAdapter({
    defaultFromAddress: smtp.from || brand.supportEmail,
    defaultFromName: brand.name,
    transportOptions: {
      host: smtp.host,
      port: smtp.port,
      secure: smtp.port === 465,
      auth: smtp.user ? { user: smtp.user, pass: smtp.password } : undefined,
    },
  }) as Promise<EmailAdapter>;
}

/** Without SMTP: nothing is sent; the log says who would have got what, with the links to open by hand. */
export const logEmailAdapter: EmailAdapter = ({ payload }) => ({
  name: 'log',
  defaultFromAddress: brand.supportEmail,
  defaultFromName: brand.name,
  sendEmail: async (message) => {
    payload.logger.info(emailLogLine(message));
  },
});

export function emailLogLine(message: SendEmailOptions): string {
  const links = linksOf(message);
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
