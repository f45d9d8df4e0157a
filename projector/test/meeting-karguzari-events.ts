import { randomUUID } from 'node:crypto';
import {
  type ActionItem,
  type EventMetadata,
  type FieldChanges,
  type KarguzariFields,
  karguzariFieldsSchema,
  karguzariStreamName,
  type MeetingFields,
  meetingFieldsSchema,
  meetingStreamName,
} from '@seerat/contracts';
import { metadata, type StreamEvent } from './zone-city-events';

/** Domain events of meetings and karguzari reports as the write side records them, for projection specs. */
function recorded(stream: string, type: string, data: unknown, meta: Partial<EventMetadata>): StreamEvent {
  return { stream, event: { id: randomUUID(), type, data, metadata: metadata(meta) } };
}

export function meetingRecorded(
  meetingId: number,
  fields: Partial<MeetingFields> & { zoneId: number },
  actionItems: ActionItem[] = [],
  meta: Partial<EventMetadata> = {},
): StreamEvent {
  const full = meetingFieldsSchema.parse({
    title: `Meeting ${meetingId}`,
    meetingDate: '2025-03-01',
    scope: fields.cityId ? 'city' : 'zone',
    cityId: null,
    ...fields,
  });
  return recorded(
    meetingStreamName(meetingId),
    'MeetingRecorded',
    { meetingId, fields: full, actionItems },
    meta,
  );
}

type Place = { meetingId: number; cityId: number | null; zoneId: number };

export function meetingUpdated(place: Place, changes: FieldChanges, meta: Partial<EventMetadata> = {}) {
  return recorded(meetingStreamName(place.meetingId), 'MeetingUpdated', { ...place, changes }, meta);
}

export function actionItemAdded(place: Place, item: ActionItem, meta: Partial<EventMetadata> = {}) {
  return recorded(meetingStreamName(place.meetingId), 'MeetingActionItemAdded', { ...place, item }, meta);
}

export function actionItemUpdated(
  place: Place,
  itemId: number,
  changes: FieldChanges,
  meta: Partial<EventMetadata> = {},
) {
  return recorded(
    meetingStreamName(place.meetingId),
    'MeetingActionItemUpdated',
    { ...place, itemId, changes },
    meta,
  );
}

export function reportCreated(
  reportId: number,
  fields: Partial<KarguzariFields> & { cityId: number; zoneId: number },
  options: { status?: 'draft' | 'submitted'; authorId?: number; meta?: Partial<EventMetadata> } = {},
): StreamEvent {
  const full = karguzariFieldsSchema.parse({
    title: `Report ${reportId}`,
    reportDate: '2025-03-01',
    activities: `Activities of report ${reportId}`,
    ...fields,
  });
  return recorded(
    karguzariStreamName(reportId),
    'KarguzariReportCreated',
    { reportId, fields: full, status: options.status ?? 'submitted', authorId: options.authorId ?? 1 },
    options.meta ?? {},
  );
}

type About = { reportId: number; version: number; cityId: number; zoneId: number };

export function reportRevised(
  about: About,
  changes: FieldChanges,
  editReason: string,
  meta: Partial<EventMetadata> = {},
): StreamEvent {
  return recorded(
    karguzariStreamName(about.reportId),
    'KarguzariReportRevised',
    { ...about, changes, editReason, status: 'submitted', authorId: meta.userId ?? 1 },
    { changeReason: editReason, ...meta },
  );
}

export function reportReviewed(
  about: About,
  decision: 'reviewed' | 'approved' | 'rejected',
  reviewComments: string | null,
  meta: Partial<EventMetadata> = {},
): StreamEvent {
  return recorded(
    karguzariStreamName(about.reportId),
    'KarguzariReportReviewed',
    { ...about, decision, reviewComments },
    meta,
  );
}

export function reportSubmitted(about: About, meta: Partial<EventMetadata> = {}): StreamEvent {
  return recorded(karguzariStreamName(about.reportId), 'KarguzariReportSubmitted', about, meta);
}
