/**
 * Tells the provider's sales team about an enquiry through Payload's email adapter (SMTP when configured, the log
 * otherwise). Text only: every value came from a visitor.
 */
import type { Payload } from 'payload';
import { brand } from '../../../contract/brand.ts';

export interface Enquiry {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
  isFinancingInterest: boolean;
  isTradeInInterest: boolean;
  vehicle?: { id: number; year: number; make: string; model: string };
}

/** `to`: the sales team's address; absent, the brand's support address. */
export async function notifySales(
  payload: Payload,
  enquiry: Enquiry,
  publicUrl: string,
  to = brand.supportEmail,
): Promise<void> {
  const lines = [
    `New enquiry #${enquiry.id} from ${enquiry.firstName} ${enquiry.lastName}`,
    `Email: ${enquiry.email}`,
    `Phone: ${enquiry.phone ?? 'not given'}`,
    enquiry.vehicle
      ? `Vehicle: ${enquiry.vehicle.year} ${enquiry.vehicle.make} ${enquiry.vehicle.model} (${publicUrl}/vehicles/${enquiry.vehicle.id})`
      : 'Vehicle: none (general enquiry)',
    `Interested in financing: ${enquiry.isFinancingInterest ? 'yes' : 'no'}`,
    `Has a trade-in: ${enquiry.isTradeInInterest ? 'yes' : 'no'}`,
    '',
    `Subject: ${enquiry.subject}`,
    '',
    enquiry.message,
  ];
  await payload.sendEmail({
    to,
    replyTo: enquiry.email,
    subject: `[${brand.name}] ${enquiry.subject}`.slice(0, 250).replace(/[\r\n]+/g, ' '),
    text: lines.join('\n'),
  });
}
