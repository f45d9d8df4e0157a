import { z } from 'zod';
import { fieldChangesSchema } from '../common/field-changes';
import { entityId } from '../common/fields';
import { zoneFieldsSchema } from './zone';

/** Domain events of a zone (stream `zone-<id>`). */
export const zoneCreatedSchema = z.object({ zoneId: entityId, fields: zoneFieldsSchema });
export const zoneUpdatedSchema = z.object({ zoneId: entityId, changes: fieldChangesSchema });

export type ZoneEvent =
  | { type: 'ZoneCreated'; data: z.infer<typeof zoneCreatedSchema> }
  | { type: 'ZoneUpdated'; data: z.infer<typeof zoneUpdatedSchema> };

export const zoneStreamName = (zoneId: number) => `zone-${zoneId}`;
