import {
  CITY_NOT_ALLOWED,
  cityStreamName,
  MASOOL_PROFILE_USER_NOT_ALLOWED,
  masoolProfileStreamName,
  ZONE_NOT_ALLOWED,
} from '@seerat/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
let centralMasool: PortalClient;
beforeAll(async () => {
  world = await buildZoneCityWorld('masool_profiles');
  centralMasool = await signedInAs(world.harness, world.admin, 'central-masool-profiles', {
    roles: ['markazi_masool'],
  });
});
afterAll(async () => {
  await world?.close();
});

const zoneProfile = (zoneId: number, overrides: Record<string, unknown> = {}) => ({
  name: 'Bilal Ahmed',
  contact: '+92-300-1234567',
  profileType: 'zone',
  zoneId,
  ...overrides,
});
const cityProfile = (cityId: number, overrides: Record<string, unknown> = {}) => ({
  fullName: 'Amina Bibi',
  phoneNumber: '+92-321-7654321',
  profileType: 'city',
  cityId,
  ...overrides,
});

async function idOf(client: PortalClient): Promise<number> {
  return ((await (await client.get('/api/user')).json()) as { id: number }).id;
}

/** Asserts that nothing at all was written by `send`. */
async function writesNothing(send: () => Promise<unknown>): Promise<void> {
  const before = await world.store.headPosition();
  await send();
  expect(await world.store.headPosition()).toEqual(before);
}

describe('POST /api/masool-profiles: who may add a profile', () => {
  it('lets the administrator anywhere and the zone masool in its zone and its cities', async () => {
    for (const [client, body] of [
      [world.admin, zoneProfile(world.zones.b)],
      [world.zoneMasool, zoneProfile(world.zones.a)],
      [world.zoneMasool, cityProfile(world.cities.a1Sub)],
    ] as const) {
      const profile = await written(client.post('/api/masool-profiles', body));
      expect(profile).toMatchObject({ version: 0, userId: null });
    }
  });

  it('refuses the city masool, the markazi masool, the zone masool elsewhere, and signed-out visitors', async () => {
    await writesNothing(async () => {
      // Both see where they would write: they are told they may not.
      for (const [client, body] of [
        [world.cityMasool, cityProfile(world.cities.a1)],
        [centralMasool, zoneProfile(world.zones.a)],
      ] as const) {
        expect(await refused(client.post('/api/masool-profiles', body), 403)).toEqual(PERMISSION_DENIED);
      }
      // Zone b is out of the zone masool's sight: refused at the field, as an id that does not exist.
      expect(
        await refused(world.zoneMasool.post('/api/masool-profiles', zoneProfile(world.zones.b)), 400),
      ).toEqual({ message: ZONE_NOT_ALLOWED, fields: { zoneId: ZONE_NOT_ALLOWED } });
      expect(
        await refused(world.zoneMasool.post('/api/masool-profiles', cityProfile(world.cities.b1)), 400),
      ).toEqual({ message: CITY_NOT_ALLOWED, fields: { cityId: CITY_NOT_ALLOWED } });
      await refused(world.signedOut.post('/api/masool-profiles', zoneProfile(world.zones.a)), 401);
    });
  });
});

describe('POST /api/masool-profiles: rules', () => {
  it('takes fullName and phoneNumber as name and contact, and places a city profile in its city’s zone', async () => {
    const profile = await written(
      world.admin.post('/api/masool-profiles', cityProfile(world.cities.b1, { zoneId: world.zones.a })),
    );
    expect(profile).toMatchObject({
      name: 'Amina Bibi',
      fullName: 'Amina Bibi',
      contact: '+92-321-7654321',
      phoneNumber: '+92-321-7654321',
      cityId: world.cities.b1,
      zoneId: world.zones.b,
    });
  });

  it('clears the dependents whose toggle is off and keeps every page-only field', async () => {
    const profile = await written(
      world.admin.post(
        '/api/masool-profiles',
        zoneProfile(world.zones.a, {
          bait: 'Hazrat Sahib',
          dailySunnahDetails: 'Miswak',
          timesTaughtSeerat: 7,
          madrasaName: 'Darul Uloom',
          isTeaching: true,
          teachingMadrasa: 'Jamia Ashrafia',
          islahiMamlat: 'Tahajjud',
          islahiProgress: 'Daily',
          islahiGoals: 'Ihsan',
          dailyNaatListening: '20 minutes',
          sunnaPracticeCount: '5',
          seeratPractices: 'Reading',
          weeklyProgress: 'Good',
        }),
      ),
    );
    expect(profile).toMatchObject({
      bait: null,
      dailySunnahDetails: null,
      timesTaughtSeerat: 0,
      madrasaName: null,
      isTeaching: true,
      teachingMadrasa: 'Jamia Ashrafia',
      islahiMamlat: 'Tahajjud',
      islahiProgress: 'Daily',
      islahiGoals: 'Ihsan',
      dailyNaatListening: '20 minutes',
      sunnaPracticeCount: 5,
      seeratPractices: 'Reading',
      weeklyProgress: 'Good',
    });
  });

  it('creates a new city through the city use case in the caller’s zone and links it', async () => {
    const profile = await written(
      world.zoneMasool.post(
        '/api/masool-profiles',
        cityProfile(world.cities.a1, { cityId: null, autoCreateCity: true, newCityName: 'Okara' }),
      ),
    );
    expect(profile).toMatchObject({ profileType: 'city', zoneId: world.zones.a });
    const cityId = profile.cityId as number;
    expect(cityId).not.toBe(world.cities.a1);
    const [created] = await eventsOf(world, cityStreamName(cityId));
    expect(created).toMatchObject({
      type: 'CityCreated',
      data: { fields: { name: 'Okara', zoneId: world.zones.a, masoolName: 'Amina Bibi' } },
      metadata: { username: 'zone-masool_profiles' },
    });
  });

  it('creates no city for a caller who may not add the profile there', async () => {
    await writesNothing(async () => {
      const body = cityProfile(world.cities.b1, {
        cityId: null,
        zoneId: world.zones.b,
        autoCreateCity: true,
        newCityName: 'Sahiwal',
      });
      expect(await refused(world.zoneMasool.post('/api/masool-profiles', body), 403)).toEqual(
        PERMISSION_DENIED,
      );
    });
  });

  it('refuses bad input with the fields named and writes nothing', async () => {
    await writesNothing(async () => {
      const bad = await refused(
        world.admin.post('/api/masool-profiles', {
          name: 'B',
          contact: ' ',
          profileType: 'city',
          autoCreateCity: true,
          newCityName: '',
          sunnahCount: -1,
          timesTaughtSeerat: 2.5,
          email: 'x'.repeat(300),
          profilePicture: 'javascript:alert(1)',
          readingBooks: 'not json',
          dateOfBirth: 12,
        }),
        400,
      );
      expect(bad.fields).toMatchObject({
        name: 'Name must be at least 2 characters',
        contact: 'Contact is required',
        sunnahCount: 'Must be 0 or more',
        timesTaughtSeerat: 'Must be a whole number',
        profilePicture: 'Must be a picture uploaded to the portal',
      });
      expect(Object.keys(bad.fields ?? {})).toEqual(
        expect.arrayContaining(['email', 'readingBooks', 'dateOfBirth']),
      );
      expect(
        await refused(
          world.admin.post('/api/masool-profiles', zoneProfile(world.zones.a, { zoneId: 99999 })),
          400,
        ),
      ).toEqual({ message: ZONE_NOT_ALLOWED, fields: { zoneId: ZONE_NOT_ALLOWED } });
      await refused(world.admin.post('/api/masool-profiles', '[1, 2]' as unknown as object), 400);
    });
  });

  it('keeps one profile per user, and lets a user whose profile was deleted have a new one', async () => {
    const userId = await idOf(world.cityMasool);
    const first = await written(
      world.admin.post('/api/masool-profiles', cityProfile(world.cities.a1, { userId })),
    );
    expect(
      await refused(world.admin.post('/api/masool-profiles', cityProfile(world.cities.a1, { userId })), 409),
    ).toEqual({
      message: 'This user already has a masool profile',
    });
    await written(world.admin.delete(`/api/masool-profiles/${first.id}`), 200);
    const second = await written(
      world.admin.post('/api/masool-profiles', cityProfile(world.cities.a1, { userId })),
    );
    expect(second.id).not.toBe(first.id);
    await written(world.admin.delete(`/api/masool-profiles/${userId}`), 200);
  });

  it('holds one profile per user under concurrent requests', async () => {
    const user = await written(
      world.admin.post('/api/admin/users', {
        username: 'twice-profiled',
        password: 'secret-password-1',
        roles: ['markazi_team'],
      }),
    );
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        world.admin.post('/api/masool-profiles', zoneProfile(world.zones.a, { userId: user.id })),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
  });
});

describe("POST /api/masool-profiles: the profile's user", () => {
  const notAllowed = {
    message: MASOOL_PROFILE_USER_NOT_ALLOWED,
    fields: { userId: MASOOL_PROFILE_USER_NOT_ALLOWED },
  };
  const newUser = async (username: string, assignment: Record<string, unknown>) =>
    (
      await written(
        world.admin.post('/api/admin/users', { username, password: 'secret-password-1', ...assignment }),
        201,
      )
    ).id as number;

  it('must be an active account within the creator’s scope, with one answer for every other id', async () => {
    const adminId = await idOf(world.admin);
    const elsewhere = await newUser('profile-user-zone-b', {
      roles: ['city_masool'],
      assignedCityId: world.cities.b1,
    });
    const gone = await newUser('profile-user-gone', {
      roles: ['city_masool'],
      assignedCityId: world.cities.a2,
    });
    await written(world.admin.delete(`/api/admin/users/${gone}`), 200);
    for (const userId of [adminId, elsewhere, gone, 999_999]) {
      await writesNothing(async () => {
        const answer = await refused(
          world.zoneMasool.post('/api/masool-profiles', zoneProfile(world.zones.a, { userId })),
          400,
        );
        expect(answer, `user ${userId}`).toEqual(notAllowed);
      });
    }
    const inZone = await newUser('profile-user-zone-a', {
      roles: ['city_masool'],
      assignedCityId: world.cities.a2,
    });
    const created = await written(
      world.zoneMasool.post('/api/masool-profiles', cityProfile(world.cities.a2, { userId: inZone })),
      201,
    );
    expect(created).toMatchObject({ userId: inZone });
    // The administrator, who writes everywhere, may name an account without an assignment.
    const central = await newUser('profile-user-central', { roles: ['markazi_team'] });
    await written(
      world.admin.post('/api/masool-profiles', zoneProfile(world.zones.b, { userId: central })),
      201,
    );
  });
});

describe('PUT /api/masool-profiles/:idOrUserId', () => {
  it('edits by profile id or by user id, for the administrator and the zone masool of its zone', async () => {
    const userId = await idOf(world.cityMasool);
    const profile = await written(
      world.admin.post('/api/masool-profiles', cityProfile(world.cities.a1, { userId })),
    );
    const byId = await written(
      world.zoneMasool.put(`/api/masool-profiles/${profile.id}`, { occupation: 'Teacher' }),
      200,
    );
    expect(byId).toMatchObject({ id: profile.id, occupation: 'Teacher', version: 1 });
    // The Alim page's call.
    const alim = await written(
      world.admin.put(`/api/masool-profiles/${userId}`, {
        isAlim: true,
        yearOfCompletion: '2012',
        madrasaName: 'Jamia Ashrafia',
        takhassus: 'Fiqh',
        isTeaching: false,
        teachingMadrasa: 'ignored',
      }),
      200,
    );
    expect(alim).toMatchObject({
      id: profile.id,
      isAlim: true,
      madrasaName: 'Jamia Ashrafia',
      teachingMadrasa: null,
    });
    const off = await written(world.admin.put(`/api/masool-profiles/${userId}`, { isAlim: false }), 200);
    expect(off).toMatchObject({ yearOfCompletion: null, madrasaName: null, takhassus: null });
    await written(world.admin.delete(`/api/masool-profiles/${profile.id}`), 200);
  });

  it('lets a user edit the practice notes of their own profile, and nothing else', async () => {
    const userId = await idOf(world.cityMasool);
    const profile = await written(
      world.admin.post('/api/masool-profiles', cityProfile(world.cities.a1, { userId })),
    );
    const own = await written(
      world.cityMasool.put(`/api/masool-profiles/${userId}`, {
        ...cityProfile(world.cities.a1),
        islahiGoals: 'Daily muhasaba',
        weeklyProgress: 'Two chapters',
      }),
      200,
    );
    expect(own).toMatchObject({ islahiGoals: 'Daily muhasaba', weeklyProgress: 'Two chapters' });
    await writesNothing(async () => {
      await refused(world.cityMasool.put(`/api/masool-profiles/${userId}`, { name: 'Someone else' }), 403);
      await refused(world.cityMasool.put(`/api/masool-profiles/${userId}`, { isAlim: true }), 403);
      await refused(
        world.zoneMasool.put(`/api/masool-profiles/${profile.id}`, {
          zoneId: world.zones.b,
          profileType: 'zone',
        }),
        400,
      );
      await refused(centralMasool.put(`/api/masool-profiles/${profile.id}`, { occupation: 'Trader' }), 403);
    });
    await written(world.admin.delete(`/api/masool-profiles/${profile.id}`), 200);
  });

  it('refuses bad input, unknown profiles and a stale If-Match', async () => {
    const profile = await written(world.admin.post('/api/masool-profiles', zoneProfile(world.zones.a)));
    await writesNothing(async () => {
      const bad = await refused(
        world.admin.put(`/api/masool-profiles/${profile.id}`, { name: ' ', sunnahCount: 'x' }),
        400,
      );
      expect(Object.keys(bad.fields ?? {}).sort()).toEqual(['name', 'sunnahCount']);
      await refused(world.admin.put('/api/masool-profiles/0x1', {}), 400);
      await refused(world.admin.put('/api/masool-profiles/99999999', { occupation: 'x' }), 404);
      await refused(
        world.admin.request(
          'PUT',
          `/api/masool-profiles/${profile.id}`,
          { occupation: 'x' },
          { 'if-match': '"7"' },
        ),
        409,
      );
    });
  });
});

describe('DELETE /api/masool-profiles/:id', () => {
  it('lets the zone masool of its zone delete, refuses the city masool, and keeps the history', async () => {
    const profile = await written(world.admin.post('/api/masool-profiles', cityProfile(world.cities.a1)));
    await refused(world.cityMasool.delete(`/api/masool-profiles/${profile.id}`), 403);
    await refused(world.zoneMasool.delete('/api/masool-profiles/99999999'), 404);
    await written(world.zoneMasool.delete(`/api/masool-profiles/${profile.id}`), 200);
    await refused(world.zoneMasool.delete(`/api/masool-profiles/${profile.id}`), 404);
    const history = await eventsOf(world, masoolProfileStreamName(profile.id));
    expect(history.map((event) => event.type)).toEqual(['MasoolProfileCreated', 'MasoolProfileDeleted']);
  });
});
