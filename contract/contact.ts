/** POST /api/contact: an enquiry to the provider's sales team. */
import { z } from 'zod';

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} has at most ${max} characters`);
const flag = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean({ error: 'Must be true or false' }).optional().default(false),
);

export const contactRequestSchema = z.object({
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
  subject: required('Subject', 200),
  message: required('Message', 5000),
  isFinancingInterest: flag,
  isTradeInInterest: flag,
  vehicleId: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce.number({ error: 'vehicleId must be a number' }).int().positive().max(2_147_483_647).optional(),
  ),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;
