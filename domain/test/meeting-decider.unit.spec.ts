import {
  type ActionItem,
  type MeetingEvent,
  type MeetingFields,
  meetingFieldsSchema,
  REQUIRED_FIELDS_MESSAGE,
} from '@seerat/contracts';
import { describe, it } from 'vitest';
import { meetingDecider } from '../src/meetings/meeting-decider';
import { deciderSpec } from './decider-spec';

const spec = deciderSpec(meetingDecider);
const fields: MeetingFields = meetingFieldsSchema.parse({
  title: 'Monthly review',
  meetingDate: '2025-03-01',
  scope: 'city',
  cityId: 4,
  zoneId: 2,
});
const item = (id: number, overrides: Partial<ActionItem> = {}): ActionItem => ({
  id,
  task: `Task ${id}`,
  assignedTo: null,
  dueDate: null,
  status: 'pending',
  priority: 'medium',
  ...overrides,
});
const recorded: MeetingEvent = {
  type: 'MeetingRecorded',
  data: { meetingId: 9, fields, actionItems: [item(1), item(2)] },
};
const place = { meetingId: 9, cityId: 4, zoneId: 2 };
const updated = (changes: Record<string, { from: unknown; to: unknown }>): MeetingEvent => ({
  type: 'MeetingUpdated',
  data: { ...place, changes },
});
const withStatus = (status: MeetingFields['status']): MeetingEvent[] =>
  status === 'scheduled' ? [recorded] : [recorded, updated({ status: { from: 'scheduled', to: status } })];

describe('meeting decider: recording a meeting', () => {
  it('records the meeting with its action items numbered from 1', () => {
    const { id: _one, ...first } = item(1);
    const { id: _two, ...second } = item(2);
    spec
      .given([])
      .when({ type: 'RecordMeeting', meetingId: 9, fields, actionItems: [first, second], cityZoneId: 2 })
      .thenEmits([recorded]);
  });

  it('records a zone meeting without a city', () => {
    const zoneFields = { ...fields, scope: 'zone' as const, cityId: null };
    spec
      .given([])
      .when({ type: 'RecordMeeting', meetingId: 9, fields: zoneFields, actionItems: [], cityZoneId: null })
      .thenEmits([{ type: 'MeetingRecorded', data: { meetingId: 9, fields: zoneFields, actionItems: [] } }]);
  });

  it('refuses a city meeting without its city', () => {
    spec
      .given([])
      .when({
        type: 'RecordMeeting',
        meetingId: 9,
        fields: { ...fields, cityId: null },
        actionItems: [],
        cityZoneId: null,
      })
      .thenThrows('invalid', REQUIRED_FIELDS_MESSAGE);
  });

  it("refuses a city outside the meeting's zone", () => {
    spec
      .given([])
      .when({
        type: 'RecordMeeting',
        meetingId: 9,
        fields: { ...fields, scope: 'zone' },
        actionItems: [],
        cityZoneId: 3,
      })
      .thenThrows('invalid', "The city must be in the meeting's zone");
  });

  it('refuses to record the same meeting twice', () => {
    spec
      .given([recorded])
      .when({ type: 'RecordMeeting', meetingId: 9, fields, actionItems: [], cityZoneId: 2 })
      .thenThrows('conflict', 'Meeting already exists');
  });
});

describe('meeting decider: editing a meeting', () => {
  it('records only the fields that changed, with where the meeting sits', () => {
    spec
      .given([recorded])
      .when({ type: 'UpdateMeeting', patch: { title: 'Monthly review', minutes: 'Agreed on two circles' } })
      .thenEmits([updated({ minutes: { from: null, to: 'Agreed on two circles' } })]);
  });

  it('records nothing when nothing changed', () => {
    spec
      .given([recorded])
      .when({ type: 'UpdateMeeting', patch: { attendees: 0 } })
      .thenNothingHappened();
  });

  it('checks a status changed by the edit like any status change', () => {
    spec
      .given(withStatus('completed'))
      .when({ type: 'UpdateMeeting', patch: { status: 'scheduled' } })
      .thenThrows('invalid', 'A completed meeting cannot become scheduled');
  });

  it('refuses a meeting that was never recorded', () => {
    spec
      .given([])
      .when({ type: 'UpdateMeeting', patch: { title: 'x' } })
      .thenThrows('not_found', 'Meeting not found');
  });
});

describe('meeting decider: status changes', () => {
  const allowed = [
    ['scheduled', 'ongoing'],
    ['scheduled', 'completed'],
    ['scheduled', 'cancelled'],
    ['scheduled', 'postponed'],
    ['postponed', 'scheduled'],
    ['postponed', 'ongoing'],
    ['postponed', 'completed'],
    ['postponed', 'cancelled'],
    ['ongoing', 'completed'],
    ['ongoing', 'postponed'],
    ['ongoing', 'cancelled'],
    ['cancelled', 'scheduled'],
  ] as const;
  for (const [from, to] of allowed) {
    it(`lets a ${from} meeting become ${to}`, () => {
      spec
        .given(withStatus(from))
        .when({ type: 'ChangeMeetingStatus', status: to })
        .thenEmits([updated({ status: { from, to } })]);
    });
  }

  const refused = [
    ['completed', 'scheduled'],
    ['completed', 'ongoing'],
    ['completed', 'cancelled'],
    ['completed', 'postponed'],
    ['cancelled', 'ongoing'],
    ['cancelled', 'completed'],
    ['cancelled', 'postponed'],
    ['ongoing', 'scheduled'],
  ] as const;
  for (const [from, to] of refused) {
    it(`refuses to let a ${from} meeting become ${to}`, () => {
      spec
        .given(withStatus(from))
        .when({ type: 'ChangeMeetingStatus', status: to })
        .thenThrows('invalid', `A ${from} meeting cannot become ${to}`);
    });
  }

  it('records nothing when the status stays', () => {
    spec.given([recorded]).when({ type: 'ChangeMeetingStatus', status: 'scheduled' }).thenNothingHappened();
  });
});

describe('meeting decider: action items', () => {
  it('adds an item with the next number', () => {
    const { id: _id, ...fresh } = item(3, { task: 'Book the hall', priority: 'high' });
    spec
      .given([recorded])
      .when({ type: 'AddActionItem', item: fresh })
      .thenEmits([{ type: 'MeetingActionItemAdded', data: { ...place, item: item(3, fresh) } }]);
  });

  it('edits an item, recording only what changed', () => {
    spec
      .given([recorded])
      .when({ type: 'UpdateActionItem', itemId: 2, patch: { assignedTo: 'Bilal', task: 'Task 2' } })
      .thenEmits([
        {
          type: 'MeetingActionItemUpdated',
          data: { ...place, itemId: 2, changes: { assignedTo: { from: null, to: 'Bilal' } } },
        },
      ]);
  });

  it('closes an open item as completed or cancelled', () => {
    for (const status of ['completed', 'cancelled'] as const) {
      spec
        .given([recorded])
        .when({ type: 'CloseActionItem', itemId: 1, status })
        .thenEmits([
          {
            type: 'MeetingActionItemUpdated',
            data: { ...place, itemId: 1, changes: { status: { from: 'pending', to: status } } },
          },
        ]);
    }
  });

  it('refuses to close an item twice', () => {
    const closed: MeetingEvent = {
      type: 'MeetingActionItemUpdated',
      data: { ...place, itemId: 1, changes: { status: { from: 'pending', to: 'completed' } } },
    };
    spec
      .given([recorded, closed])
      .when({ type: 'CloseActionItem', itemId: 1, status: 'cancelled' })
      .thenThrows('conflict', 'This action item is already closed');
  });

  it('refuses items that do not exist, and items of a meeting that does not', () => {
    spec
      .given([recorded])
      .when({ type: 'UpdateActionItem', itemId: 7, patch: { task: 'x' } })
      .thenThrows('not_found', 'Action item not found');
    spec
      .given([])
      .when({ type: 'CloseActionItem', itemId: 1, status: 'completed' })
      .thenThrows('not_found', 'Meeting not found');
    spec
      .given([])
      .when({ type: 'AddActionItem', item: { ...item(1) } })
      .thenThrows('not_found', 'Meeting not found');
  });

  it('refuses a hundred and first item', () => {
    const full: MeetingEvent = {
      type: 'MeetingRecorded',
      data: { meetingId: 9, fields, actionItems: Array.from({ length: 100 }, (_, index) => item(index + 1)) },
    };
    spec
      .given([full])
      .when({ type: 'AddActionItem', item: item(1) })
      .thenThrows('invalid', 'A meeting has at most 100 action items');
  });
});
