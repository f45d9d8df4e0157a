import {
  type BackgroundJobStatus,
  type City,
  type CityListItem,
  type DangerZoneCity,
  type DangerZoneMonth,
  type DashboardActivityMonth,
  dayOf,
  PAGE_LIMIT_MAX,
  type Page,
} from '@seerat/contracts';
import { JOB_RUNS_TABLE, JOB_SCHEDULES_TABLE } from '@seerat/jobs';
import { createKnex, type Knex } from '@seerat/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatheringBody } from './gathering-requests';
import { reportBody } from './meeting-requests';
import { buildZoneCityWorld, type ZoneCityWorld } from './zone-city-world';

/**
 * What the danger-zone job's records look like to each role: the flagged cities over the caller's
 * scope with their zone and days since the last meeting, the dashboard's count, a zone's history;
 * and the jobs themselves for administrators, in their own route and in `/api/health`.
 *
 * Zone A: A1 met 20 days ago, its sub-city and A2 never met. Zone B: B1 met today.
 */
let world: ZoneCityWorld;
let knex: Knex;
const daysAgo = (days: number) => dayOf(new Date(Date.now() - days * 24 * 60 * 60 * 1000));

beforeAll(async () => {
  world = await buildZoneCityWorld('danger_zone_reads');
  knex = createKnex({ connectionString: world.harness.databaseUrl });
  const { admin, cities } = world;
  for (const [cityId, meetingDate] of [
    [cities.a1, daysAgo(20)],
    [cities.b1, daysAgo(0)],
  ] as const) {
    const meeting = await admin.post('/api/meetings', { title: 'Majlis', meetingDate, cityId });
    expect(meeting.status).toBe(201);
  }
  const report = await admin.post(
    '/api/karguzari',
    reportBody(cities.a2, { status: 'submitted', reportDate: daysAgo(0) }),
  );
  expect(report.status).toBe(201);
  const event = await world.cityMasool.post('/api/events', {
    ...gatheringBody(cities.a1, {}, 1),
    submit: true,
  });
  expect(event.status).toBe(201);
  await world.caughtUp();
  const { id: eventId } = (await event.json()) as { id: number };
  expect((await admin.put(`/api/events/${eventId}/approve`, {})).status).toBe(200);
  await world.caughtUp();
  await world.harness.portal.jobs.runNow('danger-zone-pass');
  await world.caughtUp();
}, 60_000);

afterAll(async () => {
  await knex?.destroy();
  await world?.close();
});

const json = async <T>(response: Promise<Response>, status = 200): Promise<T> => {
  const answer = await response;
  expect(answer.status).toBe(status);
  return (await answer.json()) as T;
};

describe('GET /api/danger-zone/cities', () => {
  const list = (query = '') => `/api/danger-zone/cities${query}`;

  it("lists the flagged cities over the caller's scope, longest silence first", async () => {
    const { cities, zones } = world;
    const all = await json<Page<DangerZoneCity>>(world.admin.get(list()));
    expect(
      all.items.map((city) => [city.cityName, city.zoneId, city.lastMeetingDate, city.daysSinceLastMeeting]),
    ).toEqual([
      ['A1 sub', zones.a, null, null],
      ['A2', zones.a, null, null],
      ['A1', zones.a, daysAgo(20), 20],
    ]);
    expect(all).toMatchObject({ total: 3, nextCursor: null });
    expect(all.items[0]!.zoneName).toBe('Zone A');
    // The city masool of A1 sees A1 and its sub-city; the zone masool of A all three.
    const ofCity = await json<Page<DangerZoneCity>>(world.cityMasool.get(list()));
    expect(ofCity.items.map((city) => city.cityId).sort()).toEqual([cities.a1, cities.a1Sub].sort());
    expect(ofCity.total).toBe(2);
    const ofZone = await json<Page<DangerZoneCity>>(world.zoneMasool.get(list()));
    expect(ofZone.total).toBe(3);
    await json(world.signedOut.get(list()), 401);
  });

  it('is read a page at a time, every city once, in the same order', async () => {
    const whole = await json<Page<DangerZoneCity>>(world.admin.get(list()));
    const paged: DangerZoneCity[] = [];
    let cursor: string | null = null;
    do {
      const page: Page<DangerZoneCity> = await json(
        world.admin.get(list(`?limit=1${cursor ? `&cursor=${cursor}` : ''}`)),
      );
      expect(page.items).toHaveLength(1);
      expect(page.total).toBe(3);
      paged.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged).toEqual(whole.items);
    await json(world.admin.get(list('?limit=0')), 400);
    await json(world.admin.get(list('?cursor=not-ours')), 400);
  });

  it('filters by zone and by a search of the city’s or the zone’s name', async () => {
    const { zones } = world;
    expect(await json(world.admin.get(list(`?zoneId=${zones.b}`)))).toEqual({
      items: [],
      nextCursor: null,
      total: 0,
    });
    const found = await json<Page<DangerZoneCity>>(world.admin.get(list('?search=sub')));
    expect(found.items.map((city) => city.cityName)).toEqual(['A1 sub']);
    const ofZoneA = await json<Page<DangerZoneCity>>(world.admin.get(list('?search=zone%20a&limit=2')));
    expect(ofZoneA).toMatchObject({ total: 3, items: [{ cityName: 'A1 sub' }, { cityName: 'A2' }] });
    // A search with LIKE's wildcards finds them literally.
    expect((await json<Page<DangerZoneCity>>(world.admin.get(list('?search=%25')))).total).toBe(0);
    await json(world.admin.get(list('?zoneId=abc')), 400);
    await json(world.admin.get(list(`?search=${'x'.repeat(101)}`)), 400);
  });

  it('is told with each city of the lists, for its card’s badge', async () => {
    const { cities } = world;
    const listed = await json<Page<CityListItem>>(world.admin.get(`/api/cities?limit=${PAGE_LIMIT_MAX}`));
    const flagged = listed.items.filter((city) => city.inDangerZone).map((city) => city.id);
    expect(flagged.sort()).toEqual([cities.a1, cities.a1Sub, cities.a2].sort());
    expect(listed.items.find((city) => city.id === cities.b1)?.inDangerZone).toBe(false);
    expect((await json<City>(world.admin.get(`/api/cities/${cities.a2}`))).inDangerZone).toBe(true);
  });

  it('is counted in the dashboard stats, over the scope', async () => {
    const stats = async (client: typeof world.admin) =>
      (await json<{ dangerZoneCities: number }>(client.get('/api/dashboard/stats'))).dangerZoneCities;
    expect(await stats(world.admin)).toBe(3);
    expect(await stats(world.cityMasool)).toBe(2);
  });
});

describe('GET /api/dashboard/activity', () => {
  it("counts the last 12 months' events, meetings and reports over the caller's scope", async () => {
    const thisMonth = daysAgo(0).slice(0, 7);
    const tomorrowsMonth = daysAgo(-1).slice(0, 7);
    const months = await json<DashboardActivityMonth[]>(world.admin.get('/api/dashboard/activity'));
    expect(months).toHaveLength(12);
    expect(months.at(-1)!.month).toBe(thisMonth);
    const total = (key: 'events' | 'meetings' | 'reports') =>
      months.reduce((sum, month) => sum + month[key], 0);
    // A1's meeting 20 days ago and B1's today; A2's report; the approved event starts tomorrow.
    expect(total('meetings')).toBe(2);
    expect(months.at(-1)!.reports).toBe(1);
    expect(total('events')).toBe(tomorrowsMonth === thisMonth ? 1 : 0);
    // The city masool of A1 sees A1's meeting and event only.
    const ofCity = await json<DashboardActivityMonth[]>(world.cityMasool.get('/api/dashboard/activity'));
    expect(ofCity.reduce((sum, month) => sum + month.meetings + month.reports, 0)).toBe(1);
    await json(world.signedOut.get('/api/dashboard/activity'), 401);
  });
});

describe('GET /api/zones/:id/danger-zone-history', () => {
  it("counts each month's entries, exits and the cities in the danger zone at its end", async () => {
    const months = await json<DangerZoneMonth[]>(
      world.admin.get(`/api/zones/${world.zones.a}/danger-zone-history`),
    );
    expect(months).toHaveLength(12);
    expect(months.at(-1)).toEqual({ month: daysAgo(0).slice(0, 7), entered: 3, left: 0, inDangerZone: 3 });
    expect(months.slice(0, 11).every((month) => month.inDangerZone === 0)).toBe(true);
    await json(world.cityMasool.get(`/api/zones/${world.zones.b}/danger-zone-history`), 403);
  });
});

describe('the background jobs for administrators', () => {
  it('lists each job with its schedule, next run and runs; administrators only', async () => {
    const jobs = await json<BackgroundJobStatus[]>(world.admin.get('/api/background-jobs'));
    const pass = jobs.find((job) => job.name === 'danger-zone-pass')!;
    expect(pass.schedule).toBe('0 * * * * (cron, UTC)');
    expect(pass.intervalMs).toBe(60 * 60 * 1000);
    expect(new Date(pass.nextRunAt!).getUTCMinutes()).toBe(0);
    expect(pass.runs[0]).toMatchObject({
      trigger: 'manual',
      outcome: 'succeeded',
      counts: { flagged: 3, cleared: 0 },
    });
    expect(jobs.map((job) => job.name).sort()).toEqual([
      'danger-zone-pass',
      'danger-zone-watch',
      'publish-chain-digest',
      'purge-expired-sessions',
    ]);
    await json(world.zoneMasool.get('/api/background-jobs'), 403);
    await json(world.signedOut.get('/api/background-jobs'), 401);
  });

  it('runs a job on request (Run now), for administrators only', async () => {
    const before = await json<BackgroundJobStatus[]>(world.admin.get('/api/background-jobs'));
    const watchRuns = before.find((job) => job.name === 'danger-zone-watch')!.runs.length;
    await json(world.admin.post('/api/background-jobs/danger-zone-watch/runs'), 202);
    const deadline = Date.now() + 15_000;
    for (;;) {
      const jobs = await json<BackgroundJobStatus[]>(world.admin.get('/api/background-jobs'));
      const runs = jobs.find((job) => job.name === 'danger-zone-watch')!.runs;
      if (runs.length > watchRuns && runs[0]!.outcome === 'succeeded') {
        expect(runs[0]).toMatchObject({ trigger: 'manual', counts: { cleared: 0 } });
        break;
      }
      if (Date.now() > deadline) throw new Error('Run now did not run the job');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await json(world.zoneMasool.post('/api/background-jobs/danger-zone-watch/runs'), 403);
    await json(world.admin.post('/api/background-jobs/no-such-job/runs'), 400);
  });

  it('makes /api/health degraded when a job has not succeeded for twice its interval', async () => {
    const health = async () =>
      json<{ status: string; checks: { jobs: { ok: boolean; jobs: Record<string, { healthy: boolean }> } } }>(
        world.admin.get('/api/health'),
      );
    expect((await health()).status).toBe('up');
    // Purging sessions is hourly; registered three hours ago and never run, it is overdue.
    await knex(JOB_SCHEDULES_TABLE).insert({
      job: 'purge-expired-sessions',
      registered_at: new Date(Date.now() - 3 * 60 * 60 * 1000),
    });
    const overdue = await health();
    expect(overdue.status).toBe('degraded');
    expect(overdue.checks.jobs.jobs['purge-expired-sessions']!.healthy).toBe(false);
    expect((await (await fetch(`${world.harness.url}/api/health`)).json()) as unknown).toEqual({
      status: 'degraded',
    });
    // One success within the hour and it is well again.
    await knex(JOB_RUNS_TABLE).insert({
      job: 'purge-expired-sessions',
      trigger: 'schedule',
      attempt: 1,
      started_at: new Date(Date.now() - 60_000),
      finished_at: new Date(Date.now() - 59_000),
      outcome: 'succeeded',
    });
    expect((await health()).status).toBe('up');
  });
});
