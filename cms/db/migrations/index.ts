import * as migration_20261122_032440_initial from './20261122_032440_initial';
import * as migration_20261122_032441_zip_codes_and_column_types from './20261122_032441_zip_codes_and_column_types';

export const migrations = [
  {
    up: migration_20261122_032440_initial.up,
    down: migration_20261122_032440_initial.down,
    name: '20261122_032440_initial'
  },
  {
    up: migration_20261122_032441_zip_codes_and_column_types.up,
    down: migration_20261122_032441_zip_codes_and_column_types.down,
    name: '20261122_032441_zip_codes_and_column_types'
  },
];
