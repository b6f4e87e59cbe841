import type { CollectionConfig } from 'payload';
import {
  bodyTypes, conditions, drivetrains, fuelTypes, transmissions, vehicleStatuses,
} from '../../../contract/catalog/listingOptions.ts';
import { dealRatings } from '../../../contract/deals.ts';
import {
  adminFieldOnly, createVehicles, derivedField, manageOwnVehicles, ownerOrAdminReads, readVehicles,
} from './access.ts';
import { assignOwner } from '../../hooks/assignOwner.ts';
import { deletePhotos } from './hooks/deletePhotos.ts';
import { locateZip } from './hooks/locateZip.ts';
import { refreshDealsAfterChange, refreshDealsAfterDelete } from './hooks/refreshDeals.ts';
import { normalizeTextListHook } from './hooks/normalizeTextList.ts';
import { returnToReview } from './hooks/returnToReview.ts';
import { uppercaseVin } from './hooks/uppercaseVin.ts';
import {
  validateImages, validateMileage, validateOptionalUrl, validatePhone, validatePrice, validateTextList,
  validateViews, validateVin, validateYear, validateZip,
} from './validate.ts';

const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }));
const privateRead = { read: ownerOrAdminReads };
const adminWrites = { create: adminFieldOnly, update: adminFieldOnly };
const derived = { create: derivedField, update: derivedField };

export const Vehicles: CollectionConfig = {
  slug: 'vehicles',
  access: {
    read: readVehicles,
    create: createVehicles,
    update: manageOwnVehicles,
    delete: manageOwnVehicles,
  },
  defaultSort: '-createdAt',
  hooks: {
    beforeChange: [assignOwner, returnToReview, locateZip],
    afterChange: [refreshDealsAfterChange],
    afterDelete: [deletePhotos, refreshDealsAfterDelete],
  },
  fields: [
    { name: 'make', type: 'text', required: true, maxLength: 60 },
    { name: 'model', type: 'text', required: true, maxLength: 80 },
    { name: 'year', type: 'number', required: true, validate: validateYear },
    { name: 'trim', type: 'text', maxLength: 100 },
    { name: 'mileage', type: 'number', required: true, validate: validateMileage },
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
    { name: 'features', type: 'json', defaultValue: [], validate: validateTextList, hooks: { beforeValidate: [normalizeTextListHook] } },
    { name: 'images', type: 'json', defaultValue: [], validate: validateImages },
    { name: 'location', type: 'text', required: true, maxLength: 120 },
    { name: 'zipCode', type: 'text', required: true, validate: validateZip },
    { name: 'city', type: 'text', access: derived },
    { name: 'state', type: 'text', access: derived },
    { name: 'latitude', type: 'number', access: derived },
    { name: 'longitude', type: 'number', access: derived },
    { name: 'contactPhone', type: 'text', required: true, maxLength: 40, validate: validatePhone, access: privateRead },
    { name: 'contactEmail', type: 'email', required: true, access: privateRead },
    { name: 'contactFirstName', type: 'text', maxLength: 80, access: privateRead },
    { name: 'contactLastName', type: 'text', maxLength: 80, access: privateRead },
    { name: 'contactLocation', type: 'text', maxLength: 120 },
    { name: 'vin', type: 'text', validate: validateVin, hooks: { beforeValidate: [uppercaseVin] }, access: privateRead },
    { name: 'carfaxReportUrl', type: 'text', maxLength: 2048, validate: validateOptionalUrl, access: privateRead },
    {
      name: 'recentServices', type: 'json', defaultValue: [], validate: validateTextList,
      hooks: { beforeValidate: [normalizeTextListHook] }, access: privateRead,
    },
    {
      name: 'status', type: 'select', required: true, defaultValue: 'pending', index: true,
      options: options(vehicleStatuses), access: adminWrites,
    },
    { name: 'views', type: 'number', defaultValue: 0, validate: validateViews, access: adminWrites },
    { name: 'isFeatured', type: 'checkbox', defaultValue: false, access: adminWrites },
    // Kept by cms/search/dealRatings.ts in SQL whenever a listing of the same model changes.
    { name: 'dealRating', type: 'select', options: options(dealRatings), access: derived },
    { name: 'dealMedian', type: 'number', access: derived },
    { name: 'dealComparables', type: 'number', access: derived },
    // Last on purpose: its read check must come after the other private fields' (see access.ts).
    {
      name: 'owner', type: 'relationship', relationTo: 'users', required: true, index: true,
      access: { ...adminWrites, read: ownerOrAdminReads },
    },
  ],
};
