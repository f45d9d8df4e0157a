import { randomUUID } from 'node:crypto';
import {
  type CampusChecklistMap,
  type CityFields,
  type CitySelection,
  cityFieldsSchema,
  cityStreamName,
  dangerZoneStreamName,
  type EventMetadata,
  type FieldChanges,
  recommendedBookStreamName,
  seeratModelStreamName,
  type ZoneFields,
  zoneFieldsSchema,
  zoneStreamName,
} from '@seerat/contracts';
import type { EventToAppend } from '@seerat/eventstore';

/**
 * Domain events of zones, cities and the catalogue as the write side records them, for projection
 * specs. Each builder answers the stream to append to and the event; metadata can be overridden.
 */
export interface StreamEvent {
  stream: string;
  event: EventToAppend;
}

export function metadata(overrides: Partial<EventMetadata> = {}): EventMetadata {
  return {
    userId: 1,
    username: 'admin',
    changeReason: null,
    ipAddress: '10.0.0.1',
    userAgent: 'spec-agent',
    correlationId: randomUUID(),
    occurredAt: '2025-01-01T10:00:00.000Z',
    ...overrides,
  };
}

function recorded(stream: string, type: string, data: unknown, meta: Partial<EventMetadata>): StreamEvent {
  return { stream, event: { id: randomUUID(), type, data, metadata: metadata(meta) } };
}

export function zoneCreated(
  zoneId: number,
  fields: Partial<ZoneFields> = {},
  meta: Partial<EventMetadata> = {},
): StreamEvent {
  const full = zoneFieldsSchema.parse({ name: `Zone ${zoneId}`, masool: `Masool ${zoneId}`, ...fields });
  return recorded(zoneStreamName(zoneId), 'ZoneCreated', { zoneId, fields: full }, meta);
}

export function zoneUpdated(zoneId: number, changes: FieldChanges, meta: Partial<EventMetadata> = {}) {
  return recorded(zoneStreamName(zoneId), 'ZoneUpdated', { zoneId, changes }, meta);
}

export function cityCreated(
  cityId: number,
  fields: Partial<CityFields> & { zoneId: number },
  options: {
    seeratModels?: CitySelection[];
    libraryBooks?: CitySelection[];
    meta?: Partial<EventMetadata>;
  } = {},
): StreamEvent {
  const full = cityFieldsSchema.parse({ name: `City ${cityId}`, masoolName: `Masool ${cityId}`, ...fields });
  return recorded(
    cityStreamName(cityId),
    'CityCreated',
    {
      cityId,
      fields: full,
      seeratModels: options.seeratModels ?? [],
      libraryBooks: options.libraryBooks ?? [],
    },
    options.meta ?? {},
  );
}

export function cityUpdated(cityId: number, changes: FieldChanges, meta: Partial<EventMetadata> = {}) {
  return recorded(cityStreamName(cityId), 'CityUpdated', { cityId, changes }, meta);
}

export const NOTHING_CHECKED: CampusChecklistMap = {
  seerahCirclesCheck: false,
  trainedTeamCheck: false,
  trainedTeachersCheck: false,
  locationConfirmedCheck: false,
  teamVisitedIslamabadCheck: false,
};

export function checklistSaved(
  cityId: number,
  saved: { checklist?: Partial<CampusChecklistMap>; notes?: string | null; isCampus?: boolean },
  meta: Partial<EventMetadata> = {},
): StreamEvent {
  return recorded(
    cityStreamName(cityId),
    'CampusChecklistSaved',
    {
      cityId,
      checklist: { ...NOTHING_CHECKED, ...saved.checklist },
      notes: saved.notes ?? null,
      isCampus: saved.isCampus ?? false,
    },
    meta,
  );
}

export function seeratModelAdded(modelId: number, modelName: string, priority = 1): StreamEvent {
  return recorded(seeratModelStreamName(modelId), 'SeeratModelAdded', { modelId, modelName, priority }, {});
}

export function recommendedBookAdded(
  bookId: number,
  book: { title: string; author?: string; priority?: number; description?: string | null },
): StreamEvent {
  return recorded(
    recommendedBookStreamName(bookId),
    'RecommendedBookAdded',
    {
      bookId,
      title: book.title,
      author: book.author ?? 'Unknown',
      category: 'seerat',
      priority: book.priority ?? 1,
      description: book.description ?? null,
    },
    { userId: null, username: 'System' },
  );
}

export function seeratModelCheckRecorded(
  cityId: number,
  check: { id: number; checkName: string },
  meta: Partial<EventMetadata> = {},
): StreamEvent {
  const data = { cityId, check: { checkStatus: 'pending', lastCheckedDate: null, notes: null, ...check } };
  return recorded(cityStreamName(cityId), 'SeeratModelCheckRecorded', data, meta);
}

export function seeratModelCheckUpdated(
  cityId: number,
  checkId: number,
  changes: FieldChanges,
  meta: Partial<EventMetadata> = {},
): StreamEvent {
  return recorded(cityStreamName(cityId), 'SeeratModelCheckUpdated', { cityId, checkId, changes }, meta);
}

/** The danger-zone job's record of a city entering the danger zone (its own stream, beside the city's). */
export function cityEnteredDangerZone(
  cityId: number,
  zoneId: number,
  lastMeetingDate: string | null,
  meta: Partial<EventMetadata> = {},
): StreamEvent {
  const data = { cityId, zoneId, lastMeetingDate };
  return recorded(dangerZoneStreamName(cityId), 'CityEnteredDangerZone', data, meta);
}

export function cityLeftDangerZone(
  cityId: number,
  zoneId: number,
  lastMeetingDate: string | null,
  meta: Partial<EventMetadata> = {},
): StreamEvent {
  const data = { cityId, zoneId, lastMeetingDate, reason: 'met' };
  return recorded(dangerZoneStreamName(cityId), 'CityLeftDangerZone', data, meta);
}
