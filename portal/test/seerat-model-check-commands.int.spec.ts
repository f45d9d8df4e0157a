import {
  cityStreamName,
  SEERAT_MODEL_CHECK_DATE_IN_FUTURE,
  SEERAT_MODEL_CHECK_DATE_REQUIRED,
  type SeeratModelCheckView,
} from '@seerat/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildZoneCityWorld,
  cityBody,
  eventsOf,
  listed,
  refused,
  written,
  type ZoneCityWorld,
} from './zone-city-world';

/**
 * A city's Seerat model checks (spec section 3, `seerat_model_checks`) through the real portal:
 * who may record and edit them, what the city page reads back, and their place in the city's
 * change history. Who may read them is in city-details-reads.
 */
let world: ZoneCityWorld;
beforeAll(async () => {
  world = await buildZoneCityWorld('seerat_checks');
});
afterAll(async () => {
  await world?.close();
});

const checksOf = (cityId: number) => `/api/cities/${cityId}/seerat-model-checks`;
const check = (overrides: Record<string, unknown> = {}) => ({
  checkName: 'Circle attendance register',
  checkStatus: 'passed',
  lastCheckedDate: '2025-01-15',
  notes: 'Kept for every circle.\nTwo circles missed a week.',
  ...overrides,
});

async function readChecks(cityId: number): Promise<SeeratModelCheckView[]> {
  const answer = await world.admin.get(checksOf(cityId));
  expect(answer.status).toBe(200);
  return (await answer.json()) as SeeratModelCheckView[];
}

describe('POST /api/cities/:id/seerat-model-checks: who may record a check', () => {
  it("lets the city's writers: the administrator, its zone masool and the masool of it or a parent", async () => {
    const { a1, a1Sub, a2, b1 } = world.cities;
    for (const [client, cityId] of [
      [world.admin, b1],
      [world.zoneMasool, a2],
      [world.cityMasool, a1],
      [world.cityMasool, a1Sub],
    ] as const) {
      const answer = await written(client.post(checksOf(cityId), check()), 201);
      expect(answer).toMatchObject({
        cityId,
        checks: expect.arrayContaining([expect.objectContaining(check())]),
      });
    }
  });

  it('refuses another zone, another city and signed-out visitors; 404 for an unknown city', async () => {
    await refused(world.zoneMasool.post(checksOf(world.cities.b1), check()), 403);
    await refused(world.cityMasool.post(checksOf(world.cities.a2), check()), 403);
    await refused(world.signedOut.post(checksOf(world.cities.a1), check()), 401);
    expect(await refused(world.admin.post(checksOf(99999), check()), 404)).toEqual({
      message: 'City not found',
    });
  });
});

describe('Seerat model checks: rules and answers', () => {
  it('records a check in the city stream and reads it back with its line breaks and who checked', async () => {
    const city = await written(world.admin.post('/api/cities', cityBody(world.zones.a)));
    await written(world.zoneMasool.post(checksOf(city.id), check()), 201);
    const [recorded, ...rest] = await eventsOf(world, cityStreamName(city.id), 1);
    expect(rest).toHaveLength(0);
    expect(recorded).toMatchObject({
      type: 'SeeratModelCheckRecorded',
      data: { cityId: city.id, check: { id: 1, ...check() } },
      metadata: { username: 'zone-seerat_checks' },
    });
    await world.caughtUp();
    expect(await readChecks(city.id)).toEqual([
      {
        id: 1,
        cityId: city.id,
        ...check(),
        version: 1,
        userId: expect.any(Number),
        checkedBy: 'zone-seerat_checks',
        updatedAt: expect.any(String),
      },
    ]);
  });

  it('edits a check: only what changed, with the reason in the city history', async () => {
    const city = await written(world.admin.post('/api/cities', cityBody(world.zones.a)));
    await written(world.admin.post(checksOf(city.id), check()), 201);
    await written(
      world.admin.post(
        checksOf(city.id),
        check({ checkName: 'Library', checkStatus: 'pending', lastCheckedDate: '', notes: '' }),
      ),
      201,
    );
    const answer = await written(
      world.admin.put(`${checksOf(city.id)}/1`, {
        checkStatus: 'failed',
        lastCheckedDate: '2025-02-01',
        changeReason: 'Re-checked in February',
      }),
      200,
    );
    expect(
      (answer.checks as { id: number; checkStatus: string }[]).map((c) => [c.id, c.checkStatus]),
    ).toEqual([
      [1, 'failed'],
      [2, 'pending'],
    ]);
    await world.caughtUp();
    const checks = await readChecks(city.id);
    expect(checks.map((c) => [c.id, c.checkName, c.checkStatus, c.lastCheckedDate, c.notes])).toEqual([
      [1, 'Circle attendance register', 'failed', '2025-02-01', check().notes],
      [2, 'Library', 'pending', null, null],
    ]);

    const history = await listed<{
      fieldName: string | null;
      oldValue: string | null;
      newValue: string | null;
      changeReason: string | null;
    }>(world.admin.get(`/api/cities/${city.id}/audit`));
    expect(
      history.slice(0, 2).map((row) => [row.fieldName, row.oldValue, row.newValue, row.changeReason]),
    ).toEqual([
      ['seeratModelCheck 1 checkStatus', 'passed', 'failed', 'Re-checked in February'],
      ['seeratModelCheck 1 lastCheckedDate', '2025-01-15', '2025-02-01', 'Re-checked in February'],
    ]);
    expect(history.map((row) => row.fieldName)).toEqual(
      expect.arrayContaining(['seeratModelCheck 1', 'seeratModelCheck 2', 'seeratModelCheck 2 checkStatus']),
    );
  });

  it("answers 409, writing nothing, to an If-Match naming a check's older version; last write wins without", async () => {
    const city = await written(world.admin.post('/api/cities', cityBody(world.zones.a)));
    await written(world.admin.post(checksOf(city.id), check()), 201);
    await written(world.admin.post(checksOf(city.id), check({ checkName: 'Library' })), 201);
    await world.caughtUp();
    const [opened] = await readChecks(city.id);
    const put = (body: object, ifMatch?: string) =>
      world.admin.request('PUT', `${checksOf(city.id)}/1`, body, ifMatch ? { 'if-match': ifMatch } : {});
    // Another check's edit and the city's own are no conflict: the version is the check's.
    await written(world.admin.put(`${checksOf(city.id)}/2`, { checkStatus: 'failed' }), 200);
    await written(world.admin.put(`/api/cities/${city.id}`, { activeCircles: 3 }), 200);
    const first = await written(put({ notes: 'First editor' }, `"${opened?.version}"`), 200);
    expect((first.checks as SeeratModelCheckView[])[0]).toMatchObject({ notes: 'First editor', version: 2 });
    const before = await eventsOf(world, cityStreamName(city.id));
    expect(await refused(put({ notes: 'Second editor' }, `"${opened?.version}"`), 409)).toEqual({
      message: 'This record was changed by someone else. Reload it and try again.',
    });
    expect(await eventsOf(world, cityStreamName(city.id))).toHaveLength(before.length);
    await world.caughtUp();
    expect((await readChecks(city.id))[0]).toMatchObject({ notes: 'First editor', version: 2 });

    await written(put({ notes: 'Last writer' }), 200);
    await world.caughtUp();
    expect((await readChecks(city.id))[0]).toMatchObject({ notes: 'Last writer', version: 3 });
  });

  it('answers 404 for a check the city does not have, and 403 to a masool of another city', async () => {
    await written(world.admin.post(checksOf(world.cities.a2), check()), 201);
    await refused(world.admin.put(`${checksOf(world.cities.a2)}/999`, { checkStatus: 'failed' }), 404);
    await refused(world.cityMasool.put(`${checksOf(world.cities.a2)}/1`, { checkStatus: 'failed' }), 403);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const blank = await refused(world.admin.post(checksOf(world.cities.a1), check({ checkName: '  ' })), 400);
    expect(blank.fields).toEqual({ checkName: 'Check name is required' });
    const missing = await refused(
      world.admin.post(checksOf(world.cities.a1), { checkStatus: 'pending' }),
      400,
    );
    expect(missing.fields).toEqual({ checkName: 'Check name is required' });
    const status = await refused(
      world.admin.post(checksOf(world.cities.a1), check({ checkStatus: 'done' })),
      400,
    );
    expect(Object.keys(status.fields ?? {})).toEqual(['checkStatus']);
    const date = await refused(
      world.admin.post(checksOf(world.cities.a1), check({ lastCheckedDate: '2025-02-30' })),
      400,
    );
    expect(Object.keys(date.fields ?? {})).toEqual(['lastCheckedDate']);
    const long = await refused(
      world.admin.post(checksOf(world.cities.a1), check({ notes: 'x'.repeat(5001) })),
      400,
    );
    expect(Object.keys(long.fields ?? {})).toEqual(['notes']);
  });

  it('asks a passed or failed check for its date, and refuses a date after today', async () => {
    const undated = await refused(
      world.admin.post(checksOf(world.cities.a1), check({ lastCheckedDate: null })),
      400,
    );
    expect(undated.fields).toEqual({ lastCheckedDate: SEERAT_MODEL_CHECK_DATE_REQUIRED });
    const future = await refused(
      world.admin.post(checksOf(world.cities.a1), check({ lastCheckedDate: '2099-01-01' })),
      400,
    );
    expect(future.fields).toEqual({ lastCheckedDate: SEERAT_MODEL_CHECK_DATE_IN_FUTURE });
  });
});
