import { TEAM_PROFILE_FIELDS } from '@seerat/contracts';
import { readTable } from '../../read-schema/read-tables';

/** One row per team profile that exists (a deleted one is removed), with the stream's revision. */
export const teamProfilesTable = readTable('team_profiles', [
  'id',
  ...TEAM_PROFILE_FIELDS,
  'createdAt',
  'updatedAt',
  'version',
] as const);
