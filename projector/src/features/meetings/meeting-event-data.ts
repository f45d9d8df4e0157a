import {
  meetingActionItemAddedSchema,
  meetingActionItemUpdatedSchema,
  meetingRecordedSchema,
  meetingUpdatedSchema,
} from '@seerat/contracts';
import { eventData } from '../../handling/event-data';

/** The meeting events' data, parsed once for all the read models that read them. */
export const meetingRecordedData = eventData(meetingRecordedSchema);
export const meetingUpdatedData = eventData(meetingUpdatedSchema);
export const actionItemAddedData = eventData(meetingActionItemAddedSchema);
export const actionItemUpdatedData = eventData(meetingActionItemUpdatedSchema);

export const MEETING_EVENT_TYPES = [
  'MeetingRecorded',
  'MeetingUpdated',
  'MeetingActionItemAdded',
  'MeetingActionItemUpdated',
] as const;
