/**
 * Tells the provider's sales team about an enquiry through Payload's email adapter (SMTP when configured, the log
 * otherwise). Text only: every value came from a visitor.
 */
import type { Payload } from 'payload';
import { brand } from '../../../contract/brand.ts';
import type { FinancingAnswers } from '../../../contract/financing.ts';
import { formatPrice } from '../../../contract/format.ts';
import { financingAnswerLines } from './financing.ts';

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
  vehicle?: { id: number; year: number; make: string; model: string; price?: string | number | null };
  /** A pre-qualification's answers (the financing page's form). */
  financing?: FinancingAnswers;
}

/** The pre-qualification block of the email, with the car's price for the specialist when there is a car. */
function financingBlock(financing: FinancingAnswers, vehicle: Enquiry['vehicle']): string[] {
  const price = vehicle?.price == null ? [] : [`Vehicle price: ${formatPrice(vehicle.price)}`];
  return [
    '',
    'Financing pre-qualification:',
    ...[...financingAnswerLines(financing), ...price].map((line) => `  ${line}`),
  ];
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
    ...(enquiry.financing ? financingBlock(enquiry.financing, enquiry.vehicle) : []),
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
