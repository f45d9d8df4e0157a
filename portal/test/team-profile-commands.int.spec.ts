import { CITY_NOT_ALLOWED, teamProfileStreamName } from '@seerat/contracts';
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

let world: ZoneCityWorld;
let teamWriter: PortalClient;
beforeAll(async () => {
  world = await buildZoneCityWorld('team_profiles');
  await written(
    world.admin.post('/api/admin/custom-roles', {
      name: 'team editor',
      description: 'Keeps team profiles',
      permissions: ['team_write'],
    }),
  );
  await world.caughtUp();
  teamWriter = await signedInAs(world.harness, world.admin, 'team-writer', {
    roles: ['team editor'],
    assignedCityId: world.cities.a2,
  });
});
afterAll(async () => {
  await world?.close();
});

const member = (cityId: number, overrides: Record<string, unknown> = {}) => ({
  name: 'Usman Tariq',
  contact: '+92-300-1234567',
  cityId,
  ...overrides,
});

async function adminProfile(cityId: number) {
  const profile = await written(world.admin.post('/api/team-profiles', member(cityId)));
  await world.caughtUp();
  return profile;
}

async function writesNothing(send: () => Promise<unknown>): Promise<void> {
  const before = await world.store.headPosition();
  await send();
  expect(await world.store.headPosition()).toEqual(before);
}

describe('team profiles: who may add, edit and delete', () => {
  it('lets the administrator, the zone masool of the city’s zone, the city masool of the city and a team_write role', async () => {
    const { a1, a1Sub, a2, b1 } = world.cities;
    for (const [client, cityId] of [
      [world.admin, b1],
      [world.zoneMasool, a2],
      [world.cityMasool, a1],
      [world.cityMasool, a1Sub],
      [teamWriter, a2],
    ] as const) {
      const profile = await written(client.post('/api/team-profiles', member(cityId)));
      expect(profile).toMatchObject({ cityId, version: 0 });
      const edited = await written(client.put(`/api/team-profiles/${profile.id}`, { sunnahCount: 4 }), 200);
      expect(edited).toMatchObject({ sunnahCount: 4, version: 1 });
    }
  });

  it('refuses everyone outside the city, and signed-out visitors, writing nothing', async () => {
    const inA2 = await adminProfile(world.cities.a2);
    await writesNothing(async () => {
      for (const [client, cityId] of [
        [world.zoneMasool, world.cities.b1],
        [world.cityMasool, world.cities.a2],
        [teamWriter, world.cities.a1],
      ] as const) {
        // Out of their sight: refused at cityId, as a city that does not exist.
        expect(await refused(client.post('/api/team-profiles', member(cityId)), 400)).toEqual({
          message: CITY_NOT_ALLOWED,
          fields: { cityId: CITY_NOT_ALLOWED },
        });
      }
      await refused(world.cityMasool.put(`/api/team-profiles/${inA2.id}`, { sunnahCount: 1 }), 403);
      await refused(world.cityMasool.delete(`/api/team-profiles/${inA2.id}`), 403);
      // Writing is not deleting: the custom role holds team_write only.
      await refused(teamWriter.delete(`/api/team-profiles/${inA2.id}`), 403);
      expect(
        await refused(teamWriter.put(`/api/team-profiles/${inA2.id}`, { cityId: world.cities.a1 }), 400),
      ).toEqual({ message: CITY_NOT_ALLOWED, fields: { cityId: CITY_NOT_ALLOWED } });
      await refused(world.signedOut.post('/api/team-profiles', member(world.cities.a1)), 401);
    });
  });

  it('deletes for the city masool of the city, keeping the history', async () => {
    const profile = await adminProfile(world.cities.a1);
    await written(world.cityMasool.delete(`/api/team-profiles/${profile.id}`), 200);
    await refused(world.cityMasool.delete(`/api/team-profiles/${profile.id}`), 404);
    const history = await eventsOf(world, teamProfileStreamName(profile.id));
    expect(history.map((event) => event.type)).toEqual(['TeamProfileCreated', 'TeamProfileDeleted']);
  });
});

describe('team profiles: rules', () => {
  it('requires name, contact and city, bounds the counts, and writes nothing for bad input', async () => {
    await writesNothing(async () => {
      const bad = await refused(
        world.admin.post('/api/team-profiles', {
          name: 'U',
          sunnahCount: -2,
          readingBooks: [{ title: '' }],
          zoneId: 1,
        }),
        400,
      );
      expect(bad.fields).toMatchObject({
        name: 'Name must be at least 2 characters',
        contact: 'Contact is required',
        cityId: 'City is required',
        sunnahCount: 'Must be 0 or more',
        'readingBooks.0.title': 'Book title is required',
      });
      expect(await refused(world.admin.post('/api/team-profiles', member(99999)), 400)).toEqual({
        message: CITY_NOT_ALLOWED,
        fields: { cityId: CITY_NOT_ALLOWED },
      });
      await refused(world.admin.put('/api/team-profiles/99999', { name: 'Someone' }), 404);
      await refused(world.admin.put('/api/team-profiles/abc', {}), 400);
    });
  });

  it('takes fullName and phoneNumber, clears dependents whose toggle is off, and keeps the reading list', async () => {
    const profile = await written(
      world.admin.post('/api/team-profiles', {
        fullName: 'Hamza Ali',
        phoneNumber: '0300-1112223',
        cityId: world.cities.a1,
        islahiMamulat: false,
        bait: 'Hazrat',
        dailySunnahPractice: true,
        dailySunnahDetails: 'Miswak',
        sunnahCount: 3,
        readingBooks: [{ title: 'Al-Shifa', status: 'currently_reading' }],
      }),
    );
    expect(profile).toMatchObject({
      name: 'Hamza Ali',
      contact: '0300-1112223',
      bait: null,
      dailySunnahDetails: 'Miswak',
      readingBooks: [{ title: 'Al-Shifa', status: 'currently_reading' }],
    });
  });
});

describe('team profiles: the masool profile they report to', () => {
  const NOT_ALLOWED = 'Select a masool profile within your zone or city';

  it('is one the writer may see: another zone’s or an unknown one is the same 400 at masoolId, writing nothing', async () => {
    const ours = await written(
      world.admin.post('/api/masool-profiles', {
        name: 'Bilal Ahmed',
        contact: '+92-300-1234567',
        profileType: 'zone',
        zoneId: world.zones.a,
      }),
    );
    const theirs = await written(
      world.admin.post('/api/masool-profiles', {
        name: 'Amina Bibi',
        contact: '+92-321-7654321',
        profileType: 'city',
        cityId: world.cities.b1,
      }),
    );
    await world.caughtUp();
    const mine = await written(
      world.zoneMasool.post('/api/team-profiles', member(world.cities.a2, { masoolId: ours.id })),
    );
    expect(mine).toMatchObject({ masoolId: ours.id });
    await world.caughtUp();
    await writesNothing(async () => {
      const answers = [];
      for (const masoolId of [theirs.id, 99_999]) {
        answers.push(
          await refused(
            world.zoneMasool.post('/api/team-profiles', member(world.cities.a2, { masoolId })),
            400,
          ),
          await refused(world.zoneMasool.put(`/api/team-profiles/${mine.id}`, { masoolId }), 400),
        );
      }
      for (const answer of answers)
        expect(answer).toEqual({ message: NOT_ALLOWED, fields: { masoolId: NOT_ALLOWED } });
    });
  });
});
