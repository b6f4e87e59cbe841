/**
 * Payload's email adapter: SMTP when SMTP_HOST is set; otherwise Payload writes each email to the log, which is
 * what a developer on a laptop wants.
 */
import { nodemailerAdapter } from '@payloadcms/email-nodemailer';
import type { EmailAdapter } from 'payload';
import { brand } from '../../contract/brand.ts';
import type { EnvSource } from './env.ts';

export function emailAdapter(source: EnvSource = process.env): Promise<EmailAdapter> | undefined {
  if (!source.SMTP_HOST) return undefined;
  const port = Number(source.SMTP_PORT || 587);
  return nodemailerAdapter({
    defaultFromAddress: source.SMTP_FROM || brand.supportEmail,
    defaultFromName: brand.name,
    transportOptions: {
      host: source.SMTP_HOST,
      port,
      secure: port === 465,
      auth: source.SMTP_USER ? { user: source.SMTP_USER, pass: source.SMTP_PASSWORD } : undefined,
    },
  }) as Promise<EmailAdapter>;
}
