import { describe, expect, it } from 'vitest';
import { gatheringFields, gatheringRecorded } from './gathering-events';
import { usePortalProjection } from './portal-projection-environment';
import { cityCreated, zoneCreated } from './zone-city-events';

const spec = usePortalProjection('gathering read models');
const read = () => spec.env.knex.withSchema('read');

describe('gathering read models', () => {
  it('follow an event through create, rejection, revision, resubmission, approval and outcome', async () => {
    const fields = gatheringFields({ cityId: 10, zoneId: 1, expectedParticipants: 40 });
    const step = { gatheringId: 5, cityId: 10 };
    const author = { userId: 7, username: 'masool' };
    const admin = { userId: 1, username: 'admin' };
    await spec.given(
      zoneCreated(1),
      cityCreated(10, { zoneId: 1, name: 'Lahore' }),
      gatheringRecorded(
        5,
        { type: 'GatheringCreated', data: { gatheringId: 5, fields } },
        {
          ...author,
          occurredAt: '2025-02-01T08:00:00.000Z',
        },
      ),
      gatheringRecorded(
        5,
        { type: 'GatheringSubmittedForApproval', data: { ...step, fromStatus: 'draft', submittedById: 7 } },
        { ...author, occurredAt: '2025-02-01T09:00:00.000Z' },
      ),
      gatheringRecorded(
        5,
        {
          type: 'GatheringRejected',
          data: { ...step, fromStatus: 'pending_approval', reason: 'Too few teachers' },
        },
        { ...admin, changeReason: 'Too few teachers', occurredAt: '2025-02-02T09:00:00.000Z' },
      ),
      gatheringRecorded(
        5,
        { type: 'GatheringUpdated', data: { ...step, changes: { teacherCount: { from: 0, to: 6 } } } },
        { ...author, occurredAt: '2025-02-03T09:00:00.000Z' },
      ),
      gatheringRecorded(
        5,
        {
          type: 'GatheringSubmittedForApproval',
          data: { ...step, fromStatus: 'rejected', submittedById: 7 },
        },
        { ...author, occurredAt: '2025-02-03T10:00:00.000Z' },
      ),
      gatheringRecorded(
        5,
        { type: 'GatheringApproved', data: { ...step, fromStatus: 'pending_approval', comment: null } },
        { ...admin, occurredAt: '2025-02-04T09:00:00.000Z' },
      ),
      gatheringRecorded(
        5,
        {
          type: 'GatheringOutcomeRecorded',
          data: {
            ...step,
            changes: {
              khudaamCount: { from: 0, to: 30 },
              executionNotes: { from: null, to: 'Went well' },
              actualParticipants: { from: null, to: 36 },
            },
          },
        },
        { ...author, occurredAt: '2025-03-02T09:00:00.000Z' },
      ),
    );

    expect(await read().from('gatherings').where('id', 5).first()).toMatchObject({
      title: 'Seerat workshop',
      city_id: 10,
      zone_id: 1,
      teacher_count: 6,
      khudaam_count: 30,
      status: 'approved',
      approval_status: 'approved',
      submitted_by: 'masool',
      submitted_by_id: 7,
      submitted_at: new Date('2025-02-03T10:00:00.000Z'),
      approved_by: 'admin',
      approved_at: new Date('2025-02-04T09:00:00.000Z'),
      rejection_reason: 'Too few teachers',
      approval_comments: null,
      actual_participants: 36,
      execution_notes: 'Went well',
      created_by: 'masool',
      version: 6,
    });

    const history = await read()
      .from('gathering_history')
      .where('gathering_id', 5)
      .orderBy('revision')
      .select('action', 'from_status', 'to_status', 'comment', 'username');
    expect(history).toEqual([
      { action: 'created', from_status: null, to_status: 'draft', comment: null, username: 'masool' },
      {
        action: 'submitted',
        from_status: 'draft',
        to_status: 'pending_approval',
        comment: null,
        username: 'masool',
      },
      {
        action: 'rejected',
        from_status: 'pending_approval',
        to_status: 'rejected',
        comment: 'Too few teachers',
        username: 'admin',
      },
      {
        action: 'submitted',
        from_status: 'rejected',
        to_status: 'pending_approval',
        comment: null,
        username: 'masool',
      },
      {
        action: 'approved',
        from_status: 'pending_approval',
        to_status: 'approved',
        comment: null,
        username: 'admin',
      },
    ]);

    const audit = await read()
      .from('gathering_audit_log')
      .where('gathering_id', 5)
      .orderBy('id')
      .select('action', 'field_name', 'old_value', 'new_value', 'change_reason', 'city_id');
    expect(audit.map((row) => [row.action, row.field_name, row.old_value, row.new_value])).toEqual([
      ['create', null, null, null],
      ['update', 'status', 'draft', 'pending_approval'],
      ['update', 'status', 'pending_approval', 'rejected'],
      ['update', 'teacherCount', '0', '6'],
      ['update', 'status', 'rejected', 'pending_approval'],
      ['update', 'status', 'pending_approval', 'approved'],
      ['update', 'khudaamCount', '0', '30'],
      ['update', 'actualParticipants', null, '36'],
      ['update', 'executionNotes', null, 'Went well'],
    ]);
    expect(audit[2]).toMatchObject({ change_reason: 'Too few teachers', city_id: 10 });
  });

  it('keeps the feedback of a request for changes, a cancellation reason, and a reopening', async () => {
    const step = { gatheringId: 6, cityId: 10 };
    const fields = gatheringFields({ cityId: 10, zoneId: 1 });
    await spec.given(
      gatheringRecorded(6, { type: 'GatheringCreated', data: { gatheringId: 6, fields } }),
      gatheringRecorded(6, {
        type: 'GatheringSubmittedForApproval',
        data: { ...step, fromStatus: 'draft', submittedById: 1 },
      }),
      gatheringRecorded(6, {
        type: 'GatheringChangesRequested',
        data: { ...step, fromStatus: 'pending_approval', feedback: 'Add a venue' },
      }),
    );
    expect(await read().from('gatherings').where('id', 6).first()).toMatchObject({
      status: 'draft',
      approval_status: 'draft',
      feedback: 'Add a venue',
      approval_comments: 'Add a venue',
    });
    await spec.given(
      gatheringRecorded(6, {
        type: 'GatheringSubmittedForApproval',
        data: { ...step, fromStatus: 'draft', submittedById: 1 },
      }),
      gatheringRecorded(6, {
        type: 'GatheringApproved',
        data: { ...step, fromStatus: 'pending_approval', comment: 'Fine' },
      }),
      gatheringRecorded(6, {
        type: 'GatheringReopened',
        data: { ...step, fromStatus: 'approved', reason: 'Date moved' },
      }),
    );
    expect(await read().from('gatherings').where('id', 6).first()).toMatchObject({
      status: 'draft',
      approval_status: 'draft',
      approved_by: null,
      approval_comments: 'Date moved',
    });
    await spec.given(
      gatheringRecorded(6, {
        type: 'GatheringCancelled',
        data: { ...step, fromStatus: 'draft', reason: 'Rain' },
      }),
    );
    expect(await read().from('gatherings').where('id', 6).first()).toMatchObject({
      status: 'cancelled',
      approval_status: 'draft',
      cancel_reason: 'Rain',
    });
    const actions = await read()
      .from('gathering_history')
      .where('gathering_id', 6)
      .orderBy('revision')
      .pluck('action');
    expect(actions).toEqual([
      'created',
      'submitted',
      'changes_requested',
      'submitted',
      'approved',
      'reopened',
      'cancelled',
    ]);
  });
});
