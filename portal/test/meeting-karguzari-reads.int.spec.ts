import {
  type CityActivityStatus,
  type CityMeetingActivity,
  KARGUZARI_LIST_ITEM_FIELDS,
  type KarguzariListItem,
  type KarguzariReport,
  type Meeting,
  type OpenActionItem,
} from '@seerat/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetingBody, reportBody } from './meeting-requests';
import type { PortalClient } from './portal-harness';
import {
  buildZoneCityWorld,
  listed,
  refused,
  signedInAs,
  written,
  type ZoneCityWorld,
} from './zone-city-world';

/**
 * The meeting and karguzari reads through the whole portal:
 *
 *   zone a ── a1 (met 3 days ago, reported) ── a1Sub (met 20 days ago)
 *          └─ a2 (never met) + a zone meeting of zone a
 *   zone b ── b1 (met yesterday, a draft report only)
 */
let world: ZoneCityWorld;
let centralTeam: PortalClient;
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const ids = { a1Meeting: 0, a1SubMeeting: 0, zoneMeeting: 0, b1Meeting: 0, a1Report: 0, b1Draft: 0 };

async function ok<T>(response: Promise<Response>): Promise<T> {
  const answer = await response;
  const body = await answer.json();
  expect(answer.status, JSON.stringify(body)).toBe(200);
  return body as T;
}

beforeAll(async () => {
  world = await buildZoneCityWorld('meeting_reads');
  centralTeam = await signedInAs(world.harness, world.admin, 'central-team-m', { roles: ['markazi_team'] });
  const { a1, a1Sub, b1 } = world.cities;
  const meeting = async (client: PortalClient, body: Record<string, unknown>) =>
    (await written(client.post('/api/meetings', body))).id;
  ids.a1Meeting = await meeting(
    world.cityMasool,
    meetingBody(a1, {
      title: 'A1 weekly',
      meetingDate: daysAgo(3),
      actionItems: [
        { task: 'Book the hall' },
        { task: 'Print', status: 'completed' },
        { task: 'Call', status: 'on-hold' },
      ],
    }),
  );
  ids.a1SubMeeting = await meeting(
    world.cityMasool,
    meetingBody(a1Sub, { title: 'Sub monthly', meetingDate: daysAgo(20) }),
  );
  ids.zoneMeeting = await meeting(
    world.zoneMasool,
    meetingBody(null, {
      title: 'Zone council',
      scope: 'zone',
      zoneId: world.zones.a,
      meetingDate: daysAgo(1),
    }),
  );
  ids.b1Meeting = await meeting(
    world.admin,
    meetingBody(b1, { title: 'B1 weekly', meetingDate: daysAgo(1) }),
  );
  await meeting(
    world.admin,
    meetingBody(b1, { title: 'B1 cancelled', meetingDate: daysAgo(0), status: 'cancelled' }),
  );
  ids.a1Report = (
    await written(
      world.cityMasool.post(
        '/api/karguzari',
        reportBody(a1, { status: 'submitted', reportDate: daysAgo(5) }),
      ),
    )
  ).id;
  await world.caughtUp();
  await written(
    world.cityMasool.put(`/api/karguzari/${ids.a1Report}`, {
      achievements: 'A new circle',
      editReason: 'Forgot it',
    }),
    200,
  );
  await world.caughtUp();
  await written(
    world.zoneMasool.put(`/api/karguzari/${ids.a1Report}/review`, {
      decision: 'approved',
      reviewComments: 'Well done',
    }),
    200,
  );
  ids.b1Draft = (
    await written(world.admin.post('/api/karguzari', reportBody(b1, { reportDate: daysAgo(2) })))
  ).id;
  await world.caughtUp();
});
afterAll(async () => {
  await world?.close();
});

const titles = async (client: PortalClient, route: string) =>
  (await listed<Meeting>(client.get(route))).map((meeting) => meeting.title);

describe('GET /api/meetings', () => {
  it('lists the meetings in the caller scope, newest first', async () => {
    const all = ['B1 cancelled', 'B1 weekly', 'Zone council', 'A1 weekly', 'Sub monthly'];
    expect(await titles(world.admin, '/api/meetings')).toEqual(all);
    expect(await titles(centralTeam, '/api/meetings')).toEqual(all);
    expect(await titles(world.zoneMasool, '/api/meetings')).toEqual([
      'Zone council',
      'A1 weekly',
      'Sub monthly',
    ]);
    expect(await titles(world.cityMasool, '/api/meetings')).toEqual(['A1 weekly', 'Sub monthly']);
    await refused(world.signedOut.get('/api/meetings'), 401);
  });

  it('filters by zone, city, status and dates, and refuses bad filters', async () => {
    expect(await titles(world.admin, `/api/meetings?zoneId=${world.zones.a}`)).toEqual([
      'Zone council',
      'A1 weekly',
      'Sub monthly',
    ]);
    expect(await titles(world.admin, `/api/meetings?cityId=${world.cities.b1}&status=scheduled`)).toEqual([
      'B1 weekly',
    ]);
    expect(await titles(world.admin, `/api/meetings?from=${daysAgo(4)}&to=${daysAgo(2)}`)).toEqual([
      'A1 weekly',
    ]);
    await refused(world.admin.get('/api/meetings?zoneId=x'), 400);
    await refused(world.admin.get('/api/meetings?status=over'), 400);
    await refused(world.admin.get('/api/meetings?from=yesterday'), 400);
  });

  it('answers every field, the names, where it sits and the action items', async () => {
    const meeting = await ok<Meeting>(world.cityMasool.get(`/api/meetings/${ids.a1Meeting}`));
    expect(meeting).toMatchObject({
      id: ids.a1Meeting,
      title: 'A1 weekly',
      scope: 'city',
      cityId: world.cities.a1,
      cityName: 'A1',
      zoneId: world.zones.a,
      zoneName: 'Zone A',
      cityPath: [world.cities.a1],
      status: 'scheduled',
      meetingType: 'general',
      attendees: 0,
      createdBy: 'city-meeting_reads',
      version: 0,
    });
    expect(meeting.actionItems.map((item) => [item.id, item.task, item.status])).toEqual([
      [1, 'Book the hall', 'pending'],
      [2, 'Print', 'completed'],
      [3, 'Call', 'on-hold'],
    ]);
    await refused(world.cityMasool.get(`/api/meetings/${ids.zoneMeeting}`), 403);
    await refused(world.zoneMasool.get(`/api/meetings/${ids.b1Meeting}`), 403);
    await refused(world.admin.get('/api/meetings/99999'), 404);
    const history = await listed<{ action: string }>(world.admin.get(`/api/meetings/${ids.a1Meeting}/audit`));
    expect(history.map((entry) => entry.action)).toEqual(['create']);
  });

  it("lists a city's meetings for whoever may read the city", async () => {
    expect(await titles(world.cityMasool, `/api/cities/${world.cities.a1Sub}/meetings`)).toEqual([
      'Sub monthly',
    ]);
    await refused(world.cityMasool.get(`/api/cities/${world.cities.b1}/meetings`), 403);
    await refused(world.admin.get('/api/cities/99999/meetings'), 404);
  });

  it('offers the open action items of the newest meeting of a city or zone', async () => {
    const open = await ok<OpenActionItem[]>(
      world.cityMasool.get(`/api/meetings/open-action-items?cityId=${world.cities.a1}`),
    );
    expect(open.map((item) => [item.task, item.status, item.meetingId])).toEqual([
      ['Book the hall', 'pending', ids.a1Meeting],
      ['Call', 'on-hold', ids.a1Meeting],
    ]);
    expect(await ok(world.zoneMasool.get(`/api/meetings/open-action-items?zoneId=${world.zones.a}`))).toEqual(
      [],
    );
    await refused(world.cityMasool.get(`/api/meetings/open-action-items?zoneId=${world.zones.a}`), 403);
    await refused(world.admin.get('/api/meetings/open-action-items'), 400);
  });
});

describe('GET /api/karguzari and a city karguzari', () => {
  it('lists the newest version of each report in the caller scope', async () => {
    const list = await listed<KarguzariReport>(world.admin.get('/api/karguzari'));
    expect(list.map((report) => [report.id, report.version, report.status])).toEqual([
      [ids.b1Draft, 1, 'draft'],
      [ids.a1Report, 2, 'approved'],
    ]);
    expect(
      (await listed<KarguzariReport>(world.cityMasool.get('/api/karguzari'))).map((report) => report.id),
    ).toEqual([ids.a1Report]);
    expect(
      (await listed<KarguzariReport>(world.admin.get(`/api/karguzari?zoneId=${world.zones.b}`))).map(
        (report) => report.id,
      ),
    ).toEqual([ids.b1Draft]);
    await refused(world.signedOut.get('/api/karguzari'), 401);
  });

  it('lists items: what the cards show, never the whole report', async () => {
    const [item] = await listed<KarguzariListItem>(
      world.admin.get(`/api/karguzari?cityId=${world.cities.a1}`),
    );
    expect(Object.keys(item!).sort()).toEqual([...KARGUZARI_LIST_ITEM_FIELDS].sort());
    const [version] = await listed<KarguzariListItem>(
      world.admin.get(`/api/cities/${world.cities.a1}/karguzari`),
    );
    expect(Object.keys(version!).sort()).toEqual([...KARGUZARI_LIST_ITEM_FIELDS].sort());
    expect(version).toMatchObject({
      id: ids.a1Report,
      version: 2,
      activities: reportBody(0).activities,
      editReason: 'Forgot it',
      reviewedBy: 'zone-meeting_reads',
      reviews: [expect.objectContaining({ decision: 'approved', comments: 'Well done' })],
      cityName: 'A1',
    });
  });

  it("exports every version of a city's reports whole, newest first, with the review fields", async () => {
    const versions = await listed<KarguzariReport>(
      world.zoneMasool.get(`/api/cities/${world.cities.a1}/karguzari/export`),
    );
    expect(versions.map((report) => [report.version, report.isLatest, report.status])).toEqual([
      [2, true, 'approved'],
      [1, false, 'submitted'],
    ]);
    expect(versions[0]).toMatchObject({
      reportContent: reportBody(0).activities,
      achievements: 'A new circle',
      editReason: 'Forgot it',
      submittedBy: 'city-meeting_reads',
      reviewedBy: 'zone-meeting_reads',
      reviewComments: 'Well done',
      reviewedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      changes: { achievements: { from: null, to: 'A new circle' } },
      cityName: 'A1',
      zoneName: 'Zone A',
    });
    await refused(world.cityMasool.get(`/api/cities/${world.cities.b1}/karguzari`), 403);
    await refused(world.cityMasool.get(`/api/cities/${world.cities.b1}/karguzari/export`), 403);
    await refused(world.signedOut.get(`/api/cities/${world.cities.a1}/karguzari/export`), 401);
    const history = await listed<{ fieldName: string }>(
      world.admin.get(`/api/karguzari/${ids.a1Report}/audit?limit=100`),
    );
    expect(history.map((entry) => entry.fieldName)).toContain('achievements');
    await refused(world.cityMasool.get(`/api/karguzari/${ids.b1Draft}`), 403);
  });
});

describe('activity', () => {
  it('fills the activity status over the caller scope', async () => {
    const { a1, a1Sub, a2, b1 } = world.cities;
    expect(await ok<CityActivityStatus>(world.admin.get('/api/cities/activity-status'))).toEqual({
      activeCityIds: [a1, a1Sub, a2, b1],
      recentMeetingsCities: [a1, b1],
      recentKarguzariCities: [a1],
    });
    expect(await ok<CityActivityStatus>(world.cityMasool.get('/api/cities/activity-status'))).toEqual({
      activeCityIds: [a1, a1Sub],
      recentMeetingsCities: [a1],
      recentKarguzariCities: [a1],
    });
  });

  it('gives each city its last meeting and report, and the zone its last meeting', async () => {
    expect(await ok(world.admin.get(`/api/cities/${world.cities.a1}`))).toMatchObject({
      lastMeetingDate: daysAgo(3),
      lastKarguzariDate: daysAgo(5),
    });
    // The cancelled meeting of today does not count.
    expect(await ok(world.admin.get(`/api/cities/${world.cities.b1}`))).toMatchObject({
      lastMeetingDate: daysAgo(1),
      lastKarguzariDate: null,
    });
    expect(await ok(world.zoneMasool.get(`/api/zones/${world.zones.a}`))).toMatchObject({
      lastMeetingDate: daysAgo(1),
    });
  });

  it("shows a zone's cities that have not met or reported, never first, then the longest silence", async () => {
    const rows = await ok<CityMeetingActivity[]>(world.zoneMasool.get(`/api/zones/${world.zones.a}/not-met`));
    // A city that never met has no number of weeks (not 0, which would say it met this week), and
    // the danger-zone rule holds for it, as Danger Zone Cities, reading these rows, lists it.
    expect(
      rows.map((row) => [row.cityName, row.lastMeetingDate, row.weeksWithoutMeeting, row.inDangerZone]),
    ).toEqual([
      ['A2', null, null, true],
      ['A1 sub', daysAgo(20), 2, true],
      ['A1', daysAgo(3), 0, false],
    ]);
    await refused(world.cityMasool.get(`/api/zones/${world.zones.a}/not-met`), 403);
    await refused(world.zoneMasool.get(`/api/zones/${world.zones.b}/not-met`), 403);
  });
});
