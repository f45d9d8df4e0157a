import { CITY_ALREADY_CAMPUS, cityStreamName } from '@seerat/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildZoneCityWorld,
  cityBody,
  eventsOf,
  refused,
  written,
  type ZoneCityWorld,
} from './zone-city-world';

let world: ZoneCityWorld;
beforeAll(async () => {
  world = await buildZoneCityWorld('campus_commands');
});
afterAll(async () => {
  await world?.close();
});

const checklist = {
  seerahCirclesCheck: true,
  trainedTeamCheck: true,
  trainedTeachersCheck: false,
  locationConfirmedCheck: true,
  teamVisitedIslamabadCheck: false,
};
const save = (isCampus = false) => ({ checklist, notes: 'Team visit planned', isCampus });
const SAVED = 'The campus checklist has been successfully saved.';

describe('POST /api/cities/:id/campus-checklist: who may save it', () => {
  it('lets the administrator, the zone masool of its zone and the city masool of it or a parent', async () => {
    const { a1, a1Sub, a2, b1 } = world.cities;
    for (const [client, cityId] of [
      [world.admin, b1],
      [world.zoneMasool, a2],
      [world.cityMasool, a1],
      [world.cityMasool, a1Sub],
    ] as const) {
      const answer = await written(client.post(`/api/cities/${cityId}/campus-checklist`, save()), 200);
      expect(answer).toEqual({
        message: SAVED,
        version: expect.any(Number),
        position: expect.stringMatching(/^\d+$/),
      });
    }
  });

  it('refuses another zone, another city and signed-out visitors; 404 for an unknown city', async () => {
    await refused(world.zoneMasool.post(`/api/cities/${world.cities.b1}/campus-checklist`, save()), 403);
    await refused(world.cityMasool.post(`/api/cities/${world.cities.a2}/campus-checklist`, save()), 403);
    await refused(world.signedOut.post(`/api/cities/${world.cities.a1}/campus-checklist`, save()), 401);
    await refused(world.admin.post('/api/cities/99999/campus-checklist', save()), 404);
  });
});

describe('POST /api/cities/:id/campus-checklist: rules', () => {
  it('records the checklist, its notes and who saved it', async () => {
    const city = await written(world.admin.post('/api/cities', cityBody(world.zones.a)));
    await world.caughtUp();
    const answer = await written(
      world.zoneMasool.post(`/api/cities/${city.id}/campus-checklist`, save()),
      200,
    );
    const [saved, ...rest] = await eventsOf(world, cityStreamName(city.id), 1);
    expect(rest).toHaveLength(0);
    expect(saved).toMatchObject({
      type: 'CampusChecklistSaved',
      data: { cityId: city.id, checklist, notes: 'Team visit planned', isCampus: false },
      metadata: { username: 'zone-campus_commands' },
    });
    expect(answer.position).toBe(saved?.position.toString());
  });

  it('marks the city a campus in the same append, then refuses another checklist', async () => {
    const city = await written(world.admin.post('/api/cities', cityBody(world.zones.a)));
    const answer = await written(
      world.admin.post(`/api/cities/${city.id}/campus-checklist`, save(true)),
      200,
    );
    const [saved, designated] = await eventsOf(world, cityStreamName(city.id), 1);
    expect(saved?.data).toMatchObject({ isCampus: true });
    expect(designated).toMatchObject({
      type: 'CityUpdated',
      data: { cityId: city.id, changes: { campusActive: { from: false, to: true } } },
    });
    expect(answer.position).toBe(designated?.position.toString());
    expect(designated?.metadata.correlationId).toBe(saved?.metadata.correlationId);

    expect(await refused(world.admin.post(`/api/cities/${city.id}/campus-checklist`, save()), 409)).toEqual({
      message: CITY_ALREADY_CAMPUS,
    });
  });

  it('refuses a city whose Campus Active was switched on in the edit form', async () => {
    const city = await written(
      world.admin.post('/api/cities', cityBody(world.zones.a, { campusActive: true })),
    );
    await refused(world.admin.post(`/api/cities/${city.id}/campus-checklist`, save()), 409);
  });

  it('refuses a checklist that is not a map of booleans', async () => {
    const bad = await refused(
      world.admin.post(`/api/cities/${world.cities.a2}/campus-checklist`, {
        checklist: { ...checklist, trainedTeamCheck: 'yes' },
        isCampus: 'no',
      }),
      400,
    );
    expect(Object.keys(bad.fields ?? {}).sort()).toEqual(['checklist.trainedTeamCheck', 'isCampus']);
  });
});
