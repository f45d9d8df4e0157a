import {
  GATHERING_LIST_ITEM_FIELDS,
  type Gathering,
  type GatheringActivity,
  type GatheringHistoryEntry,
  type GatheringListItem,
  type GatheringTabCounts,
} from '@seerat/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatheringBody } from './gathering-requests';
import type { PortalClient } from './portal-harness';
import {
  buildZoneCityWorld,
  listed,
  refused,
  signedInAs,
  written,
  type ZoneCityWorld,
} from './zone-city-world';

let world: ZoneCityWorld;
let eventReader: PortalClient;
let secondAdmin: PortalClient;
/** The events of the world by what became of them. */
const events: Record<string, number> = {};

async function ok<T>(response: Promise<Response>): Promise<T> {
  const answer = await response;
  const body = await answer.json();
  expect(answer.status, JSON.stringify(body)).toBe(200);
  return body as T;
}

/**
 * In city a1: a draft, a pending event, a rejected one, an upcoming approved one, one held 10 days
 * ago (completed) and one 200 days ago; in a2 an upcoming approved one; in b1 a pending one and an
 * upcoming approved one. The city masool of a1 creates and submits; the administrator reviews.
 */
beforeAll(async () => {
  world = await buildZoneCityWorld('gathering_reads');
  secondAdmin = await signedInAs(world.harness, world.admin, 'second-admin-reads', { roles: ['admin'] });
  await written(
    world.admin.post('/api/admin/custom-roles', {
      name: 'Event Reader',
      description: 'Reads events',
      permissions: ['events_read'],
    }),
  );
  await world.caughtUp();
  eventReader = await signedInAs(world.harness, world.admin, 'event-reader-reads', {
    roles: ['event reader'],
    assignedCityId: world.cities.a1,
  });
  const { a1, a2, b1 } = world.cities;
  const create = async (client: PortalClient, cityId: number, days: number, title: string, submit = true) =>
    (await written(client.post('/api/events', { ...gatheringBody(cityId, { title }, days), submit }))).id;
  events.draft = await create(world.cityMasool, a1, 5, 'Draft circle', false);
  events.pending = await create(world.cityMasool, a1, 6, 'Pending majlis');
  events.rejected = await create(world.cityMasool, a1, 7, 'Rejected seminar');
  events.upcoming = await create(world.cityMasool, a1, 2, 'Upcoming workshop');
  events.completed = await create(world.cityMasool, a1, -10, 'Completed training');
  events.old = await create(world.cityMasool, a1, -200, 'Old conference');
  events.a2Upcoming = await create(world.zoneMasool, a2, 3, 'A2 gathering');
  events.b1Pending = await create(world.admin, b1, 4, 'B1 pending');
  events.b1Upcoming = await create(world.admin, b1, 1, 'B1 upcoming');
  await written(
    world.admin.put(`/api/events/${events.rejected}/reject`, { rejectionReason: 'Too few teachers' }),
    200,
  );
  for (const id of [events.upcoming, events.completed, events.old, events.a2Upcoming])
    await written(world.admin.put(`/api/events/${id}/approve`, { approvalComments: 'Approved' }), 200);
  await written(secondAdmin.put(`/api/events/${events.b1Upcoming}/approve`, {}), 200);
  await world.caughtUp();
});
afterAll(async () => {
  await world?.close();
});

const titles = (list: Pick<Gathering, 'title'>[]) => list.map((event) => event.title);

describe('GET /api/events', () => {
  it('lists only the events in the caller scope, newest first, with the derived status', async () => {
    const mine = await listed<GatheringListItem>(world.cityMasool.get('/api/events'));
    expect(titles(mine)).toEqual([
      'Old conference',
      'Completed training',
      'Upcoming workshop',
      'Rejected seminar',
      'Pending majlis',
      'Draft circle',
    ]);
    const byTitle = Object.fromEntries(mine.map((event) => [event.title, event]));
    // Each item is what its card shows; the event's detail has the rest.
    const completed = byTitle['Completed training']!;
    expect(Object.keys(completed).sort()).toEqual([...GATHERING_LIST_ITEM_FIELDS].sort());
    expect(completed).toMatchObject({
      status: 'completed',
      approvalStatus: 'approved',
      cityName: 'A1',
      organizerName: null,
    });
    expect(await ok<Gathering>(world.cityMasool.get(`/api/events/${completed.id}`))).toMatchObject({
      status: 'completed',
      zoneName: 'Zone A',
      approvedBy: 'admin',
      submittedBy: 'city-gathering_reads',
      achievementPercentage: 0,
    });
    expect(byTitle['Rejected seminar']).toMatchObject({
      approvalComments: 'Too few teachers',
      status: 'rejected',
    });
    expect(titles(await listed<Gathering>(world.zoneMasool.get('/api/events')))).toHaveLength(7);
    expect(titles(await listed<Gathering>(eventReader.get('/api/events')))).toHaveLength(6);
    expect(await listed<Gathering>(world.admin.get('/api/events'))).toHaveLength(9);
    await refused(world.signedOut.get('/api/events'), 401);
  });

  it('filters by city, zone, tab, status, search, the last 3 months and a limit', async () => {
    const list = (query: string, client = world.admin) =>
      listed<Gathering>(client.get(`/api/events?${query}`));
    expect(await list(`cityId=${world.cities.b1}`)).toHaveLength(2);
    expect(await list(`zoneId=${world.zones.a}`)).toHaveLength(7);
    expect(titles(await list(`zoneId=${world.zones.a}&last3Months=true`))).not.toContain('Old conference');
    expect(titles(await list('tab=pending'))).toEqual(['B1 pending', 'Pending majlis']);
    expect(titles(await list('tab=completed'))).toEqual(['Old conference', 'Completed training']);
    expect(titles(await list('status=completed&last3Months=true'))).toEqual(['Completed training']);
    expect(titles(await list('search=majlis'))).toEqual(['Pending majlis']);
    expect(await list('limit=2')).toHaveLength(2);
    // A city outside the caller's scope gives nothing, never another city's events.
    expect(await list(`cityId=${world.cities.b1}`, world.cityMasool)).toEqual([]);
    for (const bad of [
      'cityId=abc',
      'limit=0',
      'limit=99999',
      'tab=archive',
      'last3Months=yes',
      'status=done',
    ]) {
      await refused(world.admin.get(`/api/events?${bad}`), 400);
    }
  });

  it('counts each tab over the same filters and the same scope', async () => {
    expect(await ok<GatheringTabCounts>(world.admin.get('/api/events/tab-counts'))).toEqual({
      all: 9,
      pending: 2,
      approved: 3,
      rejected: 1,
      completed: 2,
      drafts: 1,
    });
    expect(
      await ok<GatheringTabCounts>(world.cityMasool.get('/api/events/tab-counts?last3Months=true')),
    ).toEqual({
      all: 5,
      pending: 1,
      approved: 1,
      rejected: 1,
      completed: 1,
      drafts: 1,
    });
  });
});

describe('the ticker and the review count', () => {
  it('shows the upcoming approved events of a city or a zone, soonest first, at most 10, in scope', async () => {
    const ticker = (query: string, client = world.admin) =>
      ok<Gathering[]>(client.get(`/api/events/ticker?${query}`));
    expect(titles(await ticker(`cityId=${world.cities.a1}`))).toEqual(['Upcoming workshop']);
    expect(titles(await ticker(`zoneId=${world.zones.a}`))).toEqual(['Upcoming workshop', 'A2 gathering']);
    expect(titles(await ticker(`cityId=${world.cities.b1}`, world.cityMasool))).toEqual([]);
    for (let i = 0; i < 11; i++) {
      const id = (
        await written(
          world.zoneMasool.post('/api/events', {
            ...gatheringBody(world.cities.a2, {}, 20 + i),
            submit: true,
          }),
        )
      ).id;
      await written(world.admin.put(`/api/events/${id}/approve`, {}), 200);
    }
    await world.caughtUp();
    expect(await ticker(`cityId=${world.cities.a2}`)).toHaveLength(10);
  });

  it('counts the pending events an administrator may review, and none for anyone else', async () => {
    expect(await ok<{ count: number }>(world.admin.get('/api/events/review-count'))).toEqual({ count: 1 });
    expect(await ok<{ count: number }>(secondAdmin.get('/api/events/review-count'))).toEqual({ count: 2 });
    expect(await ok<{ count: number }>(world.cityMasool.get('/api/events/review-count'))).toEqual({
      count: 0,
    });
    await refused(world.signedOut.get('/api/events/review-count'), 401);
  });
});

describe('one event', () => {
  it('answers the event, its approval history and its change history in scope only', async () => {
    const id = events.rejected;
    expect(await ok<Gathering>(eventReader.get(`/api/events/${id}`))).toMatchObject({
      id,
      status: 'rejected',
    });
    const history = await ok<GatheringHistoryEntry[]>(
      world.cityMasool.get(`/api/events/${id}/approval-history`),
    );
    expect(
      history.map(({ action, fromStatus, toStatus, comment, username }) => ({
        action,
        fromStatus,
        toStatus,
        comment,
        username,
      })),
    ).toEqual([
      {
        action: 'created',
        fromStatus: null,
        toStatus: 'draft',
        comment: null,
        username: 'city-gathering_reads',
      },
      {
        action: 'submitted',
        fromStatus: 'draft',
        toStatus: 'pending_approval',
        comment: null,
        username: 'city-gathering_reads',
      },
      {
        action: 'rejected',
        fromStatus: 'pending_approval',
        toStatus: 'rejected',
        comment: 'Too few teachers',
        username: 'admin',
      },
    ]);
    const audit = await listed<{ fieldName: string | null; changeReason: string | null }>(
      world.cityMasool.get(`/api/events/${id}/audit`),
    );
    expect(audit[0]).toMatchObject({ fieldName: 'status', changeReason: 'Too few teachers' });
    for (const path of ['', '/approval-history', '/audit']) {
      await refused(world.cityMasool.get(`/api/events/${events.b1Pending}${path}`), 403);
      await refused(world.admin.get(`/api/events/99999${path}`), 404);
      await refused(world.signedOut.get(`/api/events/${id}${path}`), 401);
    }
    await refused(world.admin.get('/api/events/abc'), 400);
  });

  it('lists a city events for whoever may read the city events', async () => {
    expect(
      await listed<Gathering>(world.cityMasool.get(`/api/cities/${world.cities.a1}/events`)),
    ).toHaveLength(6);
    await refused(world.cityMasool.get(`/api/cities/${world.cities.b1}/events`), 403);
    await refused(world.admin.get('/api/cities/99999/events'), 404);
  });

  it('lists only a city approved events (upcoming, under way or completed) when asked, from the whole list', async () => {
    const a1 = `/api/cities/${world.cities.a1}/events`;
    const approved = await listed<Gathering>(world.cityMasool.get(`${a1}?approved=true&limit=3`));
    // The newest three approved: the unfiltered page of three ends with the rejected seminar instead.
    expect(titles(approved)).toEqual(['Old conference', 'Completed training', 'Upcoming workshop']);
    expect(await listed<Gathering>(world.cityMasool.get(`${a1}?approved=false`))).toHaveLength(6);
    const refusal = await refused(world.cityMasool.get(`${a1}?approved=yes`), 400);
    expect(JSON.stringify(refusal)).toContain('approved');
  });
});

describe('events metrics of cities and zones', () => {
  it('counts the events held in the last 3 months and the days since the last one', async () => {
    const city = await ok<GatheringActivity>(
      world.cityMasool.get(`/api/cities/${world.cities.a1}/event-activity`),
    );
    expect(city).toMatchObject({ eventsLast3Months: 1, daysSinceLastEvent: 10 });
    expect(Date.parse(city.lastEventDate!)).toBeLessThan(Date.now());
    expect(
      await ok<GatheringActivity>(world.admin.get(`/api/cities/${world.cities.b1}/event-activity`)),
    ).toEqual({
      eventsLast3Months: 0,
      lastEventDate: null,
      daysSinceLastEvent: null,
    });
    const zone = await ok<GatheringActivity>(
      world.zoneMasool.get(`/api/zones/${world.zones.a}/event-activity`),
    );
    expect(zone).toMatchObject({ eventsLast3Months: 1, daysSinceLastEvent: 10 });
    await refused(world.cityMasool.get(`/api/zones/${world.zones.a}/event-activity`), 403);
    const zoneRecord = await ok<{ lastEventDate: string | null }>(
      world.admin.get(`/api/zones/${world.zones.a}`),
    );
    expect(zoneRecord.lastEventDate).toBe(city.lastEventDate!.slice(0, 10));
  });
});
