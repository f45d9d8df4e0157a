import { randomUUID } from 'node:crypto';
import {
  type EventMetadata,
  type FieldChanges,
  type QabailFields,
  qabailFieldsSchema,
  qabailStreamName,
} from '@seerat/contracts';
import { metadata, type StreamEvent } from './zone-city-events';

/** Domain events of qabails as the write side records them, for projection specs. */
function recorded(qabailId: number, type: string, data: unknown, meta: Partial<EventMetadata>): StreamEvent {
  return {
    stream: qabailStreamName(qabailId),
    event: { id: randomUUID(), type, data, metadata: metadata(meta) },
  };
}

export function qabailCreated(
  qabailId: number,
  fields: Partial<QabailFields> & { cityId: number },
  meta: Partial<EventMetadata> = {},
): StreamEvent {
  const full = qabailFieldsSchema.parse({
    qabilahName: `Qabilah ${qabailId}`,
    masoolName: `Masool ${qabailId}`,
    cityName: `City ${fields.cityId}`,
    ...fields,
  });
  return recorded(qabailId, 'QabailCreated', { qabailId, fields: full }, meta);
}

export function qabailUpdated(
  qabailId: number,
  cityId: number,
  changes: FieldChanges,
  meta: Partial<EventMetadata> = {},
): StreamEvent {
  return recorded(qabailId, 'QabailUpdated', { qabailId, cityId, changes }, meta);
}

export function qabailDeleted(qabailId: number, cityId: number, meta: Partial<EventMetadata> = {}) {
  return recorded(qabailId, 'QabailDeleted', { qabailId, cityId }, meta);
}
