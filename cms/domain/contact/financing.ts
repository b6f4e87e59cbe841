/**
 * A financing pre-qualification (the financing page's form, sent as POST /api/contact with `financing`) as the
 * sales team reads it: its subject, its answers in words, and the message stored when the buyer wrote none.
 */
import { creditBandLabel, incomeBandLabel, type FinancingAnswers } from '../../../contract/financing.ts';
import { formatPrice } from '../../../contract/format.ts';

export const FINANCING_SUBJECT = 'Financing pre-qualification';

/** "Financing pre-qualification", naming the car when the buyer came from a listing. */
export function financingSubject(vehicleTitle?: string): string {
  return (vehicleTitle ? `${FINANCING_SUBJECT}: ${vehicleTitle}` : FINANCING_SUBJECT).slice(0, 200);
}

/** The answers with the form's labels, one line each. */
export function financingAnswerLines(answers: FinancingAnswers): string[] {
  return [
    `Yearly income: ${incomeBandLabel(answers.incomeBand) ?? answers.incomeBand}`,
    `Credit score: ${creditBandLabel(answers.creditBand) ?? answers.creditBand}`,
    `Down payment: ${formatPrice(answers.downPayment)}`,
  ];
}

/** What the enquiry's message says when the buyer left it empty (the collection requires one). */
export function financingMessage(answers: FinancingAnswers): string {
  return `Please contact me about financing. (No message from the buyer.)\n\n${financingAnswerLines(answers).join('\n')}`;
}
