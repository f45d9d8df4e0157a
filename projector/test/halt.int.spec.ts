import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjector, type Projector, readProjectionState } from '../src/index';
import { fixtureProjection, incremented, noted } from './fixture-projection';
import { createTestEnvironment, readWholeLog, type TestEnvironment } from './test-environment';

describe('an event a handler cannot apply', () => {
  let env: TestEnvironment;

  beforeAll(async () => {
    env = await createTestEnvironment('projector halt');
    // One append, so the projector receives all five in one batch.
    await env.store.append(
      'counter-1',
      [incremented(1), noted('before'), incremented('lots'), incremented(2), noted('after')],
      'no_stream',
    );
  });

  afterAll(async () => {
    await env?.close();
  });

  const startProjector = async () => {
    const projector = createProjector({
      knex: env.knex,
      store: env.store,
      projection: fixtureProjection,
      logger: env.logger,
      schema: 'read',
      batchSize: 100,
    });
    await projector.start();
    await expect.poll(async () => (await projector.getStatus()).state).toBe('halted');
    return projector;
  };

  const projectedRows = async () => ({
    counters: await env.knex.withSchema('read').from('counters').select('stream', 'total', 'increments'),
    notes: await env.knex.withSchema('read').from('notes').pluck('text'),
  });

  it('halts there, keeping the events before it in its batch and applying none after it', async () => {
    const [first, before, poisoned] = await readWholeLog(env.store);
    let projector: Projector | undefined;
    try {
      projector = await startProjector();
      expect(await projectedRows()).toEqual({
        counters: [{ stream: 'counter-1', total: '1', increments: 1 }],
        notes: ['before'],
      });
      const status = await projector.getStatus();
      expect(status).toMatchObject({
        state: 'halted',
        checkpoint: before?.position,
        lagEvents: 3,
        error: {
          eventId: poisoned?.id,
          eventType: 'Incremented',
          position: poisoned?.position,
          message: `Cannot apply Incremented ${poisoned?.id} at position ${poisoned?.position}: "by" must be a number, got "lots"`,
        },
      });
      expect(first?.position).toBeLessThan(before?.position ?? 0n);
      expect((await readProjectionState(env.knex, 'read')).halt).toEqual(status.error);

      // It stopped consuming: later events stay unapplied.
      await env.store.append('counter-2', [incremented(5)], 'no_stream');
      await delay(500);
      expect(await projectedRows()).toMatchObject({ counters: [{ stream: 'counter-1' }], notes: ['before'] });
    } finally {
      await projector?.stop();
    }
  });

  it('halts on the same event again after a restart: it is never skipped', async () => {
    const [, , poisoned] = await readWholeLog(env.store);
    const projector = await startProjector();
    try {
      expect((await projector.getStatus()).error?.eventId).toBe(poisoned?.id);
      expect((await projectedRows()).notes).toEqual(['before']);
    } finally {
      await projector.stop();
    }
  });

  it('fails a rebuild on that event and leaves the live schema as it was', async () => {
    const projector = createProjector({
      knex: env.knex,
      store: env.store,
      projection: fixtureProjection,
      logger: env.logger,
      schema: 'read',
    });
    const before = await projectedRows();
    await expect(projector.rebuild()).rejects.toThrow(/"by" must be a number/);
    expect(await projectedRows()).toEqual(before);
    expect((await readProjectionState(env.knex, 'read')).halt?.eventType).toBe('Incremented');
  });
});
