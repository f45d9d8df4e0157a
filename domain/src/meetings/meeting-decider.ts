import {
  ACTION_ITEM_FIELDS,
  type ActionItem,
  type ActionItemFields,
  applyFieldChanges,
  conflicting,
  EDITABLE_MEETING_FIELDS,
  type EditableMeetingFields,
  endsBeforeStart,
  fieldChanges,
  isOpenActionItem,
  MAX_ACTION_ITEMS,
  MEETING_ENDS_BEFORE_START,
  MEETING_STATUS_TRANSITIONS,
  type MeetingEvent,
  type MeetingFields,
  type MeetingStatus,
  notFound,
  REQUIRED_FIELDS_MESSAGE,
  ruleBroken,
} from '@seerat/contracts';
import type { Decider } from '../decider';

/** A meeting as its stream says it is, with its action items in the order they were added. */
export interface MeetingState {
  meetingId: number | null;
  fields: MeetingFields | null;
  actionItems: ActionItem[];
}

/**
 * The handler has already checked that the city or zone exists and that the user may write
 * there, and has set a city meeting's zone to its city's (`cityZoneId` is that city's zone as the
 * read models place it, `null` when no city is named).
 */
export type MeetingCommand =
  | {
      type: 'RecordMeeting';
      meetingId: number;
      fields: MeetingFields;
      actionItems: ActionItemFields[];
      cityZoneId: number | null;
    }
  | { type: 'UpdateMeeting'; patch: Partial<EditableMeetingFields> }
  | { type: 'ChangeMeetingStatus'; status: MeetingStatus }
  | { type: 'AddActionItem'; item: ActionItemFields }
  | { type: 'UpdateActionItem'; itemId: number; patch: Partial<ActionItemFields> }
  | { type: 'CloseActionItem'; itemId: number; status: 'completed' | 'cancelled' };

export const MEETING_NOT_FOUND = 'Meeting not found';
export const ACTION_ITEM_NOT_FOUND = 'Action item not found';

export const initialMeetingState = (): MeetingState => ({ meetingId: null, fields: null, actionItems: [] });

export function evolveMeeting(state: MeetingState, event: MeetingEvent): MeetingState {
  switch (event.type) {
    case 'MeetingRecorded':
      return {
        meetingId: event.data.meetingId,
        fields: event.data.fields,
        actionItems: event.data.actionItems,
      };
    case 'MeetingUpdated': {
      if (!state.fields) return state;
      return { ...state, fields: applyFieldChanges(state.fields, event.data.changes) };
    }
    case 'MeetingActionItemAdded':
      return { ...state, actionItems: [...state.actionItems, event.data.item] };
    case 'MeetingActionItemUpdated': {
      const { itemId, changes } = event.data;
      return {
        ...state,
        actionItems: state.actionItems.map((item) =>
          item.id === itemId ? applyFieldChanges(item, changes) : item,
        ),
      };
    }
  }
}

export function decideMeeting(command: MeetingCommand, state: MeetingState): MeetingEvent[] {
  switch (command.type) {
    case 'RecordMeeting': {
      if (state.fields) throw conflicting('Meeting already exists');
      checkPlace(command.fields, command.cityZoneId);
      checkTimes(command.fields);
      return [
        {
          type: 'MeetingRecorded',
          data: {
            meetingId: command.meetingId,
            fields: command.fields,
            actionItems: command.actionItems.map((item, index) => ({ ...item, id: index + 1 })),
          },
        },
      ];
    }
    case 'UpdateMeeting': {
      const { fields } = existingMeeting(state);
      const after = { ...fields, ...command.patch };
      checkStatusChange(fields.status, after.status);
      // Only an edit of the times is held to them (a meeting recorded before the rule keeps its own).
      if ('startTime' in command.patch || 'endTime' in command.patch) checkTimes(after);
      return meetingUpdated(state, fieldChanges(fields, after, EDITABLE_MEETING_FIELDS));
    }
    case 'ChangeMeetingStatus': {
      const { fields } = existingMeeting(state);
      checkStatusChange(fields.status, command.status);
      return meetingUpdated(state, fieldChanges(fields, { ...fields, status: command.status }, ['status']));
    }
    case 'AddActionItem': {
      const { meetingId, fields } = existingMeeting(state);
      if (state.actionItems.length >= MAX_ACTION_ITEMS) {
        throw ruleBroken(`A meeting has at most ${MAX_ACTION_ITEMS} action items`);
      }
      const id = Math.max(0, ...state.actionItems.map((item) => item.id)) + 1;
      return [
        {
          type: 'MeetingActionItemAdded',
          data: { meetingId, cityId: fields.cityId, zoneId: fields.zoneId, item: { ...command.item, id } },
        },
      ];
    }
    case 'UpdateActionItem': {
      const item = existingItem(state, command.itemId);
      return itemUpdated(state, item, fieldChanges(item, { ...item, ...command.patch }, ACTION_ITEM_FIELDS));
    }
    case 'CloseActionItem': {
      const item = existingItem(state, command.itemId);
      if (!isOpenActionItem(item)) throw conflicting('This action item is already closed');
      return itemUpdated(state, item, { status: { from: item.status, to: command.status } });
    }
  }
}

/**
 * Section 4's scope rules: a city meeting names its city, and its zone is the city's; a zone
 * meeting may name a city of that zone, or none.
 */
function checkPlace(fields: MeetingFields, cityZoneId: number | null): void {
  if (fields.scope === 'city' && fields.cityId === null) {
    throw ruleBroken(REQUIRED_FIELDS_MESSAGE, { cityId: REQUIRED_FIELDS_MESSAGE });
  }
  if (fields.cityId !== null && cityZoneId !== fields.zoneId) {
    throw ruleBroken("The city must be in the meeting's zone", { cityId: "Not in the meeting's zone" });
  }
}

function checkTimes(fields: Pick<MeetingFields, 'startTime' | 'endTime'>): void {
  if (endsBeforeStart(fields.startTime, fields.endTime)) {
    throw ruleBroken(MEETING_ENDS_BEFORE_START, { endTime: MEETING_ENDS_BEFORE_START });
  }
}

function checkStatusChange(from: MeetingStatus, to: MeetingStatus): void {
  if (from === to || MEETING_STATUS_TRANSITIONS[from].includes(to)) return;
  throw ruleBroken(`A ${from} meeting cannot become ${to}`, {
    status: `Cannot change from ${from} to ${to}`,
  });
}

function meetingUpdated(state: MeetingState, changes: ReturnType<typeof fieldChanges>): MeetingEvent[] {
  const { meetingId, fields } = existingMeeting(state);
  if (Object.keys(changes).length === 0) return [];
  return [
    { type: 'MeetingUpdated', data: { meetingId, cityId: fields.cityId, zoneId: fields.zoneId, changes } },
  ];
}

function itemUpdated(
  state: MeetingState,
  item: ActionItem,
  changes: ReturnType<typeof fieldChanges>,
): MeetingEvent[] {
  const { meetingId, fields } = existingMeeting(state);
  if (Object.keys(changes).length === 0) return [];
  return [
    {
      type: 'MeetingActionItemUpdated',
      data: { meetingId, cityId: fields.cityId, zoneId: fields.zoneId, itemId: item.id, changes },
    },
  ];
}

/** The meeting, unless it was never recorded. */
export function existingMeeting(state: MeetingState): { meetingId: number; fields: MeetingFields } {
  if (state.meetingId === null || !state.fields) throw notFound(MEETING_NOT_FOUND);
  return { meetingId: state.meetingId, fields: state.fields };
}

function existingItem(state: MeetingState, itemId: number): ActionItem {
  existingMeeting(state);
  const item = state.actionItems.find((candidate) => candidate.id === itemId);
  if (!item) throw notFound(ACTION_ITEM_NOT_FOUND);
  return item;
}

export const meetingDecider: Decider<MeetingState, MeetingCommand, MeetingEvent> = {
  initialState: initialMeetingState,
  evolve: evolveMeeting,
  decide: decideMeeting,
};
