import { CITY_NOT_ALLOWED, gatheringStreamName } from '@seerat/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatheringBody } from './gathering-requests';
import type { PortalClient } from './portal-harness';
import {
  buildZoneCityWorld,
  eventsOf,
  refused,
  signedInAs,
  type Written,
  written,
  type ZoneCityWorld,
} from './zone-city-world';

const PERMISSION_DENIED = { message: 'Permission denied, please check with Administrator' };

let world: ZoneCityWorld;
/** A second administrator: reviews what the first one submits. */
let secondAdmin: PortalClient;
/** A custom role with events_read and events_write, assigned city a1. */
let eventEditor: PortalClient;
/** A custom role with events_read only, assigned city a1. */
let eventReader: PortalClient;
beforeAll(async () => {
  world = await buildZoneCityWorld('gathering_commands');
  secondAdmin = await signedInAs(world.harness, world.admin, 'second-admin-events', { roles: ['admin'] });
  for (const [name, permissions] of [
    ['Event Editor', ['events_read', 'events_write']],
    ['Event Reader', ['events_read']],
  ] as const) {
    await written(world.admin.post('/api/admin/custom-roles', { name, description: name, permissions }));
  }
  await world.caughtUp();
  eventEditor = await signedInAs(world.harness, world.admin, 'event-editor', {
    roles: ['event editor'],
    assignedCityId: world.cities.a1,
  });
  eventReader = await signedInAs(world.harness, world.admin, 'event-reader', {
    roles: ['event reader'],
    assignedCityId: world.cities.a1,
  });
});
afterAll(async () => {
  await world?.close();
});

/** A pending event in `cityId`, created and submitted by the city masool of a1 or the admin. */
async function pendingEvent(cityId = world.cities.a1, daysAhead = 10): Promise<Written> {
  const client = cityId === world.cities.a1 ? world.cityMasool : world.admin;
  const event = await written(
    client.post('/api/events', { ...gatheringBody(cityId, {}, daysAhead), submit: true }),
  );
  await world.caughtUp();
  return event;
}

describe('POST /api/events: who may create an event', () => {
  it('lets the administrator anywhere, the zone masool in its zone, the city masool and an events_write role in their city', async () => {
    const { a1, a1Sub, a2, b1 } = world.cities;
    for (const [client, cityId] of [
      [world.admin, b1],
      [world.zoneMasool, a2],
      [world.cityMasool, a1],
      [world.cityMasool, a1Sub],
      [eventEditor, a1],
    ] as const) {
      const event = await written(client.post('/api/events', gatheringBody(cityId)));
      expect(event).toMatchObject({ cityId, status: 'draft', approvalStatus: 'draft', version: 0 });
    }
  });

  it('refuses other zones and cities, a read-only role, and signed-out visitors, writing nothing', async () => {
    const head = await world.store.headPosition();
    // A city out of the caller's sight is refused as one that does not exist would be.
    for (const [client, cityId] of [
      [world.zoneMasool, world.cities.b1],
      [world.cityMasool, world.cities.a2],
      [eventEditor, world.cities.a2],
    ] as const) {
      expect(await refused(client.post('/api/events', gatheringBody(cityId)), 400)).toEqual({
        message: CITY_NOT_ALLOWED,
        fields: { cityId: CITY_NOT_ALLOWED },
      });
    }
    // The reader sees a1's events, so may be told they may not write there.
    expect(await refused(eventReader.post('/api/events', gatheringBody(world.cities.a1)), 403)).toEqual(
      PERMISSION_DENIED,
    );
    await refused(world.signedOut.post('/api/events', gatheringBody(world.cities.a1)), 401);
    expect(await world.store.headPosition()).toEqual(head);
  });
});

describe('POST /api/events: rules', () => {
  it('takes the zone from the city and computes the duration, whatever the body says', async () => {
    const body = gatheringBody(world.cities.b1, {
      zoneId: world.zones.a,
      durationHours: 99,
      status: 'approved',
    });
    const event = await written(world.admin.post('/api/events', body));
    expect(event).toMatchObject({
      zoneId: world.zones.b,
      durationHours: 3,
      status: 'draft',
      eventType: 'workshop',
    });
    const [created] = await eventsOf(world, gatheringStreamName(event.id));
    expect(created?.metadata).toMatchObject({ username: 'admin' });
  });

  it('creates and submits at once, as the earlier product asks with its status fields', async () => {
    const body = gatheringBody(world.cities.a1, { status: 'pending_approval', approvalStatus: 'pending' });
    const event = await written(world.cityMasool.post('/api/events', body));
    expect(event).toMatchObject({ status: 'pending_approval', approvalStatus: 'pending' });
    const recorded = await eventsOf(world, gatheringStreamName(event.id));
    expect(recorded.map((e) => e.type)).toEqual(['GatheringCreated', 'GatheringSubmittedForApproval']);
  });

  it('answers the spec messages as field errors, never a 5xx, and writes nothing for bad input', async () => {
    const head = await world.store.headPosition();
    const missing = await refused(world.admin.post('/api/events', { title: ' ', purpose: '' }), 400);
    expect(missing.fields).toEqual({
      title: 'Event name is required',
      purpose: 'Purpose is required',
      startDateTime: 'Start date/time is required',
      endDateTime: 'End date/time is required',
      cityId: 'City is required',
    });
    const broken = await refused(
      world.admin.post(
        '/api/events',
        gatheringBody(world.cities.a1, {
          eventType: 'party',
          murabbiCount: -1,
          khudaamCount: 2.5,
          teacherCount: '3',
          startDateTime: 'tomorrow',
          proposalAttachments: 'javascript:alert(1)',
          cityId: 0,
        }),
      ),
      400,
    );
    expect(Object.keys(broken.fields ?? {}).sort()).toEqual([
      'cityId',
      'eventType',
      'khudaamCount',
      'murabbiCount',
      'proposalAttachments',
      'startDateTime',
      'teacherCount',
    ]);
    const backwards = gatheringBody(world.cities.a1);
    const reversed = {
      ...backwards,
      startDateTime: backwards.endDateTime,
      endDateTime: backwards.startDateTime,
    };
    expect((await refused(world.admin.post('/api/events', reversed), 400)).fields).toEqual({
      endDateTime: 'End date/time must be after the start',
    });
    for (const body of ['[]', 'null', '{"title": {"$gt": ""}}', '"x"']) {
      const raw = await fetch(`${world.harness.url}/api/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: world.admin.cookieHeader() },
        body,
      });
      expect(raw.status).toBe(400);
    }
    expect(await refused(world.admin.post('/api/events', gatheringBody(99999)), 400)).toEqual({
      message: CITY_NOT_ALLOWED,
      fields: { cityId: CITY_NOT_ALLOWED },
    });
    expect(await world.store.headPosition()).toEqual(head);
  });
});

describe('PUT /api/events/:id and /submit-approval', () => {
  it('saves a draft of an event in the user scope, moves it only where the user may write, and submits it', async () => {
    const event = await written(world.cityMasool.post('/api/events', gatheringBody(world.cities.a1)));
    const saved = await written(
      world.cityMasool.put(`/api/events/${event.id}`, {
        location: 'Jamia Masjid',
        changeReason: 'Venue found',
      }),
      200,
    );
    expect(saved).toMatchObject({ location: 'Jamia Masjid', status: 'draft', version: 1 });
    expect(
      await refused(world.cityMasool.put(`/api/events/${event.id}`, { cityId: world.cities.a2 }), 400),
    ).toEqual({ message: CITY_NOT_ALLOWED, fields: { cityId: CITY_NOT_ALLOWED } });
    const moved = await written(
      world.zoneMasool.put(`/api/events/${event.id}`, { cityId: world.cities.a2 }),
      200,
    );
    expect(moved).toMatchObject({ cityId: world.cities.a2, zoneId: world.zones.a });
    expect(await refused(world.cityMasool.put(`/api/events/${event.id}`, { title: 'Mine' }), 403)).toEqual(
      PERMISSION_DENIED,
    );
    const submitted = await written(
      world.zoneMasool.put(`/api/events/${event.id}/submit-approval`, {
        title: 'Final title',
        status: 'pending_approval',
        approvalStatus: 'pending',
        submittedAt: new Date().toISOString(),
      }),
      200,
    );
    expect(submitted).toMatchObject({
      title: 'Final title',
      status: 'pending_approval',
      approvalStatus: 'pending',
    });
    expect(
      await refused(world.zoneMasool.put(`/api/events/${event.id}`, { title: 'While pending' }), 409),
    ).toEqual({ message: 'An event waiting for approval cannot be edited until it is reviewed' });
    expect(await refused(world.zoneMasool.put(`/api/events/${event.id}/submit-approval`, {}), 409)).toEqual({
      message: 'Only a draft or a rejected event can be submitted for approval',
    });
  });

  it('refuses the city masool of another city, a read-only role, signed-out visitors, bad input and unknown events', async () => {
    const event = await written(world.admin.post('/api/events', gatheringBody(world.cities.b1)));
    await refused(world.cityMasool.put(`/api/events/${event.id}`, { title: 'x' }), 403);
    await refused(world.cityMasool.put(`/api/events/${event.id}/submit-approval`, {}), 403);
    await refused(world.signedOut.put(`/api/events/${event.id}`, { title: 'x' }), 401);
    const mine = await written(world.cityMasool.post('/api/events', gatheringBody(world.cities.a1)));
    await refused(eventReader.put(`/api/events/${mine.id}`, { title: 'x' }), 403);
    const bad = await refused(world.admin.put(`/api/events/${mine.id}`, { title: '', eventType: 'x' }), 400);
    expect(bad.fields).toEqual({ title: 'Event name is required', eventType: expect.any(String) });
    await refused(world.admin.put(`/api/events/${mine.id}`, { id: mine.id + 1 }), 400);
    await refused(world.admin.put('/api/events/abc', { title: 'x' }), 400);
    expect(await refused(world.admin.put('/api/events/99999', { title: 'x' }), 404)).toEqual({
      message: 'Event not found',
    });
    expect(await eventsOf(world, gatheringStreamName(mine.id))).toHaveLength(1);
  });
});

describe('review: approve, reject, request changes', () => {
  it('is refused to everyone but administrators, whatever their scope', async () => {
    const event = await pendingEvent();
    for (const client of [world.cityMasool, world.zoneMasool, eventEditor, eventReader]) {
      for (const [step, body] of [
        ['approve', {}],
        ['reject', { rejectionReason: 'No' }],
        ['request-changes', { approvalComments: 'More' }],
      ] as const) {
        expect(await refused(client.put(`/api/events/${event.id}/${step}`, body), 403)).toEqual(
          PERMISSION_DENIED,
        );
      }
    }
    await refused(world.signedOut.put(`/api/events/${event.id}/approve`, {}), 401);
    expect(await eventsOf(world, gatheringStreamName(event.id))).toHaveLength(2);
  });

  it('needs a reason to reject and feedback to send back, with the spec messages', async () => {
    const event = await pendingEvent();
    const noReason = await refused(
      world.admin.put(`/api/events/${event.id}/reject`, { rejectionReason: '  ' }),
      400,
    );
    expect(noReason.fields).toEqual({ rejectionReason: 'Please provide a reason for rejection' });
    const noFeedback = await refused(world.admin.put(`/api/events/${event.id}/request-changes`, {}), 400);
    expect(noFeedback.fields).toEqual({ approvalComments: 'Please provide feedback for requested changes' });
  });

  it('rejects with the reason, takes a revision and a resubmission, then approves', async () => {
    const event = await pendingEvent();
    const rejected = await written(
      world.admin.put(`/api/events/${event.id}/reject`, {
        status: 'rejected',
        approvalStatus: 'rejected',
        rejectionReason: 'Too few teachers',
        approvalComments: 'Too few teachers',
      }),
      200,
    );
    expect(rejected).toMatchObject({ status: 'rejected', approvalStatus: 'rejected' });
    await written(world.cityMasool.put(`/api/events/${event.id}`, { teacherCount: 5 }), 200);
    await written(world.cityMasool.put(`/api/events/${event.id}/submit-approval`, {}), 200);
    const approved = await written(
      world.admin.put(`/api/events/${event.id}/approve`, { approvalComments: 'Good', status: 'approved' }),
      200,
    );
    expect(approved).toMatchObject({ status: 'approved', approvalStatus: 'approved', teacherCount: 5 });
    const recorded = await eventsOf(world, gatheringStreamName(event.id));
    expect(recorded.map((e) => e.type)).toEqual([
      'GatheringCreated',
      'GatheringSubmittedForApproval',
      'GatheringRejected',
      'GatheringUpdated',
      'GatheringSubmittedForApproval',
      'GatheringApproved',
    ]);
    expect(recorded[2]?.metadata).toMatchObject({ username: 'admin', changeReason: 'Too few teachers' });
    expect(await refused(world.cityMasool.put(`/api/events/${event.id}`, { title: 'x' }), 409)).toEqual({
      message: 'An approved event is locked: only its outcome can be recorded',
    });
    expect(await refused(world.admin.put(`/api/events/${event.id}/approve`, {}), 409)).toEqual({
      message: 'Only an event waiting for approval can be reviewed',
    });
  });

  it('sends back for changes as a draft; refuses an administrator reviewing their own submission', async () => {
    const event = await pendingEvent();
    const back = await written(
      world.admin.put(`/api/events/${event.id}/request-changes`, { approvalComments: 'Add a venue' }),
      200,
    );
    expect(back).toMatchObject({ status: 'draft', approvalStatus: 'draft' });
    const own = await pendingEvent(world.cities.b1);
    expect(await refused(world.admin.put(`/api/events/${own.id}/approve`, {}), 403)).toEqual({
      message: 'You cannot review an event you submitted yourself',
    });
    await written(secondAdmin.put(`/api/events/${own.id}/approve`, {}), 200);
  });
});

describe('outcome, cancel and reopen', () => {
  it('records the outcome of an approved event once it has ended, never before', async () => {
    const past = await pendingEvent(world.cities.a1, -3);
    const upcoming = await pendingEvent(world.cities.a1, 3);
    for (const event of [past, upcoming])
      await written(world.admin.put(`/api/events/${event.id}/approve`, {}), 200);
    const outcome = { murabbiCount: 2, khudaamCount: 30, teacherCount: 3, majlisSeeratMemberCount: 5 };
    expect(await refused(world.cityMasool.put(`/api/events/${upcoming.id}/outcome`, outcome), 409)).toEqual({
      message: 'The outcome can be recorded only for an approved event that has ended',
    });
    await refused(world.cityMasool.put(`/api/events/${past.id}/outcome`, { murabbiCount: -2 }), 400);
    await refused(eventReader.put(`/api/events/${past.id}/outcome`, outcome), 403);
    const recorded = await written(
      world.cityMasool.put(`/api/events/${past.id}/outcome`, { ...outcome, achievements: 'Two new circles' }),
      200,
    );
    expect(recorded).toMatchObject({
      actualParticipants: 40,
      achievements: 'Two new circles',
      status: 'approved',
    });
  });

  it('cancels with a reason in the user scope; reopens an approved event for administrators only', async () => {
    const draft = await written(world.cityMasool.post('/api/events', gatheringBody(world.cities.a1)));
    await refused(world.cityMasool.put(`/api/events/${draft.id}/cancel`, {}), 400);
    await refused(
      world.zoneMasool.put(`/api/events/${(await pendingEvent(world.cities.b1)).id}/cancel`, { reason: 'x' }),
      403,
    );
    expect(
      await written(world.cityMasool.put(`/api/events/${draft.id}/cancel`, { reason: 'Rain' }), 200),
    ).toMatchObject({
      status: 'cancelled',
    });
    expect(
      await refused(world.cityMasool.put(`/api/events/${draft.id}/cancel`, { reason: 'Again' }), 409),
    ).toEqual({
      message: 'This event can no longer be cancelled',
    });

    const event = await pendingEvent();
    await written(world.admin.put(`/api/events/${event.id}/approve`, {}), 200);
    await refused(world.cityMasool.put(`/api/events/${event.id}/reopen`, { reason: 'Date moved' }), 403);
    await refused(world.admin.put(`/api/events/${event.id}/reopen`, {}), 400);
    const reopened = await written(
      world.admin.put(`/api/events/${event.id}/reopen`, { reason: 'Date moved' }),
      200,
    );
    expect(reopened).toMatchObject({ status: 'draft', approvalStatus: 'draft' });
    expect(
      await refused(world.admin.put(`/api/events/${event.id}/reopen`, { reason: 'Again' }), 409),
    ).toEqual({
      message: 'Only an approved event can be reopened',
    });
  });
});
