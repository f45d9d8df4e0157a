import { ZONE_FIELDS } from '@seerat/contracts';
import { readTable } from '../../read-schema/read-tables';

/** One row per zone: every zone field, the derived city count and dates, the stream's revision. */
export const zonesTable = readTable('zones', [
  'id',
  ...ZONE_FIELDS,
  'totalCities',
  'createdAt',
  'updatedAt',
  'version',
] as const);
