/**
 * POST /api/contact: an enquiry to the provider's sales team. With `financing` (the financing page's
 * pre-qualification form) it is a financing request: the phone is required, and the subject and message may be left
 * out (the server writes them).
 */
import { z } from 'zod';
import { financingAnswersSchema } from './financing.ts';

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} has at most ${max} characters`);
/** Text that is required or not depending on the whole request (below); blank counts as absent. */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} has at most ${max} characters`)
    .optional();
const flag = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean({ error: 'Must be true or false' }).optional().default(false),
);

export const contactRequestSchema = z
  .object({
    firstName: required('First name', 80),
    lastName: required('Last name', 80),
    email: z
      .string({ error: 'Email is required' })
      .trim()
      .toLowerCase()
      .max(254)
      .pipe(z.email({ error: 'Enter a valid email address' })),
    phone: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z
        .string()
        .trim()
        .max(40, 'Phone has at most 40 characters')
        .regex(/^[\d\s()+.\-]{7,}$/, 'Enter a valid phone number')
        .optional(),
    ),
    subject: optionalText('Subject', 200),
    message: optionalText('Message', 5000),
    isFinancingInterest: flag,
    isTradeInInterest: flag,
    vehicleId: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z.coerce.number({ error: 'vehicleId must be a number' }).int().positive().max(2_147_483_647).optional(),
    ),
    financing: financingAnswersSchema.nullish(),
  })
  .superRefine(
    (request, context) => {
      const missing = (path: 'subject' | 'message' | 'phone', label: string) => {
        if (!request[path]) context.addIssue({ code: 'custom', path: [path], message: `${label} is required` });
      };
      if (request.financing == null) {
        missing('subject', 'Subject');
        missing('message', 'Message');
      } else {
        // A financing specialist calls the buyer back.
        missing('phone', 'Phone');
      }
    },
    // Also when another field is wrong, so a form shows every missing field at once; never on a body of the wrong shape.
    { when: ({ value }) => typeof value === 'object' && value !== null && !Array.isArray(value) },
  );
export type ContactRequest = z.input<typeof contactRequestSchema>;
