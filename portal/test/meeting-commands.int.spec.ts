import { CITY_NOT_ALLOWED, meetingStreamName, ZONE_NOT_ALLOWED } from '@seerat/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetingBody } from './meeting-requests';
import type { PortalClient } from './portal-harness';
import {
  buildZoneCityWorld,
  eventsOf,
  refused,
  signedInAs,
  written,
  type ZoneCityWorld,
} from './zone-city-world';

const PERMISSION_DENIED = { message: 'Permission denied, please check with Administrator' };

let world: ZoneCityWorld;
/** A custom role granting meetings_write, assigned to city a2. */
let meetingClerk: PortalClient;
beforeAll(async () => {
  world = await buildZoneCityWorld('meeting_commands');
  await written(
    world.admin.post('/api/admin/custom-roles', {
      name: 'meeting clerk',
      description: 'Records meetings',
      permissions: ['meetings_read', 'meetings_write'],
    }),
  );
  await world.caughtUp();
  meetingClerk = await signedInAs(world.harness, world.admin, 'clerk-meetings', {
    roles: ['meeting clerk'],
    assignedCityId: world.cities.a2,
  });
});
afterAll(async () => {
  await world?.close();
});

async function adminMeeting(overrides: Record<string, unknown> = {}) {
  const meeting = await written(world.admin.post('/api/meetings', meetingBody(world.cities.a1, overrides)));
  await world.caughtUp();
  return meeting;
}

describe('POST /api/meetings: who may record a meeting', () => {
  it('lets the administrator anywhere, the zone masool in its zone, the city masool in its city and sub-cities, a custom role in its city', async () => {
    const { a1, a1Sub, a2, b1 } = world.cities;
    for (const [client, cityId] of [
      [world.admin, b1],
      [world.zoneMasool, a2],
      [world.cityMasool, a1],
      [world.cityMasool, a1Sub],
      [meetingClerk, a2],
    ] as const) {
      const meeting = await written(client.post('/api/meetings', meetingBody(cityId)));
      expect(meeting).toMatchObject({ cityId, scope: 'city', status: 'scheduled', version: 0 });
    }
    const zoneMeeting = await written(
      world.zoneMasool.post('/api/meetings', meetingBody(null, { scope: 'zone', zoneId: world.zones.a })),
    );
    expect(zoneMeeting).toMatchObject({ scope: 'zone', zoneId: world.zones.a, cityId: null });
  });

  it('refuses other zones and cities, zone meetings to a city masool, and signed-out visitors', async () => {
    // A city or zone outside the caller's sight is refused at its field, as one that does not exist.
    for (const [client, body, field] of [
      [world.zoneMasool, meetingBody(world.cities.b1), 'cityId'],
      [world.cityMasool, meetingBody(world.cities.a2), 'cityId'],
      [meetingClerk, meetingBody(world.cities.a1), 'cityId'],
      [world.cityMasool, meetingBody(null, { scope: 'zone', zoneId: world.zones.a }), 'zoneId'],
    ] as const) {
      const message = field === 'cityId' ? CITY_NOT_ALLOWED : ZONE_NOT_ALLOWED;
      expect(await refused(client.post('/api/meetings', body), 400)).toEqual({
        message,
        fields: { [field]: message },
      });
    }
    await refused(world.signedOut.post('/api/meetings', meetingBody(world.cities.a1)), 401);
  });
});

describe('POST /api/meetings: rules', () => {
  it("sets a city meeting's zone to its city's, takes action items as JSON text and numbers them", async () => {
    const meeting = await written(
      world.admin.post(
        '/api/meetings',
        meetingBody(world.cities.a1, {
          zoneId: world.zones.b,
          attendees: 14,
          actionItems: JSON.stringify([
            { task: 'Book the hall', assignedTo: 'Bilal', dueDate: '2025-03-10' },
            { task: 'Print the syllabus', priority: 'urgent', status: 'in-progress' },
          ]),
        }),
      ),
    );
    expect(meeting).toMatchObject({ zoneId: world.zones.a, attendees: 14, meetingType: 'general' });
    expect(meeting.actionItems).toEqual([
      {
        id: 1,
        task: 'Book the hall',
        assignedTo: 'Bilal',
        dueDate: '2025-03-10',
        status: 'pending',
        priority: 'medium',
      },
      {
        id: 2,
        task: 'Print the syllabus',
        assignedTo: null,
        dueDate: null,
        status: 'in-progress',
        priority: 'urgent',
      },
    ]);
    const [recorded] = await eventsOf(world, meetingStreamName(meeting.id));
    expect(recorded?.type).toBe('MeetingRecorded');
  });

  it('accepts action items as a list too, and a zone meeting naming a city of its zone', async () => {
    const meeting = await written(
      world.zoneMasool.post(
        '/api/meetings',
        meetingBody(world.cities.a2, {
          scope: 'zone',
          zoneId: world.zones.a,
          actionItems: [{ task: 'Call' }],
        }),
      ),
    );
    expect(meeting).toMatchObject({
      scope: 'zone',
      cityId: world.cities.a2,
      actionItems: [{ id: 1, task: 'Call' }],
    });
    expect(
      await refused(
        world.admin.post(
          '/api/meetings',
          meetingBody(world.cities.b1, { scope: 'zone', zoneId: world.zones.a }),
        ),
        400,
      ),
    ).toMatchObject({ message: "The city must be in the meeting's zone" });
  });

  it('refuses bad input with 400 naming the fields, writing nothing', async () => {
    const head = await world.store.headPosition();
    const bad = await refused(
      world.admin.post('/api/meetings', {
        title: '  ',
        meetingDate: 'tomorrow',
        attendees: -1,
        status: 'done',
        meetingType: 'party',
        startTime: '25:00',
        actionItems: '[{"task": ""}]',
      }),
      400,
    );
    expect(Object.keys(bad.fields ?? {}).sort()).toEqual([
      'actionItems.0.task',
      'attendees',
      'meetingDate',
      'meetingType',
      'startTime',
      'status',
      'title',
    ]);
    const noZone = await refused(world.admin.post('/api/meetings', meetingBody(null)), 400);
    expect(noZone.fields).toEqual({ zoneId: 'Please fill in all required fields' });
    const noCity = await refused(
      world.admin.post('/api/meetings', meetingBody(null, { scope: 'city' })),
      400,
    );
    expect(noCity.fields).toEqual({ cityId: 'Please fill in all required fields' });
    for (const body of [
      meetingBody(world.cities.a1, { actionItems: 'not json' }),
      meetingBody(world.cities.a1, { actionItems: { task: 'x' } }),
      meetingBody(world.cities.a1, { meetingDate: '2025-02-30' }),
      meetingBody(world.cities.a1, { cityId: '7' }),
      meetingBody(world.cities.a1, { title: 'x'.repeat(201) }),
      [],
      'text',
    ]) {
      await refused(world.admin.post('/api/meetings', body), 400);
    }
    expect(await refused(world.admin.post('/api/meetings', meetingBody(99999)), 400)).toEqual({
      message: CITY_NOT_ALLOWED,
      fields: { cityId: CITY_NOT_ALLOWED },
    });
    expect(await world.store.headPosition()).toBe(head);
  });
});

describe('PUT /api/meetings/:id and its status', () => {
  it('edits the details, records the changed fields with the reason, keeps what was left out', async () => {
    const meeting = await adminMeeting({ location: 'Main hall', agenda: 'Plans' });
    const edited = await written(
      world.cityMasool.put(`/api/meetings/${meeting.id}`, {
        minutes: 'Agreed to start two circles',
        attendees: 12,
        changeReason: 'Minutes taken',
      }),
      200,
    );
    expect(edited).toMatchObject({ location: 'Main hall', agenda: 'Plans', attendees: 12, version: 1 });
    const [updated] = await eventsOf(world, meetingStreamName(meeting.id), 1);
    expect(updated?.data).toEqual({
      meetingId: meeting.id,
      cityId: world.cities.a1,
      zoneId: world.zones.a,
      changes: { attendees: { from: 0, to: 12 }, minutes: { from: null, to: 'Agreed to start two circles' } },
    });
    expect(updated?.metadata).toMatchObject({ changeReason: 'Minutes taken' });
  });

  it('moves the status along the allowed transitions and refuses the others', async () => {
    const meeting = await adminMeeting();
    const status = (value: string) =>
      world.zoneMasool.put(`/api/meetings/${meeting.id}/status`, { status: value });
    expect(await written(status('ongoing'), 200)).toMatchObject({ status: 'ongoing' });
    expect(await written(status('completed'), 200)).toMatchObject({ status: 'completed' });
    expect(await refused(status('scheduled'), 400)).toMatchObject({
      message: 'A completed meeting cannot become scheduled',
    });
    await refused(status('finished'), 400);
  });

  it('refuses other scopes, signed-out visitors, unknown meetings and a stale If-Match', async () => {
    const meeting = await adminMeeting();
    expect(await refused(meetingClerk.put(`/api/meetings/${meeting.id}`, { attendees: 3 }), 403)).toEqual(
      PERMISSION_DENIED,
    );
    await refused(world.signedOut.put(`/api/meetings/${meeting.id}`, { attendees: 3 }), 401);
    expect(await refused(world.admin.put('/api/meetings/99999', { attendees: 3 }), 404)).toEqual({
      message: 'Meeting not found',
    });
    await refused(world.admin.put(`/api/meetings/${meeting.id}`, { id: meeting.id + 1 }), 400);
    await refused(
      world.admin.put(`/api/meetings/${meeting.id}`, { cityId: world.cities.b1, title: '' }),
      400,
    );
    const put = (ifMatch: string) =>
      world.admin.request('PUT', `/api/meetings/${meeting.id}`, { attendees: 4 }, { 'if-match': ifMatch });
    expect((await put('"0"')).status).toBe(200);
    expect((await put('"0"')).status).toBe(409);
  });
});

describe('action items', () => {
  it('adds, edits and closes items, once', async () => {
    const meeting = await adminMeeting({ actionItems: [{ task: 'Book the hall' }] });
    const added = await written(
      world.cityMasool.post(`/api/meetings/${meeting.id}/action-items`, {
        task: 'Invite the ulma',
        dueDate: '2025-03-05',
        priority: 'high',
      }),
    );
    expect(added.actionItems).toHaveLength(2);
    expect(
      await written(
        world.cityMasool.put(`/api/meetings/${meeting.id}/action-items/2`, { assignedTo: 'Saleem' }),
        200,
      ),
    ).toMatchObject({ actionItems: [{ id: 1 }, { id: 2, assignedTo: 'Saleem', status: 'pending' }] });
    expect(
      await written(world.cityMasool.put(`/api/meetings/${meeting.id}/action-items/1/close`, {}), 200),
    ).toMatchObject({ actionItems: [{ id: 1, status: 'completed' }, { id: 2 }] });
    expect(
      await refused(world.cityMasool.put(`/api/meetings/${meeting.id}/action-items/1/close`, {}), 409),
    ).toEqual({
      message: 'This action item is already closed',
    });
    expect(
      await refused(world.admin.put(`/api/meetings/${meeting.id}/action-items/9`, { task: 'x' }), 404),
    ).toEqual({
      message: 'Action item not found',
    });
  });

  it('refuses other scopes and bad items, writing nothing', async () => {
    const meeting = await adminMeeting({ actionItems: [{ task: 'Book the hall' }] });
    await world.caughtUp();
    const head = await world.store.headPosition();
    expect(
      await refused(meetingClerk.post(`/api/meetings/${meeting.id}/action-items`, { task: 'x' }), 403),
    ).toEqual(PERMISSION_DENIED);
    const bad = await refused(
      world.admin.post(`/api/meetings/${meeting.id}/action-items`, {
        task: '',
        status: 'later',
        priority: 'p1',
      }),
      400,
    );
    expect(Object.keys(bad.fields ?? {}).sort()).toEqual(['priority', 'status', 'task']);
    await refused(
      world.admin.put(`/api/meetings/${meeting.id}/action-items/1/close`, { status: 'pending' }),
      400,
    );
    await refused(world.admin.put(`/api/meetings/${meeting.id}/action-items/x`, { task: 'a' }), 400);
    await refused(world.signedOut.put(`/api/meetings/${meeting.id}/action-items/1/close`, {}), 401);
    expect(await world.store.headPosition()).toBe(head);
  });
});
