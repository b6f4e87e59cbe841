/**
 * Listings in the console (admins): every field, the private ones included, status and isFeatured (views are
 * counted, never typed). A status change made here goes through the moderation call's transaction, so the history
 * records it.
 */
import { z } from 'zod';
import { vehicleStatuses } from '../../../contract/catalog/listingOptions.ts';
import { listingInputSchema, statusChangeSchema } from '../../../contract/listings.ts';
import { HttpError } from '../errors.ts';
import { parseInput } from '../validate.ts';
import { changeStatus } from '../../domain/moderation/changeStatus.ts';
import { vehicleView } from '../../domain/vehicles/vehicleView.ts';
import { allOf, idsFilter, matchOneOrMany, oneOrMany, qFilter, recordIdSchema, searchWhere } from './filters.ts';
import { defineResource, type Doc, type UpdateContext } from './resource.ts';

const listingFields = listingInputSchema.shape;
type ListingField = keyof typeof listingFields;
const listFields = new Set<string>(['features', 'images', 'recentServices']);

const updateSchema = listingInputSchema
  .partial()
  .extend({
    status: z.enum(vehicleStatuses, { error: `status must be one of: ${vehicleStatuses.join(', ')}` }).optional(),
    isFeatured: z.boolean({ error: 'isFeatured must be true or false' }).optional(),
    /** Kept in the moderation history when the status changes. */
    statusReason: statusChangeSchema.shape.reason,
  })
  .strict();

const isEmpty = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/**
 * The fields the admin emptied: cleared (null, or [] for lists) when optional, a 400 when required. The listing
 * schema reads '' as "absent", which for a partial update would mean "unchanged".
 */
function emptiedFields(body: Record<string, unknown>): {
  rest: Record<string, unknown>;
  cleared: Record<string, unknown>;
} {
  const rest: Record<string, unknown> = {};
  const cleared: Record<string, unknown> = {};
  const missing: { path: string; message: string }[] = [];
  for (const [key, value] of Object.entries(body)) {
    const field = listingFields[key as ListingField];
    if (!field || !isEmpty(value)) rest[key] = value;
    else if (field.safeParse(undefined).success) cleared[key] = listFields.has(key) ? [] : null;
    else missing.push({ path: key, message: `${key} is required` });
  }
  if (missing.length) throw new HttpError(400, missing.map((entry) => entry.message).join('; '), missing);
  return { rest, cleared };
}

async function updateVehicle({ payload, user, id, current, body }: UpdateContext): Promise<Doc> {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new HttpError(400, 'Send the changed fields as a JSON object');
  const { rest, cleared } = emptiedFields(body as Record<string, unknown>);
  const { status, statusReason, ...changes } = { ...parseInput(updateSchema, rest), ...cleared };
  if (status !== undefined && status !== current.status) {
    return (await changeStatus(payload, user, id, status, statusReason, changes)) as unknown as Doc;
  }
  if (statusReason) throw new HttpError(400, 'statusReason: a reason is kept only with a change of status');
  if (Object.keys(changes).length === 0) return current;
  // The Featured switch is server-managed: no request body sets it through Payload, so this admin-only call does.
  return (await payload.update({
    collection: 'vehicles',
    id,
    data: changes as never,
    depth: 0,
    user,
    overrideAccess: true,
  })) as unknown as Doc;
}

const filterSchema = z
  .object({
    q: qFilter,
    id: idsFilter,
    status: oneOrMany(
      z.enum(vehicleStatuses, { error: `status must be one of: ${vehicleStatuses.join(', ')}` }),
    ).optional(),
    isFeatured: z.boolean({ error: 'isFeatured must be true or false' }).optional(),
    make: z.string().trim().min(1).max(60).optional(),
    userId: recordIdSchema.optional(),
  })
  .strict();

const searchFields = [
  'make',
  'model',
  'trim',
  'location',
  'zipCode',
  'vin',
  'contactEmail',
  'contactFirstName',
  'contactLastName',
];

export const vehiclesResource = defineResource({
  collection: 'vehicles',
  roles: ['admin'],
  sortable: Object.fromEntries(
    [
      'id',
      'createdAt',
      'updatedAt',
      'make',
      'model',
      'year',
      'price',
      'mileage',
      'views',
      'status',
      'isFeatured',
      'location',
    ].map((field) => [field, field]),
  ),
  defaultSort: '-createdAt',
  filter: filterSchema,
  where: (filter) =>
    allOf([
      filter.q ? searchWhere(filter.q, searchFields) : undefined,
      filter.id !== undefined ? matchOneOrMany('id', filter.id) : undefined,
      filter.status !== undefined ? matchOneOrMany('status', filter.status) : undefined,
      filter.isFeatured !== undefined ? { isFeatured: { equals: filter.isFeatured } } : undefined,
      filter.make ? { make: { equals: filter.make } } : undefined,
      filter.userId !== undefined ? { owner: { equals: filter.userId } } : undefined,
    ]),
  // The console edits price with a number input; the /api contract's text form is for the storefront.
  view: (doc) => ({ ...vehicleView(doc), price: Number(doc.price) }),
  update: updateVehicle,
  deletable: true,
});
