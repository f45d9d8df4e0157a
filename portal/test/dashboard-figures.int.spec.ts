import {
  CITY_STATUSES,
  type City,
  type CityRequiringAttention,
  DANGER_ZONE_DAYS,
  type DashboardFigures,
  dashboardFiguresSchema,
  dayOf,
  type Page,
  type ZoneFigures,
  zoneFiguresSchema,
} from '@seerat/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalClient } from './portal-harness';
import { CITIES, ok, type ReadsWorld, refused, startReadsWorld, ZONES } from './zone-city-reads-world';
import { written } from './zone-city-world';

/**
 * The dashboard's and the zone page's figures, counted by the read side, over the reads world
 * (see zone-city-reads-world) with meetings on top: Lahore met 3 days ago, Sialkot (inactive) met
 * today, Karachi met 20 days ago, outside the danger-zone window.
 */
let world: ReadsWorld;
const daysAgo = (days: number) => dayOf(new Date(Date.now() - days * 24 * 60 * 60 * 1000));

beforeAll(async () => {
  world = await startReadsWorld('dashboard_figures');
  for (const [cityId, days] of [
    [CITIES.lahore, 3],
    [CITIES.sialkot, 0],
    [CITIES.karachi, 20],
  ] as const) {
    const meeting = await world.admin.post('/api/meetings', {
      title: 'Majlis',
      meetingDate: daysAgo(days),
      cityId,
    });
    expect(meeting.status).toBe(201);
  }
  // The administrator's read waits for their own writes: every later read sees the meetings.
  await figuresOf(world.admin);
});
afterAll(async () => {
  await world?.close();
});

async function figuresOf(client: PortalClient): Promise<DashboardFigures> {
  return dashboardFiguresSchema.parse(await ok(client.get('/api/dashboard/figures')));
}

async function zoneFiguresOf(client: PortalClient, zoneId: number): Promise<ZoneFigures> {
  return zoneFiguresSchema.parse(await ok(client.get(`/api/zones/${zoneId}/figures`)));
}

const statuses = (counts: Partial<DashboardFigures['citiesByStatus']>) => ({
  active: 0,
  inactive: 0,
  pending: 0,
  suspended: 0,
  ...counts,
});

describe('GET /api/dashboard/figures', () => {
  it("counts the statuses, campus readiness and zones over the caller's scope", async () => {
    const north = { zoneId: ZONES.north, zone: 'North' };
    const south = { zoneId: ZONES.south, zone: 'South' };
    // Karachi is a campus by its checklist, Hyderabad by its own flag; Lahore has done 3 items,
    // Sialkot 1, Kasur never saved a checklist. Only active cities count as meeting.
    expect(await figuresOf(world.admin)).toEqual({
      citiesByStatus: statuses({ active: 4, inactive: 1 }),
      campusReadiness: { byItemsDone: [1, 1, 0, 1, 0, 0], campuses: 2, workingTowards: 2 },
      zones: [
        { ...north, circles: 21, members: 22, activeCities: 2, meetingCities: 1 },
        { ...south, circles: 2, members: 4, activeCities: 2, meetingCities: 0 },
      ],
    } satisfies DashboardFigures);
    expect(await figuresOf(world.zoneMasool)).toEqual({
      citiesByStatus: statuses({ active: 2, inactive: 1 }),
      campusReadiness: { byItemsDone: [1, 1, 0, 1, 0, 0], campuses: 0, workingTowards: 2 },
      zones: [{ ...north, circles: 21, members: 22, activeCities: 2, meetingCities: 1 }],
    } satisfies DashboardFigures);
    // Lahore's masool reads Lahore and its sub-city Kasur.
    expect(await figuresOf(world.cityMasool)).toEqual({
      citiesByStatus: statuses({ active: 2 }),
      campusReadiness: { byItemsDone: [1, 0, 0, 1, 0, 0], campuses: 0, workingTowards: 1 },
      zones: [{ ...north, circles: 13, members: 13, activeCities: 2, meetingCities: 1 }],
    } satisfies DashboardFigures);
  });

  it('counts what the browser counted over every city in scope, for every role', async () => {
    for (const client of [world.admin, world.zoneMasool, world.cityMasool, world.subCityMasool]) {
      const cities = await everyCity(client);
      const attention = await everyAttentionCity(client);
      const figures = await figuresOf(client);
      expect(figures.citiesByStatus).toEqual(
        Object.fromEntries(
          CITY_STATUSES.map((status) => [status, cities.filter((city) => city.status === status).length]),
        ),
      );
      expect(figures.zones).toEqual(zonesCounted(cities));
      expect(figures.campusReadiness.workingTowards).toBe(attention.length);
      const { byItemsDone, campuses } = figures.campusReadiness;
      expect(byItemsDone.reduce((sum, n) => sum + n, campuses)).toBe(cities.length);
    }
  });

  it('refuses a visitor and any query parameter', async () => {
    await refused(world.signedOut.get('/api/dashboard/figures'), 401);
    await refused(world.admin.get('/api/dashboard/figures?zoneId=1'), 400);
  });
});

describe('GET /api/zones/:id/figures', () => {
  it("totals the zone's cities in scope and names the first of its ranking", async () => {
    const north: ZoneFigures = {
      cities: 3,
      activeCities: 2,
      activeCircles: 21,
      majlisMembers: 22,
      ulmaCount: 0,
      masjidCount: 0,
      // Sialkot and Kasur both run 8 circles: Sialkot has more members.
      topCities: [
        { id: CITIES.sialkot, name: 'Sialkot', activeCircles: 8, majlisMembers: 9 },
        { id: CITIES.kasur, name: 'Kasur', activeCircles: 8, majlisMembers: 3 },
        { id: CITIES.lahore, name: 'Lahore', activeCircles: 5, majlisMembers: 10 },
      ],
    };
    expect(await zoneFiguresOf(world.admin, ZONES.north)).toEqual(north);
    expect(await zoneFiguresOf(world.zoneMasool, ZONES.north)).toEqual(north);
    expect(await zoneFiguresOf(world.admin, ZONES.west)).toEqual({
      cities: 0,
      activeCities: 0,
      activeCircles: 0,
      majlisMembers: 0,
      ulmaCount: 0,
      masjidCount: 0,
      topCities: [],
    } satisfies ZoneFigures);
  });

  it('refuses a zone outside the scope, an unknown zone and bad input', async () => {
    await refused(world.zoneMasool.get(`/api/zones/${ZONES.south}/figures`), 403);
    await refused(world.cityMasool.get(`/api/zones/${ZONES.north}/figures`), 403);
    await refused(world.signedOut.get(`/api/zones/${ZONES.north}/figures`), 401);
    await refused(world.admin.get('/api/zones/999999/figures'), 404);
    await refused(world.admin.get('/api/zones/abc/figures'), 400);
    await refused(world.admin.get(`/api/zones/${ZONES.north}/figures?limit=5`), 400);
  });
});

describe('GET /api/cities?sort=performance', () => {
  const ranked = async (client: PortalClient, query: string) =>
    (await ok<Page<City>>(client.get(`/api/cities?sort=performance&${query}`))).items.map((city) => city.id);

  it('ranks the cities in scope by active circles, then majlis members, a page at a time', async () => {
    const first = await ok<Page<City>>(world.admin.get('/api/cities?sort=performance&limit=2'));
    expect(first.items.map((city) => city.id)).toEqual([CITIES.sialkot, CITIES.kasur]);
    expect(first.total).toBe(5);
    expect(await ranked(world.admin, `limit=3&cursor=${first.nextCursor}`)).toEqual([
      CITIES.lahore,
      CITIES.karachi,
      CITIES.hyderabad,
    ]);
    expect(await ranked(world.cityMasool, 'limit=6')).toEqual([CITIES.kasur, CITIES.lahore]);
    expect(await ranked(world.admin, 'search=KA')).toEqual([CITIES.kasur, CITIES.karachi]);
  });

  it("refuses an unknown order and a cursor of the name order's list", async () => {
    await refused(world.admin.get('/api/cities?sort=members'), 400);
    const byName = await ok<Page<City>>(world.admin.get('/api/cities?limit=1'));
    await refused(world.admin.get(`/api/cities?sort=performance&cursor=${byName.nextCursor}`), 400);
  });
});

describe('GET /api/dashboard/figures, over any cities', () => {
  /** A city as a test makes it: its counts, maybe a checklist (maybe marked a campus), maybe a meeting. */
  const newCity = fc.record({
    status: fc.constantFrom(...CITY_STATUSES),
    activeCircles: fc.nat(40),
    majlisMembers: fc.nat(90),
    checks: fc.option(fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }), { nil: undefined }),
    isCampus: fc.boolean(),
    metDaysAgo: fc.option(fc.nat(30), { nil: undefined }),
  });
  type NewCity = typeof newCity extends fc.Arbitrary<infer City> ? City : never;
  let made = 0;

  // Last: the zones it adds are the administrator's too.
  it('add up, for the cities a zone gains, to what the browser counted over them', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(newCity, { minLength: 1, maxLength: 5 }), async (cities) => {
        const before = await figuresOf(world.admin);
        const zoneId = (
          await written(world.admin.post('/api/zones', { name: `Zone ${++made}`, masool: 'M' }))
        ).id;
        for (const [index, city] of cities.entries()) await makeCity(zoneId, `City ${made}.${index}`, city);
        const after = await figuresOf(world.admin);
        const zoneCities = await everyCity(world.admin, `&zoneId=${zoneId}`);
        const attention = (await everyAttentionCity(world.admin)).filter((city) => city.zoneId === zoneId);
        expect(after.zones.filter((zone) => zone.zoneId === zoneId)).toEqual(zonesCounted(zoneCities));
        for (const status of CITY_STATUSES) {
          expect(after.citiesByStatus[status] - before.citiesByStatus[status]).toBe(
            zoneCities.filter((city) => city.status === status).length,
          );
        }
        const readiness = readinessCounted(zoneCities, attention);
        const { byItemsDone, campuses, workingTowards } = after.campusReadiness;
        expect({
          byItemsDone: byItemsDone.map((n, items) => n - before.campusReadiness.byItemsDone[items]!),
          campuses: campuses - before.campusReadiness.campuses,
          workingTowards: workingTowards - before.campusReadiness.workingTowards,
        }).toEqual(readiness);
      }),
      { numRuns: 4, seed: 26 },
    );
  });

  async function makeCity(zoneId: number, name: string, city: NewCity) {
    const { checks, isCampus, metDaysAgo, ...fields } = city;
    const cityId = (
      await written(world.admin.post('/api/cities', { ...fields, name, masoolName: 'M', zoneId }))
    ).id;
    if (checks) {
      const [
        seerahCirclesCheck,
        trainedTeamCheck,
        trainedTeachersCheck,
        locationConfirmedCheck,
        teamVisitedIslamabadCheck,
      ] = checks;
      const checklist = {
        seerahCirclesCheck,
        trainedTeamCheck,
        trainedTeachersCheck,
        locationConfirmedCheck,
        teamVisitedIslamabadCheck,
      };
      await written(
        world.admin.post(`/api/cities/${cityId}/campus-checklist`, { checklist, notes: null, isCampus }),
        200,
      );
    }
    if (metDaysAgo !== undefined) {
      await written(
        world.admin.post('/api/meetings', { title: 'Majlis', meetingDate: daysAgo(metDaysAgo), cityId }),
      );
    }
  }
});

/** Every city the client reads, page after page: what the dashboard once read to count. */
async function everyCity(client: PortalClient, filters = ''): Promise<City[]> {
  return everyItem<City>(client, '/api/cities', filters);
}

/** The cities working towards a campus, every page of them. */
function everyAttentionCity(client: PortalClient): Promise<CityRequiringAttention[]> {
  return everyItem<CityRequiringAttention>(client, '/api/cities/requiring-attention');
}

async function everyItem<Item>(client: PortalClient, path: string, filters = ''): Promise<Item[]> {
  const items: Item[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `&cursor=${cursor}` : '';
    const page: Page<Item> = await ok<Page<Item>>(client.get(`${path}?limit=100${filters}${query}`));
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor !== null);
  return items;
}

/** The zones as the browser's zone chart counted them over every city (most circles first). */
function zonesCounted(cities: City[]): DashboardFigures['zones'] {
  const since = daysAgo(DANGER_ZONE_DAYS);
  const zones = new Map<number, DashboardFigures['zones'][number]>();
  for (const city of cities) {
    const zone = zones.get(city.zoneId) ?? {
      zoneId: city.zoneId,
      zone: city.zoneName,
      circles: 0,
      members: 0,
      activeCities: 0,
      meetingCities: 0,
    };
    zone.circles += city.activeCircles;
    zone.members += city.majlisMembers;
    if (city.status === 'active') {
      zone.activeCities += 1;
      if (city.lastMeetingDate !== null && city.lastMeetingDate >= since) zone.meetingCities += 1;
    }
    zones.set(city.zoneId, zone);
  }
  return [...zones.values()].sort(
    (a, b) => b.circles - a.circles || b.members - a.members || a.zone.localeCompare(b.zone),
  );
}

/** Campus readiness as the browser's chart counted it, from the cities and the potential-campus list. */
function readinessCounted(
  cities: City[],
  attention: CityRequiringAttention[],
): DashboardFigures['campusReadiness'] {
  const done = new Map(attention.map((city) => [city.id, city.completedCount]));
  const byItemsDone = [0, 0, 0, 0, 0, 0];
  let campuses = 0;
  for (const city of cities) {
    if (city.campusActive) campuses += 1;
    else byItemsDone[done.get(city.id) ?? 0]! += 1;
  }
  return { byItemsDone, campuses, workingTowards: attention.length };
}
