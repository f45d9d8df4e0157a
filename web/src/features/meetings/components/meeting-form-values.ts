import {
  type ActionItemFields,
  type ActionItemPriority,
  type Meeting,
  type MeetingScope,
  type MeetingStatus,
  type MeetingType,
  REQUIRED_FIELDS_MESSAGE,
} from '@seerat/contracts';
import type { CreateMeetingRequest } from '../api/create-meeting';
import type { UpdateMeetingRequest } from '../api/update-meeting';

/** A new action item as typed in the form. */
export type ItemDraft = { task: string; assignedTo: string; dueDate: string; priority: ActionItemPriority };

/** The meeting form as typed: texts, with the numbers and ids as the inputs hold them. */
export type MeetingFormValues = {
  scope: MeetingScope;
  zoneId: string;
  cityId: string;
  title: string;
  meetingType: MeetingType;
  meetingDate: string;
  startTime: string;
  endTime: string;
  location: string;
  attendees: string;
  status: MeetingStatus;
  description: string;
  agenda: string;
  minutes: string;
  notes: string;
  changeReason: string;
  actionItems: ItemDraft[];
};

export const EMPTY_ITEM: ItemDraft = { task: '', assignedTo: '', dueDate: '', priority: 'medium' };

export function initialMeetingFormValues(meeting?: Meeting, place?: { cityId?: number }): MeetingFormValues {
  return {
    scope: meeting?.scope ?? 'city',
    zoneId: meeting ? String(meeting.zoneId) : '',
    cityId: meeting?.cityId ? String(meeting.cityId) : place?.cityId ? String(place.cityId) : '',
    title: meeting?.title ?? '',
    meetingType: meeting?.meetingType ?? 'general',
    meetingDate: meeting?.meetingDate ?? '',
    startTime: meeting?.startTime ?? '',
    endTime: meeting?.endTime ?? '',
    location: meeting?.location ?? '',
    attendees: String(meeting?.attendees ?? 0),
    status: meeting?.status ?? 'scheduled',
    description: meeting?.description ?? '',
    agenda: meeting?.agenda ?? '',
    minutes: meeting?.minutes ?? '',
    notes: meeting?.notes ?? '',
    changeReason: '',
    actionItems: [],
  };
}

/** Section 5: title, meeting date, and the zone (zone scope) or city (city scope). */
export function missingRequired(values: MeetingFormValues): string | null {
  const place = values.scope === 'zone' ? values.zoneId : values.cityId;
  return values.title.trim() === '' || values.meetingDate === '' || place === ''
    ? REQUIRED_FIELDS_MESSAGE
    : null;
}

function details(values: MeetingFormValues) {
  return {
    title: values.title,
    meetingType: values.meetingType,
    meetingDate: values.meetingDate,
    startTime: values.startTime,
    endTime: values.endTime,
    location: values.location,
    attendees: Math.max(0, Number.parseInt(values.attendees, 10) || 0),
    description: values.description,
    agenda: values.agenda,
    minutes: values.minutes,
    notes: values.notes,
  };
}

/** `POST /api/meetings`, with the action items as JSON text, as the spec sends them. */
export function toCreateRequest(values: MeetingFormValues): CreateMeetingRequest {
  const items: Partial<ActionItemFields>[] = values.actionItems
    .filter((item) => item.task.trim() !== '')
    .map((item) => ({ ...item, dueDate: item.dueDate || null, assignedTo: item.assignedTo || null }));
  return {
    ...details(values),
    status: values.status,
    scope: values.scope,
    zoneId: values.scope === 'zone' ? Number(values.zoneId) : null,
    cityId: values.cityId === '' ? null : Number(values.cityId),
    actionItems: JSON.stringify(items),
  };
}

/** An edit leaves the status alone: it changes through the change-status command only. */
export function toUpdateRequest(values: MeetingFormValues): UpdateMeetingRequest {
  return { ...details(values), changeReason: values.changeReason };
}
