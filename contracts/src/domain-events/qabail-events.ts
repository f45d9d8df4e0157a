import { z } from 'zod';
import { qabailFieldsSchema } from '../qabails/qabail';

/**
 * Domain events of a qabail (stream `qabail-<id>`). Every event names the qabail's city as it is
 * after the event, so a projection or an auditor knows whose qabail it is without folding the
 * stream. An update carries only the changed fields, each with its value before and after
 * (`cityName` changes with `cityId`).
 */
const id = z.number().int().positive();
const fieldChange = z.object({ from: z.unknown(), to: z.unknown() });

export const qabailCreatedSchema = z.object({ qabailId: id, fields: qabailFieldsSchema });
export const qabailUpdatedSchema = z.object({
  qabailId: id,
  cityId: id,
  changes: z.record(z.string(), fieldChange),
});
export const qabailDeletedSchema = z.object({ qabailId: id, cityId: id });

export type QabailEvent =
  | { type: 'QabailCreated'; data: z.infer<typeof qabailCreatedSchema> }
  | { type: 'QabailUpdated'; data: z.infer<typeof qabailUpdatedSchema> }
  | { type: 'QabailDeleted'; data: z.infer<typeof qabailDeletedSchema> };

export const qabailStreamName = (qabailId: number) => `qabail-${qabailId}`;
