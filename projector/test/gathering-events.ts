import { randomUUID } from 'node:crypto';
import {
  type EventMetadata,
  type GatheringEvent,
  type GatheringFields,
  gatheringFieldsSchema,
  gatheringStreamName,
} from '@seerat/contracts';
import { metadata, type StreamEvent } from './zone-city-events';

/** Domain events of events (gatherings) as the write side records them, for projection specs. */
export function gatheringRecorded(
  gatheringId: number,
  event: GatheringEvent,
  meta: Partial<EventMetadata> = {},
): StreamEvent {
  return {
    stream: gatheringStreamName(gatheringId),
    event: { id: randomUUID(), type: event.type, data: event.data, metadata: metadata(meta) },
  };
}

export function gatheringFields(fields: Partial<GatheringFields> & { cityId: number; zoneId: number }) {
  return gatheringFieldsSchema.parse({
    title: 'Seerat workshop',
    purpose: 'Teach the first chapters',
    startDateTime: '2025-03-01T10:00:00.000Z',
    endDateTime: '2025-03-01T12:00:00.000Z',
    durationHours: 2,
    ...fields,
  });
}
