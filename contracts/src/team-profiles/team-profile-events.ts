import { z } from 'zod';
import { fieldChangesSchema } from '../common/field-changes';
import { entityId as id } from '../common/fields';
import { teamProfileFieldsSchema } from './team-profile';

/**
 * Domain events of a team profile (stream `team-profile-<id>`). Every event names the profile's
 * city after it, so a projection or an auditor knows whose it is without folding the stream.
 */
export const teamProfileCreatedSchema = z.object({ profileId: id, fields: teamProfileFieldsSchema });
export const teamProfileUpdatedSchema = z.object({ profileId: id, cityId: id, changes: fieldChangesSchema });
export const teamProfileDeletedSchema = z.object({ profileId: id, cityId: id });

export type TeamProfileEvent =
  | { type: 'TeamProfileCreated'; data: z.infer<typeof teamProfileCreatedSchema> }
  | { type: 'TeamProfileUpdated'; data: z.infer<typeof teamProfileUpdatedSchema> }
  | { type: 'TeamProfileDeleted'; data: z.infer<typeof teamProfileDeletedSchema> };

export const teamProfileStreamName = (profileId: number) => `team-profile-${profileId}`;
