/** Buyers' enquiries in the console (admins): an inbox filtered by new/handled, linked to the listing asked about. */
import { z } from 'zod';
import { relationId } from '../../payload/access/roles.ts';
import { contactMessageStatuses } from '../../payload/collections/ContactMessages/index.ts';
import { parseInput } from '../validate.ts';
import { allOf, idsFilter, matchOneOrMany, oneOrMany, qFilter, recordIdSchema, searchWhere } from './filters.ts';
import { defineResource, textOrNull, type Doc, type UpdateContext } from './resource.ts';

const statusSchema = z.enum(contactMessageStatuses, {
  error: `status must be one of: ${contactMessageStatuses.join(', ')}`,
});
const updateSchema = z.object({ status: statusSchema }).strict();

async function updateMessage({ payload, user, id, body }: UpdateContext): Promise<Doc> {
  const { status } = parseInput(updateSchema, body);
  return (await payload.update({
    collection: 'contact-messages',
    id,
    data: { status },
    depth: 0,
    user,
    overrideAccess: false,
  })) as unknown as Doc;
}

/** A pre-qualification's answers (band values; the console shows their labels), or null for other enquiries. */
function financingView(group: unknown) {
  const { incomeBand, creditBand, downPayment } = (group ?? {}) as Record<string, unknown>;
  if (incomeBand == null && creditBand == null && downPayment == null) return null;
  return {
    incomeBand: textOrNull(incomeBand),
    creditBand: textOrNull(creditBand),
    downPayment: downPayment == null ? null : Number(downPayment),
  };
}

export const contactMessagesResource = defineResource({
  collection: 'contact-messages',
  roles: ['admin'],
  sortable: {
    id: 'id',
    createdAt: 'createdAt',
    status: 'status',
    senderEmail: 'senderEmail',
    subject: 'subject',
    vehicleId: 'vehicle',
  },
  defaultSort: '-createdAt',
  filter: z
    .object({
      q: qFilter,
      id: idsFilter,
      status: oneOrMany(statusSchema).optional(),
      vehicleId: recordIdSchema.optional(),
    })
    .strict(),
  where: (filter) =>
    allOf([
      filter.q ? searchWhere(filter.q, ['senderName', 'senderEmail', 'senderPhone', 'subject', 'message']) : undefined,
      filter.id !== undefined ? matchOneOrMany('id', filter.id) : undefined,
      filter.status !== undefined ? matchOneOrMany('status', filter.status) : undefined,
      filter.vehicleId !== undefined ? { vehicle: { equals: filter.vehicleId } } : undefined,
    ]),
  view: (doc) => ({
    id: Number(doc.id),
    vehicleId: doc.vehicle == null ? null : Number(relationId(doc.vehicle)),
    senderName: textOrNull(doc.senderName),
    senderFirstName: textOrNull(doc.senderFirstName),
    senderLastName: textOrNull(doc.senderLastName),
    senderEmail: textOrNull(doc.senderEmail),
    senderPhone: textOrNull(doc.senderPhone),
    subject: textOrNull(doc.subject),
    message: textOrNull(doc.message),
    isFinancingInterest: Boolean(doc.isFinancingInterest),
    isTradeInInterest: Boolean(doc.isTradeInInterest),
    financing: financingView(doc.financing),
    status: String(doc.status),
    createdAt: String(doc.createdAt),
    updatedAt: String(doc.updatedAt),
  }),
  update: updateMessage,
});
