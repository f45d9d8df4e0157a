import { z } from 'zod';
import { fieldChangesSchema } from '../common/field-changes';
import { entityId } from '../common/fields';
import { actionItemSchema, meetingFieldsSchema } from './meeting';

/**
 * Domain events of a meeting (stream `meeting-<id>`), with its action items. Every event after the
 * first names the meeting's city and zone, so a projection or an auditor knows whose meeting it is
 * without folding the stream. Updates carry only the changed fields, each before and after; a
 * status change is an update of `status`, and closing an action item an update of its `status`.
 */
export const meetingRecordedSchema = z.object({
  meetingId: entityId,
  fields: meetingFieldsSchema,
  actionItems: z.array(actionItemSchema),
});
const place = { meetingId: entityId, cityId: entityId.nullable(), zoneId: entityId };
export const meetingUpdatedSchema = z.object({ ...place, changes: fieldChangesSchema });
export const meetingActionItemAddedSchema = z.object({ ...place, item: actionItemSchema });
export const meetingActionItemUpdatedSchema = z.object({
  ...place,
  itemId: entityId,
  changes: fieldChangesSchema,
});

export type MeetingEvent =
  | { type: 'MeetingRecorded'; data: z.infer<typeof meetingRecordedSchema> }
  | { type: 'MeetingUpdated'; data: z.infer<typeof meetingUpdatedSchema> }
  | { type: 'MeetingActionItemAdded'; data: z.infer<typeof meetingActionItemAddedSchema> }
  | { type: 'MeetingActionItemUpdated'; data: z.infer<typeof meetingActionItemUpdatedSchema> };

export const meetingStreamName = (meetingId: number) => `meeting-${meetingId}`;
