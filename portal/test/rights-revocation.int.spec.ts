import { cityStreamName, zoneStreamName } from '@seerat/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalClient } from './portal-harness';
import {
  buildZoneCityWorld,
  cityBody,
  eventsOf,
  refused,
  written,
  type ZoneCityWorld,
} from './zone-city-world';

/**
 * Rights are read from the read models, which trail the event store. These tests hold the
 * projector back (a lock on the read model it must write) so that a rights change is committed but
 * not yet projected when the next write arrives: that write must be decided on the new rights.
 */
let world: ZoneCityWorld;

beforeAll(async () => {
  world = await buildZoneCityWorld('rights_revocation');
});

afterAll(async () => {
  await world?.close();
});

/** Keeps the projector from writing `table` until the returned function is called. */
async function holdProjector(table: string): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: world.harness.databaseUrl });
  await client.connect();
  await client.query('BEGIN');
  await client.query(`LOCK TABLE read.${table} IN EXCLUSIVE MODE`);
  return async () => {
    await client.query('COMMIT');
    await client.end();
  };
}

/** Sends `write` while the projector is held, and lets the projector go on shortly after. */
async function whileHeld(table: string, write: () => Promise<Response>): Promise<Response> {
  const release = await holdProjector(table);
  const answer = write();
  await new Promise((resolve) => setTimeout(resolve, 300));
  await release();
  return answer;
}

/**
 * Keeps every read of the event store waiting until the returned function is called: a write's
 * check of its user's stream then finishes only after what the test does meanwhile.
 */
async function holdStoreReads(): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: world.harness.databaseUrl });
  await client.connect();
  await client.query('BEGIN');
  await client.query('LOCK TABLE eventstore.events IN ACCESS EXCLUSIVE MODE');
  return async () => {
    await client.query('COMMIT');
    await client.end();
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function newUser(admin: PortalClient, username: string, assignment: Record<string, unknown>) {
  const user = await written(
    admin.post('/api/admin/users', { username, password: 'secret-password-1', ...assignment }),
  );
  const client = world.harness.client();
  expect((await client.signIn(username, 'secret-password-1')).status).toBe(200);
  return { id: user.id, client };
}

describe('a write is authorised against every rights change committed before it', () => {
  it('refuses the former city masool of a sub-city detached a moment ago', async () => {
    const { admin, zones, cities } = world;
    const sub = await written(
      admin.post('/api/cities', cityBody(zones.a, { isParentCity: true, parentCityId: cities.a1 })),
    );
    const masool = await newUser(admin, 'detached-masool', {
      roles: ['city_masool'],
      assignedCityId: cities.a1,
    });
    await written(masool.client.put(`/api/cities/${sub.id}`, { activeCircles: 2 }), 200);

    const before = await eventsOf(world, cityStreamName(sub.id));
    const answer = await whileHeld('cities', async () => {
      await written(admin.put(`/api/cities/${sub.id}`, { isParentCity: false }), 200);
      return masool.client.put(`/api/cities/${sub.id}`, { activeCircles: 3 });
    });
    await refused(Promise.resolve(answer), 403);
    // The detachment alone was written.
    expect(await eventsOf(world, cityStreamName(sub.id))).toHaveLength(before.length + 1);
  });

  it('refuses the city masool of a former grandparent, the parent detached a moment ago', async () => {
    const { admin, zones, cities } = world;
    const sub = await written(
      admin.post('/api/cities', cityBody(zones.a, { isParentCity: true, parentCityId: cities.a1 })),
    );
    const subSub = await written(
      admin.post('/api/cities', cityBody(zones.a, { isParentCity: true, parentCityId: sub.id })),
    );
    const masool = await newUser(admin, 'grandparent-masool', {
      roles: ['city_masool'],
      assignedCityId: cities.a1,
    });
    // The command API now keeps the sub-sub-city's place, and its ancestors: the parent's move is
    // an event of the parent's stream, not of the city's own.
    await written(masool.client.put(`/api/cities/${subSub.id}`, { activeCircles: 2 }), 200);

    const before = await eventsOf(world, cityStreamName(subSub.id));
    const answer = await whileHeld('cities', async () => {
      await written(admin.put(`/api/cities/${sub.id}`, { isParentCity: false }), 200);
      return masool.client.put(`/api/cities/${subSub.id}`, { activeCircles: 3 });
    });
    await refused(Promise.resolve(answer), 403);
    expect(await eventsOf(world, cityStreamName(subSub.id))).toHaveLength(before.length);
  });

  it('refuses a zone masool moved to another zone a moment ago, in the old zone', async () => {
    const { admin, zones } = world;
    const masool = await newUser(admin, 'moved-masool', { roles: ['zone_masool'], assignedZoneId: zones.a });
    await written(masool.client.put(`/api/zones/${zones.a}`, { libraryCount: 4 }), 200);

    const answer = await whileHeld('users', async () => {
      await written(admin.put(`/api/admin/users/${masool.id}`, { assignedZoneId: zones.b }), 200);
      return masool.client.put(`/api/zones/${zones.a}`, { libraryCount: 5 });
    });
    await refused(Promise.resolve(answer), 403);
    const [last] = (await eventsOf(world, zoneStreamName(zones.a))).slice(-1);
    expect(last?.data).not.toMatchObject({ changes: { libraryCount: { to: 5 } } });
  });

  it('refuses the holder of a custom role deleted while their write was being checked', async () => {
    const { admin, cities } = world;
    const role = await written(
      admin.post('/api/admin/custom-roles', {
        name: 'Passing Editor',
        description: 'Edits for a while',
        permissions: ['cities_read', 'cities_write'],
      }),
    );
    const editor = await newUser(admin, 'passing-editor', {
      roles: ['Passing Editor'],
      assignedCityId: cities.a2,
    });
    await written(editor.client.put(`/api/cities/${cities.a2}`, { activeCircles: 2 }), 200);

    const releaseProjector = await holdProjector('custom_roles');
    await written(admin.delete(`/api/admin/custom-roles/${role.id}`), 200);
    // The projector has read the deletion and waits on the lock to apply it.
    await pause(300);
    const before = await eventsOf(world, cityStreamName(cities.a2));
    const releaseStore = await holdStoreReads();
    // The write reads its user (still holding the role) and waits on its user stream's tail; the
    // deletion is applied and heard meanwhile, before the write looks its roles up.
    const answer = editor.client.put(`/api/cities/${cities.a2}`, { activeCircles: 3 });
    await pause(300);
    await releaseProjector();
    await pause(300);
    await releaseStore();
    await refused(answer, 403);
    expect(await eventsOf(world, cityStreamName(cities.a2))).toHaveLength(before.length);
  });

  it('answers 503, writing nothing, while a rights change cannot reach the read models', async () => {
    const { admin, cities } = world;
    const masool = await newUser(admin, 'stalled-masool', {
      roles: ['city_masool'],
      assignedCityId: cities.a2,
    });
    const release = await holdProjector('users');
    try {
      await written(admin.put(`/api/admin/users/${masool.id}`, { assignedCityId: cities.b1 }), 200);
      const before = await eventsOf(world, cityStreamName(cities.a2));
      const answer = await masool.client.put(`/api/cities/${cities.a2}`, { activeCircles: 9 });
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('1');
      expect(await answer.json()).toEqual({
        message:
          'The portal is still applying a recent change of access rights. Please try again in a moment.',
      });
      expect(await eventsOf(world, cityStreamName(cities.a2))).toHaveLength(before.length);
    } finally {
      await release();
    }
  });
});
