import {
  type ActionItemFields,
  type ActionItemPriority,
  createMeetingRequestSchema,
  type Meeting,
  type MeetingScope,
  type MeetingStatus,
  type MeetingType,
  REQUIRED_FIELDS_MESSAGE,
  updateMeetingRequestSchema,
} from '@seerat/contracts';
import { fieldErrors, toCount } from '../../lib/form-input';
import type { FieldErrors } from '../../lib/server-field-errors';
import type { CreateMeetingRequest } from './api/create-meeting';
import type { UpdateMeetingRequest } from './api/update-meeting';

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

/** Said at End Time when a meeting would end before it starts. */
export const END_BEFORE_START = 'End time must be after the start time';

/**
 * What is wrong with the form, by field, before anything is sent: the contract's own rules on the
 * request the form would send (the bounds, the required fields), and an end before the start.
 */
export function meetingFormErrors(values: MeetingFormValues, editing: boolean): FieldErrors {
  const parsed = editing
    ? updateMeetingRequestSchema.safeParse(toUpdateRequest(values))
    : createMeetingRequestSchema.safeParse(toCreateRequest(values));
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  if (values.startTime !== '' && values.endTime !== '' && values.endTime <= values.startTime) {
    errors.endTime ??= END_BEFORE_START;
  }
  return errors;
}

function details(values: MeetingFormValues) {
  return {
    title: values.title,
    meetingType: values.meetingType,
    meetingDate: values.meetingDate,
    startTime: values.startTime,
    endTime: values.endTime,
    location: values.location,
    // As typed: a minus sign or a fraction is the contract's to refuse, never turned into 0.
    attendees: toCount(values.attendees),
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
