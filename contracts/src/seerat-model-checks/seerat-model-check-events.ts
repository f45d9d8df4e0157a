import { z } from 'zod';
import { fieldChangesSchema } from '../common/field-changes';
import { entityId } from '../common/fields';
import { seeratModelCheckSchema } from './seerat-model-check';

/** A check recorded in the city's stream, whole; a later change carries only its changed fields. */
export const seeratModelCheckRecordedSchema = z.object({ cityId: entityId, check: seeratModelCheckSchema });
export const seeratModelCheckUpdatedSchema = z.object({
  cityId: entityId,
  checkId: entityId,
  changes: fieldChangesSchema,
});

export type SeeratModelCheckEvent =
  | { type: 'SeeratModelCheckRecorded'; data: z.infer<typeof seeratModelCheckRecordedSchema> }
  | { type: 'SeeratModelCheckUpdated'; data: z.infer<typeof seeratModelCheckUpdatedSchema> };
