import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjector, type Projector } from '../src/index';
import { expectedFixtureRows, fixtureProjection } from './fixture-projection';
import {
  appendFixtureEvents,
  countNotes,
  createTestEnvironment,
  readCounters,
  readWholeLog,
  type TestEnvironment,
} from './test-environment';

describe('two projectors on one read schema', () => {
  let env: TestEnvironment;
  const projectors: Projector[] = [];

  const newProjector = () => {
    const projector = createProjector({
      knex: env.knex,
      store: env.store,
      projection: fixtureProjection,
      logger: env.logger,
      schema: 'read',
      batchSize: 20,
    });
    projectors.push(projector);
    return projector;
  };

  const state = async (projector: Projector) => (await projector.getStatus()).state;

  const appendAndCatchUp = async (active: Projector, prefix: string) => {
    await appendFixtureEvents(env.store, { count: 60, streams: 3, prefix });
    const head = await env.store.headPosition();
    expect(await active.waitForPosition(head ?? 0n, { timeoutMs: 10_000 })).toBe(true);
    const expected = expectedFixtureRows(await readWholeLog(env.store));
    expect(await readCounters(env.knex, 'read')).toEqual(expected.counters);
    expect(await countNotes(env.knex, 'read')).toBe(expected.noteCount);
  };

  beforeAll(async () => {
    env = await createTestEnvironment('projector standby');
  });

  afterAll(async () => {
    await Promise.all(projectors.map((projector) => projector.stop()));
    await env?.close();
  });

  it('keeps one active and one on standby, which takes over when the active one stops', async () => {
    const first = newProjector();
    const second = newProjector();
    await first.start();
    await second.start();
    expect(await state(first)).toBe('active');
    expect(await state(second)).toBe('standby');
    await appendAndCatchUp(first, 'one');
    expect((await second.getStatus()).checkpoint).toBe(await env.store.headPosition());

    await first.stop();
    await expect.poll(() => state(second), { timeout: 5_000 }).toBe('active');
    await appendAndCatchUp(second, 'two');
  });

  it('lets go when its lock connection is lost, leaving exactly one active', async () => {
    const [, active] = projectors;
    if (!active) throw new Error('The previous test leaves the second projector active');
    const standby = newProjector();
    await standby.start();
    expect(await state(standby)).toBe('standby');
    const lockHolder = async (): Promise<number | undefined> =>
      (
        await env.knex.raw(
          `SELECT locks.pid FROM pg_locks AS locks
             JOIN pg_stat_activity AS activity ON activity.pid = locks.pid
            WHERE locks.locktype = 'advisory' AND locks.granted
              AND activity.datname = current_database() AND activity.application_name = 'projector active'`,
        )
      ).rows[0]?.pid;
    const lostHolder = await lockHolder();
    expect(lostHolder).toBeDefined();

    await env.knex.raw('SELECT pg_terminate_backend(?)', [lostHolder ?? 0]);

    // Either may win the lock now: the one that lost it retries as soon as it notices.
    await expect
      .poll(async () => {
        const holder = await lockHolder();
        return holder !== undefined && holder !== lostHolder;
      })
      .toBe(true);
    // Two actives would not go away by waiting; this only lets the winner finish migrating.
    await delay(1_500);
    const states = await Promise.all([active, standby].map(state));
    expect([...states].sort()).toEqual(['active', 'standby']);
    await appendAndCatchUp(states[0] === 'active' ? active : standby, 'three');
  });
});
