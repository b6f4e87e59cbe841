import type { CollectionConfig } from 'payload';
import { alertFrequencies, SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_QUERY_MAX } from '../../../../contract/savedSearches.ts';
import { serverManaged } from '../../access/roles.ts';
import { createSavedSearches, deleteSavedSearches, readSavedSearches, updateSavedSearches } from './access.ts';
import { ownSearch } from './hooks/ownSearch.ts';

/**
 * A search a signed-in buyer keeps: its filters as /search's query string, a name, and how often new matches are
 * emailed. The account is a relationship whose rows go with the account.
 */
export const SavedSearches: CollectionConfig = {
  slug: 'saved-searches',
  access: {
    read: readSavedSearches,
    create: createSavedSearches,
    update: updateSavedSearches,
    delete: deleteSavedSearches,
  },
  defaultSort: '-createdAt',
  hooks: { beforeChange: [ownSearch] },
  fields: [
    {
      name: 'user',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
      access: { create: serverManaged, update: serverManaged },
    },
    { name: 'name', type: 'text', required: true, maxLength: SAVED_SEARCH_NAME_MAX },
    { name: 'query', type: 'text', maxLength: SAVED_SEARCH_QUERY_MAX, defaultValue: '' },
    {
      name: 'frequency',
      type: 'select',
      required: true,
      defaultValue: 'daily',
      options: alertFrequencies.map((value) => ({ label: value, value })),
    },
    { name: 'paused', type: 'checkbox', defaultValue: false },
    {
      // The query's make, model, price and year, kept by the hook as columns so that the alert run finds the
      // searches a new car may match through an index, and the rest of its conditions, which the run checks with
      // search's own (hooks/ownSearch.ts).
      name: 'match',
      type: 'group',
      access: { create: serverManaged, update: serverManaged },
      fields: [
        { name: 'make', type: 'text', defaultValue: '' },
        { name: 'model', type: 'text', defaultValue: '' },
        { name: 'minPrice', type: 'number' },
        { name: 'maxPrice', type: 'number' },
        { name: 'minYear', type: 'number' },
        { name: 'maxYear', type: 'number' },
        { name: 'rest', type: 'text', defaultValue: '' },
      ],
    },
  ],
};
