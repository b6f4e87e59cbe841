import type { CollectionConfig } from 'payload';
import {
  bodyTypes,
  conditions,
  drivetrains,
  fuelTypes,
  transmissions,
  vehicleStatuses,
} from '../../../../contract/catalog/listingOptions.ts';
import { dealRatings, marketValueBases } from '../../../../contract/deals.ts';
import { adminsOnly, serverManaged } from '../../access/roles.ts';
import { createVehicles, manageOwnVehicles, ownerOrAdminReads, readVehicles } from './access.ts';
import { holdLiveEdits } from './hooks/holdLiveEdits.ts';
import { assignOwner } from '../../hooks/assignOwner.ts';
import { deletePhotos } from './hooks/deletePhotos.ts';
import { locateZip } from './hooks/locateZip.ts';
import {
  refreshMarketValuesAfterChange,
  refreshMarketValuesAfterDelete,
  rememberValuedRow,
} from './hooks/refreshMarketValues.ts';
import { normalizeTextListHook } from './hooks/normalizeTextList.ts';
import { ownPhotosOnly } from './hooks/ownPhotosOnly.ts';
import { returnToReview } from './hooks/returnToReview.ts';
import { uppercaseVin } from './hooks/uppercaseVin.ts';
import {
  validateImages,
  validateMileage,
  validateOptionalUrl,
  validatePhone,
  validatePrice,
  validateTextList,
  validateViews,
  validateVin,
  validateYear,
  validateZip,
} from './validate.ts';

const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }));
/** Stored as PostgreSQL `integer` (a migration alters Payload's `numeric`): filters on it must be whole numbers. */
const integerColumn = { integer: true };
const privateRead = { read: ownerOrAdminReads };
/**
 * Written only by the server's own code: the moderation call (status), the console's Featured switch, view
 * counting, the owner at creation, and fields derived by hooks (coordinates from the ZIP, deal figures).
 */
const serverWrites = { create: serverManaged, update: serverManaged };

export const Vehicles: CollectionConfig = {
  slug: 'vehicles',
  access: {
    read: readVehicles,
    create: createVehicles,
    update: manageOwnVehicles,
    delete: manageOwnVehicles,
    readVersions: adminsOnly,
  },
  defaultSort: '-createdAt',
  /**
   * The table holds what the public sees. An owner's edit of a live listing is saved as a draft version and waits
   * there for review (holdLiveEdits); the admin's decision publishes it or restores the live one.
   */
  versions: { drafts: { validate: true }, maxPerDoc: 25 },
  hooks: {
    beforeOperation: [holdLiveEdits],
    beforeChange: [assignOwner, ownPhotosOnly, returnToReview, locateZip, rememberValuedRow],
    afterChange: [refreshMarketValuesAfterChange],
    afterDelete: [deletePhotos, refreshMarketValuesAfterDelete],
  },
  fields: [
    { name: 'make', type: 'text', required: true, maxLength: 60 },
    { name: 'model', type: 'text', required: true, maxLength: 80 },
    { name: 'year', type: 'number', required: true, validate: validateYear, custom: integerColumn },
    { name: 'trim', type: 'text', maxLength: 100 },
    { name: 'mileage', type: 'number', required: true, validate: validateMileage, custom: integerColumn },
    { name: 'price', type: 'number', required: true, validate: validatePrice },
    { name: 'condition', type: 'select', required: true, options: options(conditions) },
    { name: 'bodyType', type: 'select', options: options(bodyTypes) },
    { name: 'fuelType', type: 'select', options: options(fuelTypes) },
    { name: 'transmission', type: 'select', options: options(transmissions) },
    { name: 'drivetrain', type: 'select', options: options(drivetrains) },
    { name: 'exteriorColor', type: 'text', maxLength: 40 },
    { name: 'interiorColor', type: 'text', maxLength: 40 },
    { name: 'description', type: 'textarea', maxLength: 5000 },
    // Lists of text are jsonb arrays: one row per listing, and `@>` on a GIN index answers "has all features".
    {
      name: 'features',
      type: 'json',
      defaultValue: [],
      validate: validateTextList,
      hooks: { beforeValidate: [normalizeTextListHook] },
    },
    { name: 'images', type: 'json', defaultValue: [], validate: validateImages },
    { name: 'location', type: 'text', required: true, maxLength: 120 },
    { name: 'zipCode', type: 'text', required: true, validate: validateZip },
    { name: 'city', type: 'text', access: serverWrites },
    { name: 'state', type: 'text', access: serverWrites },
    { name: 'latitude', type: 'number', access: serverWrites },
    { name: 'longitude', type: 'number', access: serverWrites },
    { name: 'contactPhone', type: 'text', required: true, maxLength: 40, validate: validatePhone, access: privateRead },
    { name: 'contactEmail', type: 'email', required: true, access: privateRead },
    { name: 'contactFirstName', type: 'text', maxLength: 80, access: privateRead },
    { name: 'contactLastName', type: 'text', maxLength: 80, access: privateRead },
    { name: 'contactLocation', type: 'text', maxLength: 120 },
    {
      name: 'vin',
      type: 'text',
      validate: validateVin,
      hooks: { beforeValidate: [uppercaseVin] },
      access: privateRead,
    },
    { name: 'carfaxReportUrl', type: 'text', maxLength: 2048, validate: validateOptionalUrl, access: privateRead },
    {
      name: 'recentServices',
      type: 'json',
      defaultValue: [],
      validate: validateTextList,
      hooks: { beforeValidate: [normalizeTextListHook] },
      access: privateRead,
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: options(vehicleStatuses),
      // Its own type name: Payload would name this enum and the publication state `_status` alike.
      enumName: 'enum_vehicles_listing_status',
      access: serverWrites,
    },
    {
      name: 'views',
      type: 'number',
      defaultValue: 0,
      validate: validateViews,
      access: serverWrites,
      custom: integerColumn,
    },
    { name: 'isFeatured', type: 'checkbox', defaultValue: false, access: serverWrites },
    // Kept by marketValues.ts in SQL whenever a listing of the same model or make and body type changes; no value
    // and no basis until approved, basis 'none' while too few similar listings are.
    { name: 'dealRating', type: 'select', options: options(dealRatings), access: serverWrites },
    { name: 'marketValue', type: 'number', access: serverWrites, custom: integerColumn },
    { name: 'marketValueLow', type: 'number', access: serverWrites, custom: integerColumn },
    { name: 'marketValueHigh', type: 'number', access: serverWrites, custom: integerColumn },
    { name: 'marketValueComparables', type: 'number', access: serverWrites, custom: integerColumn },
    {
      name: 'marketValueBasis',
      type: 'select',
      options: options([...marketValueBases, 'none']),
      access: serverWrites,
    },
    // Kept by triggers in PostgreSQL (migration price_history): the cut of the public price since the first cut of
    // the latest run of cuts, and when the last cut was made; cleared by a rise, by leaving the market, and by
    // housekeeping once old (priceDropRules).
    { name: 'priceDrop', type: 'number', access: serverWrites },
    { name: 'priceDroppedAt', type: 'date', access: serverWrites },
    // Last on purpose: its read check must come after the other private fields' (see access.ts).
    {
      name: 'owner',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
      access: { ...serverWrites, read: ownerOrAdminReads },
    },
  ],
};
