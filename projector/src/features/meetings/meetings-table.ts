import { ACTION_ITEM_FIELDS, MEETING_FIELDS } from '@seerat/contracts';
import { readTable } from '../../read-schema/read-tables';

/** One row per meeting, every field in its column, with who recorded it and the stream's revision. */
export const meetingsTable = readTable('meetings', [
  'id',
  ...MEETING_FIELDS,
  'createdBy',
  'createdAt',
  'updatedAt',
  'version',
] as const);

/** One row per action item, by its meeting and its number within the meeting. */
export const meetingActionItemsTable = readTable('meeting_action_items', [
  'meetingId',
  ...ACTION_ITEM_FIELDS,
  'itemId',
] as const);
