/**
 * The email that tells the provider's sales team about an enquiry, built when the queued job sends it
 * (deliverEmail.ts). Text only: every value came from a visitor.
 */
import { brand } from '../../../contract/brand.ts';
import type { FinancingAnswers } from '../../../contract/financing.ts';
import { formatPrice } from '../../../contract/format.ts';
import { financingAnswerLines } from '../contact/financing.ts';

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

export interface EnquiryEmail {
  subject: string;
  text: string;
  /** The buyer: the sales team answers them directly. */
  replyTo: string;
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

/** `publicUrl`: the site's address, for the link to the car. */
export function enquiryEmail(enquiry: Enquiry, publicUrl: string): EnquiryEmail {
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
  return {
    subject: `[${brand.name}] ${enquiry.subject}`.slice(0, 250).replace(/[\r\n]+/g, ' '),
    text: lines.join('\n'),
    replyTo: enquiry.email,
  };
}
