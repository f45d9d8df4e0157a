import { CITY_FIELDS } from '@seerat/contracts';
import { readTable } from '../../read-schema/read-tables';

/**
 * One row per city: every city field, its `path` in the city tree (the city's id, then its
 * ancestors', nearest first: scope checks and subtree queries), and the stream's revision.
 */
export const citiesTable = readTable('cities', [
  'id',
  ...CITY_FIELDS,
  'path',
  'createdAt',
  'updatedAt',
  'version',
] as const);
