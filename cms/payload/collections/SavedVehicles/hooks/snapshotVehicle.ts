/**
 * A saved car belongs to whoever saves it, and its snapshot (name and price) comes from the listing at that moment:
 * those fields refuse every value a request sends (index.ts), so what is in the data here was set by this hook or a
 * trusted local call. Only a listing buyers can see (approved or sold) can be saved, and an account holds at most
 * savedListRules.maxSaved; both are checked here so that every door (/api, /cms-api) keeps them.
 */
import { sql } from '@payloadcms/db-postgres/drizzle';
import { APIError, ValidationError, type CollectionBeforeChangeHook } from 'payload';
import { publicStatuses, type VehicleStatus } from '../../../../../contract/catalog/listingOptions.ts';
import { vehicleName } from '../../../../../contract/format.ts';
import { savedListRules, savedMessages } from '../../../../../contract/savedVehicles.ts';
import { runSqlInRequest } from '../../../../platform/db/sql.ts';
import { relationId } from '../../../access/roles.ts';

/** The first key of the two-key advisory lock: "saved cars", the second the account's id. */
const SAVED_LOCKS = 0x5361_7665;

function refuseVehicle(message: string): never {
  throw new ValidationError({ collection: 'saved-vehicles', errors: [{ path: 'vehicleId', message }] });
}

export const snapshotVehicle: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data;
  if (req.user) data.user ??= req.user.id;
  const userId = relationId(data.user);
  const raw: unknown = data.vehicleId;
  // A number, or digits as a form would send them; Number() alone would take true or [5].
  const vehicleId = typeof raw === 'number' || (typeof raw === 'string' && /^\d{1,10}$/.test(raw)) ? Number(raw) : NaN;
  // Validation runs after this hook: a value it would refuse is refused here first, before any read.
  if (!Number.isSafeInteger(vehicleId) || vehicleId < 1 || vehicleId > 2_147_483_647)
    refuseVehicle('The vehicle id must be a positive whole number');
  const vehicle = await req.payload.findByID({
    collection: 'vehicles',
    id: vehicleId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    select: { make: true, model: true, year: true, price: true, status: true },
    req,
  });
  if (!vehicle || !publicStatuses.includes(vehicle.status as VehicleStatus)) refuseVehicle(savedMessages.notListed);
  if (userId !== undefined) {
    // Devices saving at once count in turn: the lock lasts until this row is committed, so the next count sees it.
    await runSqlInRequest(req, sql`select pg_advisory_xact_lock(${SAVED_LOCKS}, ${userId})`);
    const { totalDocs } = await req.payload.count({
      collection: 'saved-vehicles',
      where: { user: { equals: userId } },
      overrideAccess: true,
      req,
    });
    if (totalDocs >= savedListRules.maxSaved) throw new APIError(savedMessages.full, 409, undefined, true);
  }
  data.vehicleId = vehicleId;
  data.title = vehicleName(vehicle);
  data.priceAtSave = Number(vehicle.price);
  return data;
};
