import { MASOOL_PROFILE_FIELDS } from '@seerat/contracts';
import { readTable } from '../../read-schema/read-tables';

/** One row per masool profile that exists (a deleted one is removed), with the stream's revision. */
export const masoolProfilesTable = readTable('masool_profiles', [
  'id',
  'userId',
  ...MASOOL_PROFILE_FIELDS,
  'createdAt',
  'updatedAt',
  'version',
] as const);
