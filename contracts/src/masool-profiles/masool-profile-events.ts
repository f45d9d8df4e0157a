import { z } from 'zod';
import { fieldChangesSchema } from '../common/field-changes';
import { entityId } from '../common/fields';
import { masoolProfileFieldsSchema } from './masool-profile';

/**
 * Domain events of a masool profile (stream `masool-profile-<id>`). Every event names the user the
 * profile belongs to (or null), so the read side finds a user's profile without folding. An
 * update carries only the changed fields with their values before and after.
 */
const userId = entityId.nullable();
export const masoolProfileCreatedSchema = z.object({
  profileId: entityId,
  userId,
  fields: masoolProfileFieldsSchema,
});
export const masoolProfileUpdatedSchema = z.object({
  profileId: entityId,
  userId,
  changes: fieldChangesSchema,
});
export const masoolProfileDeletedSchema = z.object({ profileId: entityId, userId });

export type MasoolProfileEvent =
  | { type: 'MasoolProfileCreated'; data: z.infer<typeof masoolProfileCreatedSchema> }
  | { type: 'MasoolProfileUpdated'; data: z.infer<typeof masoolProfileUpdatedSchema> }
  | { type: 'MasoolProfileDeleted'; data: z.infer<typeof masoolProfileDeletedSchema> };

export const masoolProfileStreamName = (profileId: number) => `masool-profile-${profileId}`;
