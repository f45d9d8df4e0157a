import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHECKPOINT_CHANNEL,
  createProjector,
  migrateReadSchema,
  projectionMigrations,
  readProjectionState,
} from '../src/index';
import { expectedFixtureRows, fixtureProjection } from './fixture-projection';
import {
  appendFixtureEvents,
  countNotes,
  createTestEnvironment,
  readCounters,
  readWholeLog,
  type TestEnvironment,
} from './test-environment';

describe('incremental projection', () => {
  let env: TestEnvironment;

  beforeAll(async () => {
    env = await createTestEnvironment('projector');
  });

  afterAll(async () => {
    await env?.close();
  });

  it('reads an unmigrated schema as not started', async () => {
    expect(await readProjectionState(env.knex, 'nothing_here')).toEqual({
      checkpoint: null,
      checkpointUpdatedAt: null,
      halts: [],
      readModels: [],
    });
  });

  it('projects appended events, commits the checkpoint with the rows and notifies it', async () => {
    const listener = new pg.Client({ connectionString: env.url });
    await listener.connect();
    const notified: string[] = [];
    listener.on('notification', (message) => {
      if (message.channel === CHECKPOINT_CHANNEL && message.payload) notified.push(message.payload);
    });
    await listener.query(`LISTEN ${CHECKPOINT_CHANNEL}`);
    const projector = createProjector({
      knex: env.knex,
      store: env.store,
      projection: fixtureProjection,
      logger: env.logger,
      schema: 'incremental',
      batchSize: 7,
    });
    try {
      await appendFixtureEvents(env.store, { count: 30, streams: 3 });
      await projector.start();
      await appendFixtureEvents(env.store, { count: 40, streams: 4, prefix: 'live' });
      const head = await env.store.headPosition();
      if (head === null) throw new Error('The store should hold events');
      expect(await projector.waitForPosition(head, { timeoutMs: 10_000 })).toBe(true);

      const log = await readWholeLog(env.store);
      const expected = expectedFixtureRows(log);
      expect(await readCounters(env.knex, 'incremental')).toEqual(expected.counters);
      expect(await countNotes(env.knex, 'incremental')).toBe(expected.noteCount);
      expect((await readProjectionState(env.knex, 'incremental')).checkpoint).toBe(head);
      expect(await projector.getStatus()).toMatchObject({
        state: 'active',
        checkpoint: head,
        head,
        lagEvents: 0,
        halts: [],
        readModels: [
          { name: 'fixture_counters', checkpoint: head, halt: null },
          { name: 'fixture_notes', checkpoint: head, halt: null },
        ],
      });
      await expect.poll(() => notified.at(-1)?.split(' ')[0]).toBe(head.toString());
      // Each notice names the streams of its batch's events, and only those: caches keep the rest.
      const lastBatch = log.filter((event) => event.position > BigInt(notified.at(-2)!.split(' ')[0]!));
      expect(new Set(notified.at(-1)!.split(' ').slice(1))).toEqual(
        new Set(lastBatch.map((event) => event.streamName)),
      );
      // Batches of at most 7: the checkpoint moved in steps, each notified after its commit.
      expect(notified.length).toBeGreaterThanOrEqual(Math.ceil(log.length / 7));
    } finally {
      await projector.stop();
      await listener.end();
    }
    expect((await projector.getStatus()).state).toBe('stopped');
  });

  it('resumes after the last committed batch when started again', async () => {
    const options = {
      knex: env.knex,
      store: env.store,
      projection: fixtureProjection,
      logger: env.logger,
      schema: 'resumed',
    };
    const first = createProjector(options);
    await first.start();
    const before = await env.store.headPosition();
    expect(await first.waitForPosition(before ?? 0n, { timeoutMs: 10_000 })).toBe(true);
    await first.stop();

    await appendFixtureEvents(env.store, { count: 25, streams: 2, prefix: 'later' });
    const second = createProjector(options);
    await second.start();
    const head = await env.store.headPosition();
    expect(await second.waitForPosition(head ?? 0n, { timeoutMs: 10_000 })).toBe(true);
    await second.stop();

    const expected = expectedFixtureRows(await readWholeLog(env.store));
    expect(await readCounters(env.knex, 'resumed')).toEqual(expected.counters);
    expect(await countNotes(env.knex, 'resumed')).toBe(expected.noteCount);
  });

  it('tells how far behind it is while stopped', async () => {
    const projector = createProjector({
      knex: env.knex,
      store: env.store,
      projection: fixtureProjection,
      logger: env.logger,
      schema: 'resumed',
    });
    await appendFixtureEvents(env.store, { count: 4, streams: 1, prefix: 'unseen' });
    const status = await projector.getStatus();
    expect(status.state).toBe('stopped');
    expect(status.head).not.toBeNull();
    expect(status.lagEvents).toBe(Number((status.head ?? 0n) - (status.checkpoint ?? 0n)));
    expect(status.lagEvents).toBe(4);
  });

  it('starts each read model from the one checkpoint of a schema written before they had their own', async () => {
    const schema = 'legacy';
    await migrateReadSchema(env.knex, { schema, migrations: projectionMigrations(fixtureProjection) });
    const log = await readWholeLog(env.store);
    const projectedBefore = log.slice(0, 10);
    await env.knex
      .withSchema(schema)
      .into('projection_checkpoint')
      .insert({ name: 'fixture', position: projectedBefore.at(-1)?.position.toString() });
    const projector = createProjector({
      knex: env.knex,
      store: env.store,
      projection: fixtureProjection,
      logger: env.logger,
      schema,
    });
    try {
      await projector.start();
      const head = log.at(-1)?.position ?? 0n;
      expect(await projector.waitForPosition(head, { timeoutMs: 10_000 })).toBe(true);
      const state = await readProjectionState(env.knex, schema);
      expect(state.readModels.map(({ name, checkpoint }) => [name, checkpoint])).toEqual([
        ['fixture_counters', head],
        ['fixture_notes', head],
      ]);
      // The events up to the old checkpoint were not applied again: only those after it.
      expect(await countNotes(env.knex, schema)).toBe(expectedFixtureRows(log.slice(10)).noteCount);
    } finally {
      await projector.stop();
    }
  });

  it('catches a read model new to a schema up from the log, while the others go on', async () => {
    const schema = 'grown';
    const options = { knex: env.knex, store: env.store, logger: env.logger, schema };
    const countersOnly = { ...fixtureProjection, readModels: fixtureProjection.readModels.slice(0, 1) };
    const first = createProjector({ ...options, projection: countersOnly });
    await first.start();
    const before = await env.store.headPosition();
    expect(await first.waitForPosition(before ?? 0n, { timeoutMs: 10_000 })).toBe(true);
    await first.stop();

    const second = createProjector({ ...options, projection: fixtureProjection });
    try {
      await second.start();
      await appendFixtureEvents(env.store, { count: 10, streams: 1, prefix: 'grown' });
      const head = await env.store.headPosition();
      expect(await second.waitForPosition(head ?? 0n, { timeoutMs: 10_000 })).toBe(true);
      const expected = expectedFixtureRows(await readWholeLog(env.store));
      expect(await countNotes(env.knex, schema)).toBe(expected.noteCount);
      expect(await readCounters(env.knex, schema)).toEqual(expected.counters);
    } finally {
      await second.stop();
    }
  });
});
