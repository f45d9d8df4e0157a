import {
  LISTED_MASOOL_PROFILE_FIELDS,
  LISTED_TEAM_PROFILE_FIELDS,
  type ListedMasoolProfile,
  type ListedTeamProfile,
  type MasoolProfile,
  type Page,
  type ReadingProgressEntry,
  type TeamProfile,
} from '@seerat/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalClient } from './portal-harness';
import {
  buildZoneCityWorld,
  refused,
  signedInAs,
  type Written,
  written,
  type ZoneCityWorld,
} from './zone-city-world';

let world: ZoneCityWorld;
let centralTeam: PortalClient;
let cityMasoolId: number;
const profiles: Record<string, Written> = {};
const teams: Record<string, Written> = {};
let bookId: number;

beforeAll(async () => {
  world = await buildZoneCityWorld('profile_reads');
  centralTeam = await signedInAs(world.harness, world.admin, 'central-team-reads', {
    roles: ['markazi_team'],
  });
  cityMasoolId = ((await (await world.cityMasool.get('/api/user')).json()) as { id: number }).id;
  const person = { name: 'Masool', contact: '+92-300-1234567' };
  profiles.zoneA = await written(
    world.admin.post('/api/masool-profiles', { ...person, name: 'Zone A Masool', zoneId: world.zones.a }),
  );
  profiles.cityA1 = await written(
    world.admin.post('/api/masool-profiles', {
      ...person,
      name: 'A1 Masool',
      profileType: 'city',
      cityId: world.cities.a1,
    }),
  );
  // The city masool's own profile, placed where they may not read others.
  profiles.own = await written(
    world.admin.post('/api/masool-profiles', {
      ...person,
      name: 'Own Profile',
      zoneId: world.zones.b,
      userId: cityMasoolId,
      dateOfBirth: '1985-06-15',
    }),
  );
  profiles.zoneB = await written(
    world.admin.post('/api/masool-profiles', { ...person, name: 'Zone B Masool', zoneId: world.zones.b }),
  );
  teams.a1 = await written(
    world.admin.post('/api/team-profiles', { ...person, name: 'A1 Member', cityId: world.cities.a1 }),
  );
  teams.b1 = await written(
    world.admin.post('/api/team-profiles', { ...person, name: 'B1 Member', cityId: world.cities.b1 }),
  );
  const books = (await (await world.admin.get('/api/recommended-books')).json()) as { id: number }[];
  bookId = books[0]!.id;
  await written(
    world.cityMasool.put(`/api/reading-progress/${cityMasoolId}/books/${bookId}`, {
      status: 'completed',
      rating: 4,
    }),
    200,
  );
  await world.caughtUp();
});
afterAll(async () => {
  await world?.close();
});

const names = async (client: PortalClient, route: string) =>
  ((await (await client.get(route)).json()) as Page<{ name: string }>).items.map((profile) => profile.name);

describe('GET /api/masool-profiles', () => {
  it('lists what each may read: all for the administrator and markazi team, the zone for its masool, the city and own for the city masool', async () => {
    expect(await names(world.admin, '/api/masool-profiles')).toEqual([
      'A1 Masool',
      'Own Profile',
      'Zone A Masool',
      'Zone B Masool',
    ]);
    expect(await names(centralTeam, '/api/masool-profiles')).toHaveLength(4);
    expect(await names(world.zoneMasool, '/api/masool-profiles')).toEqual(['A1 Masool', 'Zone A Masool']);
    expect(await names(world.cityMasool, '/api/masool-profiles')).toEqual(['A1 Masool', 'Own Profile']);
    await refused(world.signedOut.get('/api/masool-profiles'), 401);
  });

  it('answers of each profile what its card shows, and every field of one profile read by its id', async () => {
    const listed = (await (
      await world.admin.get('/api/masool-profiles')
    ).json()) as Page<ListedMasoolProfile>;
    const [own] = listed.items.filter((profile) => profile.id === profiles.own!.id);
    expect(Object.keys(own!).sort()).toEqual([...LISTED_MASOOL_PROFILE_FIELDS].sort());
    expect(own).toMatchObject({
      userId: cityMasoolId,
      name: 'Own Profile',
      contact: '+92-300-1234567',
      zoneName: 'Zone B',
      cityName: null,
      cityPath: [],
    });
    const whole = (await (await world.admin.get(`/api/masool-profiles/${own!.id}`)).json()) as MasoolProfile;
    expect(whole).toMatchObject({
      ...own,
      fullName: 'Own Profile',
      phoneNumber: '+92-300-1234567',
      dateOfBirth: '1985-06-15',
      readingBooks: [],
    });
  });

  it('answers a page at a time with the total, searched by name or contact across pages', async () => {
    const first = (await (
      await world.admin.get('/api/masool-profiles?limit=3')
    ).json()) as Page<MasoolProfile>;
    expect(first.items.map((profile) => profile.name)).toEqual(['A1 Masool', 'Own Profile', 'Zone A Masool']);
    expect(first.total).toBe(4);
    const cursor = encodeURIComponent(first.nextCursor!);
    expect(await names(world.admin, `/api/masool-profiles?limit=3&cursor=${cursor}`)).toEqual([
      'Zone B Masool',
    ]);
    expect(await names(world.admin, '/api/masool-profiles?search=zone%20b')).toEqual(['Zone B Masool']);
    expect(await names(world.admin, '/api/masool-profiles?search=300-1234567')).toHaveLength(4);
    // A search never reaches past the scope.
    expect(await names(world.zoneMasool, '/api/masool-profiles?search=masool')).toEqual([
      'A1 Masool',
      'Zone A Masool',
    ]);
  });

  it('narrows to ids, to users, to a zone and a profile type', async () => {
    const { zoneA, zoneB, own } = profiles;
    expect(await names(world.admin, `/api/masool-profiles?ids=${zoneB!.id},${zoneA!.id}`)).toEqual([
      'Zone A Masool',
      'Zone B Masool',
    ]);
    expect(await names(world.admin, `/api/masool-profiles?userIds=${cityMasoolId},99999`)).toEqual([
      'Own Profile',
    ]);
    expect(await names(world.admin, `/api/masool-profiles?zoneId=${world.zones.a}`)).toEqual([
      'A1 Masool',
      'Zone A Masool',
    ]);
    expect(await names(world.admin, `/api/masool-profiles?zoneId=${world.zones.b}&profileType=zone`)).toEqual(
      ['Own Profile', 'Zone B Masool'],
    );
    // Outside the caller's scope, an id is as if it were none.
    expect(await names(world.zoneMasool, `/api/masool-profiles?ids=${own!.id},${zoneB!.id}`)).toEqual([]);
    expect(await refused(world.admin.get('/api/masool-profiles?ids=1,x'), 400)).toMatchObject({
      fields: { ids: 'Must be whole numbers separated by commas' },
    });
    await refused(world.admin.get('/api/masool-profiles?profileType=city%20x'), 400);
    await refused(world.admin.get('/api/masool-profiles?unknown=1'), 400);
  });

  it("finds the profiles a city page may name as the city's masool: its own, and by name or number", async () => {
    const { admin, zones } = world;
    const city = await written(
      admin.post('/api/cities', {
        name: 'Matching',
        masoolName: '  bilal AHMED ',
        masoolNumber: '0333 765 4321',
        zoneId: zones.b,
      }),
    );
    const person = { profileType: 'city', cityId: world.cities.b1 };
    await written(admin.post('/api/masool-profiles', { ...person, name: 'Bilal Ahmed', contact: '111' }));
    await written(admin.post('/api/masool-profiles', { ...person, name: 'Other', contact: '0333-765-4321' }));
    await written(admin.post('/api/masool-profiles', { ...person, name: 'Unrelated', contact: '222' }));
    // A zone profile of the same name is never a city's masool.
    await written(
      admin.post('/api/masool-profiles', { name: 'Bilal Ahmed', contact: '333', zoneId: zones.b }),
    );
    await world.caughtUp();
    expect(await names(admin, `/api/masool-profiles?matchingCities=${city.id}`)).toEqual([
      'Bilal Ahmed',
      'Other',
    ]);
    expect(await names(admin, `/api/masool-profiles?matchingCities=${world.cities.a1},${city.id}`)).toEqual([
      'A1 Masool',
      'Bilal Ahmed',
      'Other',
    ]);
    // A city the caller may not read names nobody, though a profile they may read bears its masool's name.
    const elsewhere = await written(
      admin.post('/api/cities', { name: 'Elsewhere', masoolName: 'A1 Masool', zoneId: zones.b }),
    );
    await world.caughtUp();
    expect(await names(admin, `/api/masool-profiles?matchingCities=${elsewhere.id}`)).toEqual(['A1 Masool']);
    expect(await names(world.zoneMasool, `/api/masool-profiles?matchingCities=${elsewhere.id}`)).toEqual([]);
    expect(await names(world.zoneMasool, `/api/masool-profiles?matchingCities=${world.cities.a1}`)).toEqual([
      'A1 Masool',
    ]);
  });
});

describe('GET /api/masool-profiles/:idOrUserId', () => {
  it('finds a profile by its user id or its own id', async () => {
    const byUser = (await (
      await world.cityMasool.get(`/api/masool-profiles/${cityMasoolId}`)
    ).json()) as MasoolProfile;
    expect(byUser).toMatchObject({ id: profiles.own!.id, name: 'Own Profile' });
    const byId = (await (
      await world.zoneMasool.get(`/api/masool-profiles/${profiles.cityA1!.id}`)
    ).json()) as MasoolProfile;
    expect(byId).toMatchObject({ cityName: 'A1', zoneName: 'Zone A', cityPath: [world.cities.a1] });
  });

  it('refuses profiles outside the scope and answers 404 for none', async () => {
    await refused(world.zoneMasool.get(`/api/masool-profiles/${profiles.zoneB!.id}`), 403);
    await refused(world.cityMasool.get(`/api/masool-profiles/${profiles.zoneA!.id}`), 403);
    expect(await refused(world.admin.get('/api/masool-profiles/99999999'), 404)).toEqual({
      message: 'Profile not found',
    });
    await refused(world.admin.get('/api/masool-profiles/abc'), 400);
  });
});

describe('GET /api/team-profiles', () => {
  const teamNames = async (client: PortalClient, route: string) =>
    ((await (await client.get(route)).json()) as Page<TeamProfile>).items.map((profile) => profile.name);

  it('lists the team profiles in scope, of one city when asked, never cached', async () => {
    expect(await teamNames(world.admin, '/api/team-profiles?time=1700000000')).toEqual([
      'A1 Member',
      'B1 Member',
    ]);
    expect(await teamNames(world.zoneMasool, '/api/team-profiles')).toEqual(['A1 Member']);
    expect(await teamNames(world.admin, `/api/team-profiles?cityId=${world.cities.b1}`)).toEqual([
      'B1 Member',
    ]);
    const answer = await world.cityMasool.get(`/api/team-profiles?cityId=${world.cities.a1}`);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const { items, total } = (await answer.json()) as Page<TeamProfile>;
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({
      cityName: 'A1',
      zoneId: world.zones.a,
      islahiMamulat: false,
      sunnahCount: 0,
    });
    await refused(world.admin.get('/api/team-profiles?cityId=1e3'), 400);
  });

  it('answers a page at a time with the total, and searches name or contact across pages', async () => {
    const first = (await (await world.admin.get('/api/team-profiles?limit=1')).json()) as Page<TeamProfile>;
    expect(first).toMatchObject({ total: 2, items: [{ name: 'A1 Member' }] });
    const cursor = encodeURIComponent(first.nextCursor!);
    const second = (await (
      await world.admin.get(`/api/team-profiles?limit=1&cursor=${cursor}`)
    ).json()) as Page<TeamProfile>;
    expect(second).toMatchObject({ total: 2, nextCursor: null, items: [{ name: 'B1 Member' }] });

    expect(await teamNames(world.admin, '/api/team-profiles?search=b1%20mem')).toEqual(['B1 Member']);
    expect(await teamNames(world.admin, '/api/team-profiles?search=300-1234')).toEqual([
      'A1 Member',
      'B1 Member',
    ]);
    // The scope still holds under a search that would match outside it.
    expect(await teamNames(world.zoneMasool, '/api/team-profiles?search=member')).toEqual(['A1 Member']);
  });

  it('answers of each profile what the lists show, and every field of one profile read by its id', async () => {
    const listed = (await (
      await world.admin.get(`/api/team-profiles?cityId=${world.cities.a1}`)
    ).json()) as Page<ListedTeamProfile>;
    expect(Object.keys(listed.items[0]!).sort()).toEqual([...LISTED_TEAM_PROFILE_FIELDS].sort());
    const whole = (await (await world.admin.get(`/api/team-profiles/${teams.a1!.id}`)).json()) as TeamProfile;
    expect(whole).toMatchObject({ ...listed.items[0], masoolId: null, readingBooks: [], version: 0 });
  });

  it('answers one profile by id in scope: 403 outside it, 404 for none', async () => {
    const one = await world.zoneMasool.get(`/api/team-profiles/${teams.a1!.id}`);
    expect(one.headers.get('cache-control')).toBe('no-store');
    expect(await one.json()).toMatchObject({ id: teams.a1!.id, name: 'A1 Member', cityName: 'A1' });
    await refused(world.zoneMasool.get(`/api/team-profiles/${teams.b1!.id}`), 403);
    expect(await refused(world.admin.get('/api/team-profiles/99999999'), 404)).toEqual({
      message: 'Profile not found',
    });
    await refused(world.admin.get('/api/team-profiles/abc'), 400);
  });
});

describe('GET /api/reading-progress/:userId', () => {
  it('answers the user’s books with progress to themselves and to the administrator', async () => {
    for (const client of [world.cityMasool, world.admin]) {
      const entries = (await (
        await client.get(`/api/reading-progress/${cityMasoolId}`)
      ).json()) as ReadingProgressEntry[];
      expect(entries).toEqual([
        expect.objectContaining({
          bookId,
          status: 'completed',
          rating: 4,
          // Completed without a percentage of its own: read to the end.
          progressPercentage: 100,
          title: expect.any(String),
        }),
      ]);
    }
  });

  it('refuses those who may not read the user’s profile', async () => {
    // The own profile serves in zone b: the zone masool of zone a may not read it.
    await refused(world.zoneMasool.get(`/api/reading-progress/${cityMasoolId}`), 403);
    await refused(world.signedOut.get(`/api/reading-progress/${cityMasoolId}`), 401);
  });
});
