import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProjector,
  type Projection,
  type Projector,
  readProjectionState,
  rebuildProjection,
} from '../src/index';
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
    await expect.poll(async () => (await projector.getStatus()).halts.length).toBe(1);
    return projector;
  };

  const projectedRows = async () => ({
    counters: await env.knex
      .withSchema('read')
      .from('counters')
      .orderBy('stream')
      .select('stream', 'total', 'increments'),
    notes: await env.knex.withSchema('read').from('notes').orderBy('text').pluck('text'),
  });

  it('halts that read model there, keeping the events before it; the other read models go on', async () => {
    const [first, before, poisoned] = await readWholeLog(env.store);
    let projector: Projector | undefined;
    try {
      projector = await startProjector();
      // A note written after the poisoned event: only the notes read model goes on to it.
      await env.store.append('counter-2', [incremented(5), noted('later')], 'no_stream');
      const head = await env.store.headPosition();
      expect(await projector.waitForPosition(head ?? 0n, { timeoutMs: 10_000 })).toBe(true);
      expect(await projectedRows()).toEqual({
        counters: [{ stream: 'counter-1', total: '1', increments: 1 }],
        notes: ['after', 'before', 'later'],
      });
      const status = await projector.getStatus();
      const halt = {
        readModel: 'fixture_counters',
        eventId: poisoned?.id,
        eventType: 'Incremented',
        position: poisoned?.position,
        message: `Cannot apply Incremented ${poisoned?.id} at position ${poisoned?.position}: "by" must be a number, got "lots"`,
      };
      expect(status).toMatchObject({ state: 'active', checkpoint: head, lagEvents: 0, halts: [halt] });
      expect(status.readModels).toEqual([
        { name: 'fixture_counters', checkpoint: before?.position, halt: expect.objectContaining(halt) },
        { name: 'fixture_notes', checkpoint: head, halt: null },
      ]);
      expect(first?.position).toBeLessThan(before?.position ?? 0n);
      expect((await readProjectionState(env.knex, 'read')).halts).toEqual(status.halts);
    } finally {
      await projector?.stop();
    }
  });

  it('halts on the same event again after a restart: it is never skipped', async () => {
    const [, , poisoned] = await readWholeLog(env.store);
    const projector = await startProjector();
    try {
      expect((await projector.getStatus()).halts.map((halt) => halt.eventId)).toEqual([poisoned?.id]);
      expect((await projectedRows()).counters).toEqual([{ stream: 'counter-1', total: '1', increments: 1 }]);
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
    await expect(projector.rebuild({ readModel: 'fixture_counters' })).rejects.toThrow(
      /"by" must be a number/,
    );
    expect(await projectedRows()).toEqual(before);
    expect((await readProjectionState(env.knex, 'read')).halts.map((halt) => halt.readModel)).toEqual([
      'fixture_counters',
    ]);
  });

  it('recovers: the fixed read model rebuilt alone is swapped in and followed again', async () => {
    const projector = await startProjector();
    try {
      const notesBefore = await env.knex.withSchema('read').from('notes').select('event_id', 'text');
      // The fix: an increment that is not a number counts as nothing.
      const result = await rebuildProjection(
        { knex: env.knex, store: env.store, projection: fixedProjection, logger: env.logger, schema: 'read' },
        { readModel: 'fixture_counters' },
      );
      expect(result.checkpoint).toBe(await env.store.headPosition());
      const state = await readProjectionState(env.knex, 'read');
      expect(state.halts).toEqual([]);
      expect(state.readModels.map((readModel) => readModel.checkpoint)).toEqual([
        result.checkpoint,
        result.checkpoint,
      ]);
      // The live projector follows the rebuilt read model again; the notes were never touched.
      await env.store.append('counter-1', [incremented(10)], 'any');
      const head = await env.store.headPosition();
      expect(await projector.waitForPosition(head ?? 0n, { timeoutMs: 10_000 })).toBe(true);
      await expect
        .poll(async () => (await projectedRows()).counters)
        .toEqual([
          { stream: 'counter-1', total: '13', increments: 4 },
          { stream: 'counter-2', total: '5', increments: 1 },
        ]);
      expect((await projector.getStatus()).halts).toEqual([]);
      expect(await env.knex.withSchema('read').from('notes').select('event_id', 'text')).toEqual(notesBefore);
      expect(await env.knex.raw(`SELECT 1 FROM pg_namespace WHERE nspname = 'read_rebuild'`)).toMatchObject({
        rows: [],
      });
    } finally {
      await projector.stop();
    }
  });
});

/** The fixture with its counters handler fixed to count an increment that is not a number as 0. */
const fixedProjection: Projection = {
  ...fixtureProjection,
  readModels: fixtureProjection.readModels.map((readModel) =>
    readModel.name === 'fixture_counters' && 'handlers' in readModel
      ? {
          ...readModel,
          handlers: {
            Incremented: (trx, event) => {
              const { by } = event.data as { by: unknown };
              const fixed = { ...event, data: { by: typeof by === 'number' ? by : 0 } };
              return readModel.handlers.Incremented!(trx, fixed);
            },
          },
        }
      : readModel,
  ),
};
