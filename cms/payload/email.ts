/**
 * Payload's email adapter: SMTP when configured (SMTP_HOST); otherwise Payload writes each email to the log, which is
 * what a developer on a laptop wants.
 */
import { nodemailerAdapter } from '@payloadcms/email-nodemailer';
import type { EmailAdapter } from 'payload';
import { brand } from '../../contract/brand.ts';
import type { SmtpSettings } from '../platform/config/env.ts';

export function emailAdapter(smtp: SmtpSettings | undefined): Promise<EmailAdapter> | undefined {
  if (!smtp) return undefined;
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
