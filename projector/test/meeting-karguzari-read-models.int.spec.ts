import { describe, expect, it } from 'vitest';
import {
  actionItemAdded,
  actionItemUpdated,
  meetingRecorded,
  meetingUpdated,
  reportCreated,
  reportReviewed,
  reportRevised,
  reportSubmitted,
} from './meeting-karguzari-events';
import { usePortalProjection } from './portal-projection-environment';
import { cityCreated, cityUpdated, zoneCreated } from './zone-city-events';

const spec = usePortalProjection('meeting karguzari read models');
const read = () => spec.env.knex.withSchema('read');
const day = (column: string) => spec.env.knex.raw(`to_char(${column}, 'YYYY-MM-DD') AS ${column}`);

const history = (table: string, owner: string, id: number) =>
  read()
    .from(table)
    .select('action', 'field_name', 'old_value', 'new_value', 'username', 'change_reason')
    .where(owner, id)
    .orderBy('id');

describe('meetings read model', () => {
  it('lists meetings with their action items, edits, item changes and history', async () => {
    const place = { meetingId: 100, cityId: 10, zoneId: 1 };
    await spec.given(
      zoneCreated(1),
      zoneCreated(2),
      cityCreated(10, { zoneId: 1 }),
      meetingRecorded(100, { cityId: 10, zoneId: 1, attendees: 8, startTime: '18:30' }, [
        {
          id: 1,
          task: 'Book the hall',
          assignedTo: 'Bilal',
          dueDate: '2025-03-05',
          status: 'pending',
          priority: 'high',
        },
      ]),
      meetingUpdated(
        place,
        { minutes: { from: null, to: 'Two circles' }, status: { from: 'scheduled', to: 'completed' } },
        {
          username: 'city-m',
          changeReason: 'Minutes',
          occurredAt: '2025-03-02T09:00:00.000Z',
        },
      ),
      actionItemAdded(place, {
        id: 2,
        task: 'Call',
        assignedTo: null,
        dueDate: null,
        status: 'pending',
        priority: 'medium',
      }),
      actionItemUpdated(place, 1, { status: { from: 'pending', to: 'completed' } }),
      meetingRecorded(101, { zoneId: 2, title: 'Zone council' }),
    );
    expect(
      await read()
        .from('meetings')
        .select(
          'id',
          'title',
          'status',
          'minutes',
          'attendees',
          'start_time',
          'scope',
          'city_id',
          'zone_id',
          'version',
          day('meeting_date'),
        )
        .orderBy('id'),
    ).toEqual([
      {
        id: 100,
        title: 'Meeting 100',
        status: 'completed',
        minutes: 'Two circles',
        attendees: 8,
        start_time: '18:30',
        scope: 'city',
        city_id: 10,
        zone_id: 1,
        version: 3,
        meeting_date: '2025-03-01',
      },
      {
        id: 101,
        title: 'Zone council',
        status: 'scheduled',
        minutes: null,
        attendees: 0,
        start_time: null,
        scope: 'zone',
        city_id: null,
        zone_id: 2,
        version: 0,
        meeting_date: '2025-03-01',
      },
    ]);
    expect(
      await read()
        .from('meeting_action_items')
        .select('meeting_id', 'item_id', 'task', 'status', 'priority', day('due_date'))
        .orderBy(['meeting_id', 'item_id']),
    ).toEqual([
      {
        meeting_id: 100,
        item_id: 1,
        task: 'Book the hall',
        status: 'completed',
        priority: 'high',
        due_date: '2025-03-05',
      },
      { meeting_id: 100, item_id: 2, task: 'Call', status: 'pending', priority: 'medium', due_date: null },
    ]);
    expect(await history('meeting_audit_log', 'meeting_id', 100)).toEqual([
      {
        action: 'create',
        field_name: null,
        old_value: null,
        new_value: null,
        username: 'admin',
        change_reason: null,
      },
      {
        action: 'update',
        field_name: 'minutes',
        old_value: null,
        new_value: 'Two circles',
        username: 'city-m',
        change_reason: 'Minutes',
      },
      {
        action: 'update',
        field_name: 'status',
        old_value: 'scheduled',
        new_value: 'completed',
        username: 'city-m',
        change_reason: 'Minutes',
      },
      {
        action: 'update',
        field_name: 'actionItem 2',
        old_value: null,
        new_value: 'Call',
        username: 'admin',
        change_reason: null,
      },
      {
        action: 'update',
        field_name: 'actionItem 1 status',
        old_value: 'pending',
        new_value: 'completed',
        username: 'admin',
        change_reason: null,
      },
    ]);
  });

  it("moves a city's meetings and reports with the city to another zone", async () => {
    await spec.given(
      cityCreated(11, { zoneId: 1 }),
      meetingRecorded(110, { cityId: 11, zoneId: 1 }),
      reportCreated(210, { cityId: 11, zoneId: 1 }),
      cityUpdated(11, { zoneId: { from: 1, to: 2 } }),
    );
    expect(await read().from('meetings').where('id', 110).first('zone_id')).toEqual({ zone_id: 2 });
    expect(await read().from('karguzari_versions').where('report_id', 210).first('zone_id')).toEqual({
      zone_id: 2,
    });
  });
});

describe('karguzari versions read model', () => {
  it('keeps every version with its changes, the newest as latest, reviews on the version they name', async () => {
    const about = { reportId: 200, cityId: 10, zoneId: 1 };
    await spec.given(
      reportCreated(
        200,
        { ...about, weekStartDate: '2025-02-24' },
        { status: 'draft', authorId: 5, meta: { username: 'city-m', userId: 5 } },
      ),
      reportSubmitted({ ...about, version: 1 }, { username: 'city-m' }),
      reportReviewed({ ...about, version: 1 }, 'rejected', 'Add attendance', {
        username: 'zone-m',
        occurredAt: '2025-03-03T08:00:00.000Z',
      }),
      reportRevised(
        { ...about, version: 2 },
        { attendance: { from: null, to: '40 people' } },
        'Attendance added',
        {
          username: 'city-m',
          userId: 5,
          occurredAt: '2025-03-04T08:00:00.000Z',
        },
      ),
      reportReviewed({ ...about, version: 2 }, 'approved', null, { username: 'zone-m' }),
    );
    expect(
      await read()
        .from('karguzari_versions')
        .select(
          'version',
          'is_latest',
          'status',
          'attendance',
          'activities',
          'submitted_by',
          'user_id',
          'edit_reason',
          'reviewed_by',
          'review_comments',
          'changes',
          day('week_start_date'),
          day('report_date'),
        )
        .where('report_id', 200)
        .orderBy('version'),
    ).toEqual([
      {
        version: 1,
        is_latest: false,
        status: 'rejected',
        attendance: null,
        activities: 'Activities of report 200',
        submitted_by: 'city-m',
        user_id: 5,
        edit_reason: null,
        reviewed_by: 'zone-m',
        review_comments: 'Add attendance',
        changes: {},
        week_start_date: '2025-02-24',
        report_date: '2025-03-01',
      },
      {
        version: 2,
        is_latest: true,
        status: 'approved',
        attendance: '40 people',
        activities: 'Activities of report 200',
        submitted_by: 'city-m',
        user_id: 5,
        edit_reason: 'Attendance added',
        reviewed_by: 'zone-m',
        review_comments: null,
        changes: { attendance: { from: null, to: '40 people' } },
        week_start_date: '2025-02-24',
        report_date: '2025-03-01',
      },
    ]);
    expect(await history('karguzari_audit_log', 'report_id', 200)).toEqual([
      {
        action: 'create',
        field_name: 'status',
        old_value: null,
        new_value: 'draft',
        username: 'city-m',
        change_reason: null,
      },
      {
        action: 'update',
        field_name: 'status',
        old_value: 'draft',
        new_value: 'submitted',
        username: 'city-m',
        change_reason: null,
      },
      {
        action: 'update',
        field_name: 'status',
        old_value: 'submitted',
        new_value: 'rejected',
        username: 'zone-m',
        change_reason: null,
      },
      {
        action: 'update',
        field_name: 'version',
        old_value: '1',
        new_value: '2',
        username: 'city-m',
        change_reason: 'Attendance added',
      },
      {
        action: 'update',
        field_name: 'attendance',
        old_value: null,
        new_value: '40 people',
        username: 'city-m',
        change_reason: 'Attendance added',
      },
      {
        action: 'update',
        field_name: 'status',
        old_value: 'rejected',
        new_value: 'submitted',
        username: 'city-m',
        change_reason: 'Attendance added',
      },
      {
        action: 'update',
        field_name: 'status',
        old_value: 'submitted',
        new_value: 'approved',
        username: 'zone-m',
        change_reason: null,
      },
    ]);
  });
});
