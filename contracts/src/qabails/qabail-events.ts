import { z } from 'zod';
import { fieldChangesSchema } from '../common/field-changes';
import { entityId as id } from '../common/fields';
import { qabailFieldsSchema } from './qabail';

/**
 * Domain events of a qabail (stream `qabail-<id>`). Every event names the qabail's city as it is
 * after the event, so a projection or an auditor knows whose qabail it is without folding the
 * stream. An update carries only the changed fields, each with its value before and after
 * (`cityName` changes with `cityId`).
 */

export const qabailCreatedSchema = z.object({ qabailId: id, fields: qabailFieldsSchema });
export const qabailUpdatedSchema = z.object({
  qabailId: id,
  cityId: id,
  changes: fieldChangesSchema,
});
export const qabailDeletedSchema = z.object({ qabailId: id, cityId: id });

export type QabailEvent =
  | { type: 'QabailCreated'; data: z.infer<typeof qabailCreatedSchema> }
  | { type: 'QabailUpdated'; data: z.infer<typeof qabailUpdatedSchema> }
  | { type: 'QabailDeleted'; data: z.infer<typeof qabailDeletedSchema> };

export const qabailStreamName = (qabailId: number) => `qabail-${qabailId}`;
