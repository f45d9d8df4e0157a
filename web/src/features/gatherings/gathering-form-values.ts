import {
  CITY_REQUIRED,
  END_AFTER_START,
  END_REQUIRED,
  EVENT_NAME_REQUIRED,
  GATHERING_TYPES,
  type Gathering,
  type GatheringOutcome,
  type GatheringType,
  PURPOSE_REQUIRED,
  START_REQUIRED,
} from '@seerat/contracts';
import type { GatheringRequest } from './api/save-gathering';

export const PARTICIPANT_FIELDS = [
  { name: 'murabbiCount', label: 'Murrabi' },
  { name: 'khudaamCount', label: 'Khudaam' },
  { name: 'teacherCount', label: 'Teachers' },
  { name: 'majlisSeeratMemberCount', label: 'Majlis' },
] as const;
export type ParticipantField = (typeof PARTICIPANT_FIELDS)[number]['name'];

export const TYPE_OPTIONS = GATHERING_TYPES.map((type) => ({
  value: type,
  label: type.charAt(0).toUpperCase() + type.slice(1),
}));

/** The event form as typed: texts, `datetime-local` values, counts as typed. */
export type GatheringFormValues = {
  title: string;
  purpose: string;
  eventType: GatheringType;
  organizer: string;
  start: string;
  end: string;
  location: string;
  counts: Record<ParticipantField | 'expectedParticipants', string>;
  cityId: number | null;
  proposalAttachments: string;
  executionNotes: string;
  achievements: string;
  challenges: string;
  documentUrls: string;
};

/** `2025-03-01T10:00` in the browser's time zone, as `datetime-local` inputs take it. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function initialGatheringFormValues(
  event: Gathering | undefined,
  cityId?: number,
): GatheringFormValues {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    title: text(event?.title),
    purpose: text(event?.purpose),
    eventType: event?.eventType ?? 'workshop',
    organizer: text(event?.organizer),
    start: event ? toLocalInput(event.startDateTime) : '',
    end: event ? toLocalInput(event.endDateTime) : '',
    location: text(event?.location),
    counts: {
      murabbiCount: String(event?.murabbiCount ?? 0),
      khudaamCount: String(event?.khudaamCount ?? 0),
      teacherCount: String(event?.teacherCount ?? 0),
      majlisSeeratMemberCount: String(event?.majlisSeeratMemberCount ?? 0),
      expectedParticipants: String(event?.expectedParticipants ?? 0),
    },
    cityId: event?.cityId ?? cityId ?? null,
    proposalAttachments: text(event?.proposalAttachments),
    executionNotes: text(event?.executionNotes),
    achievements: text(event?.achievements),
    challenges: text(event?.challenges),
    documentUrls: text(event?.documentUrls),
  };
}

/** A count as typed: empty is 0; anything but a whole number of at least 0 is a mistake. */
function countOf(typed: string): number | null {
  if (typed.trim() === '') return 0;
  return /^\d{1,9}$/.test(typed.trim()) ? Number(typed) : null;
}

/** The form's mistakes by field, with the spec's messages for the required ones. */
export function gatheringFormErrors(values: GatheringFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.title.trim()) errors.title = EVENT_NAME_REQUIRED;
  if (!values.purpose.trim()) errors.purpose = PURPOSE_REQUIRED;
  if (!values.start) errors.start = START_REQUIRED;
  if (!values.end) errors.end = END_REQUIRED;
  if (values.cityId === null) errors.cityId = CITY_REQUIRED;
  if (values.start && values.end && Date.parse(values.end) <= Date.parse(values.start))
    errors.end = END_AFTER_START;
  for (const [name, typed] of Object.entries(values.counts)) {
    if (countOf(typed) === null) errors[name] = 'Must be a whole number of 0 or more';
  }
  return errors;
}

/** Whether any of the spec's required fields is missing (the toast: Please fill in all required fields). */
export function missesRequired(errors: Record<string, string>): boolean {
  return ['title', 'purpose', 'start', 'end', 'cityId'].some(
    (field) => errors[field] !== undefined && errors[field] !== END_AFTER_START,
  );
}

export function toGatheringRequest(values: GatheringFormValues & { cityId: number }): GatheringRequest {
  return {
    title: values.title,
    purpose: values.purpose,
    eventType: values.eventType,
    organizer: values.organizer,
    startDateTime: new Date(values.start).toISOString(),
    endDateTime: new Date(values.end).toISOString(),
    location: values.location,
    murabbiCount: countOf(values.counts.murabbiCount) ?? 0,
    khudaamCount: countOf(values.counts.khudaamCount) ?? 0,
    teacherCount: countOf(values.counts.teacherCount) ?? 0,
    majlisSeeratMemberCount: countOf(values.counts.majlisSeeratMemberCount) ?? 0,
    expectedParticipants: countOf(values.counts.expectedParticipants) ?? 0,
    cityId: values.cityId,
    proposalAttachments: values.proposalAttachments,
  };
}

export function toGatheringOutcome(values: GatheringFormValues): GatheringOutcome {
  return {
    murabbiCount: countOf(values.counts.murabbiCount) ?? 0,
    khudaamCount: countOf(values.counts.khudaamCount) ?? 0,
    teacherCount: countOf(values.counts.teacherCount) ?? 0,
    majlisSeeratMemberCount: countOf(values.counts.majlisSeeratMemberCount) ?? 0,
    executionNotes: values.executionNotes.trim() || null,
    achievements: values.achievements.trim() || null,
    challenges: values.challenges.trim() || null,
    documentUrls: values.documentUrls.trim() || null,
  };
}
