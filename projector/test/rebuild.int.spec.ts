import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createProjector,
  type Projector,
  type ProjectorOptions,
  type ReadModel,
  RebuildAlreadyRunningError,
  readProjectionState,
  readSchemaOf,
  rebuildProjection,
} from '../src/index';
import { expectedFixtureRows, fixtureProjection } from './fixture-projection';
import {
  appendFixtureEvents,
  countNotes,
  createTestEnvironment,
  dumpReadModels,
  readCounters,
  readWholeLog,
  type TestEnvironment,
} from './test-environment';

describe('rebuild', () => {
  let env: TestEnvironment;
  let projector: Projector | undefined;

  const projectorOptions = (overrides: Partial<ProjectorOptions> = {}): ProjectorOptions => ({
    knex: env.knex,
    store: env.store,
    projection: fixtureProjection,
    logger: env.logger,
    schema: 'read',
    batchSize: 50,
    ...overrides,
  });

  const catchUp = async (running: Projector) => {
    const head = await env.store.headPosition();
    expect(await running.waitForPosition(head ?? 0n, { timeoutMs: 15_000 })).toBe(true);
  };

  const schemaOid = async (schema: string): Promise<string | undefined> =>
    (await env.knex.raw('SELECT oid::text FROM pg_namespace WHERE nspname = ?', [schema])).rows[0]?.oid;

  const expectRowsOfWholeLog = async () => {
    const expected = expectedFixtureRows(await readWholeLog(env.store));
    expect(await readCounters(env.knex, 'read')).toEqual(expected.counters);
    expect(await countNotes(env.knex, 'read')).toBe(expected.noteCount);
  };

  beforeAll(async () => {
    env = await createTestEnvironment('projector rebuild');
  });

  afterEach(async () => {
    await projector?.stop();
    projector = undefined;
  });

  afterAll(async () => {
    await env?.close();
  });

  it('produces exactly the rows incremental projection produced, and swaps them in', async () => {
    await appendFixtureEvents(env.store, { count: 500, streams: 12 });
    projector = createProjector(projectorOptions());
    await projector.start();
    await catchUp(projector);
    const incremental = await dumpReadModels(env.knex, 'read');
    const liveOid = await schemaOid('read');

    const result = await projector.rebuild({ batchSize: 64 });

    expect(result.events).toBe(500);
    expect(result.checkpoint).toBe(await env.store.headPosition());
    expect(await schemaOid('read')).not.toBe(liveOid);
    expect(await schemaOid('read_rebuild')).toBeUndefined();
    expect(await schemaOid('read_old')).toBeUndefined();
    expect(await dumpReadModels(env.knex, 'read')).toEqual(incremental);
    expect(incremental.counters).toHaveLength(12);
    expect((await readProjectionState(env.knex, 'read')).checkpoint).toBe(result.checkpoint);

    // The live projector carries on in the swapped-in schema.
    await appendFixtureEvents(env.store, { count: 30, streams: 3, prefix: 'after' });
    await catchUp(projector);
    expect((await projector.getStatus()).state).toBe('active');
    await expectRowsOfWholeLog();
  });

  it('loses nothing while events keep being appended, and equals a rebuild of the final log', async () => {
    projector = createProjector(projectorOptions());
    await projector.start();
    const writers = Array.from({ length: 4 }, (_, writer) =>
      appendFixtureEvents(env.store, { count: 400, streams: 3, prefix: `busy${writer}` }),
    );
    const rebuilt = projector.rebuild({ batchSize: 100 });
    await Promise.all([...writers, rebuilt]);
    await catchUp(projector);
    await expectRowsOfWholeLog();

    const afterAppends = await dumpReadModels(env.knex, 'read');
    await projector.rebuild();
    expect(await dumpReadModels(env.knex, 'read')).toEqual(afterAppends);
  });

  it('makes a live batch that was about to start before the swap resubscribe instead of applying twice', async () => {
    const gate = createBatchGate();
    projector = createProjector(projectorOptions({ hooks: { beforeBatch: gate.pass } }));
    await projector.start();
    await catchUp(projector);
    gate.close();

    await appendFixtureEvents(env.store, { count: 20, streams: 2, prefix: 'raced' });
    await gate.holding;
    // The held batch's events are in the log, so the rebuild applies them before swapping.
    await projector.rebuild();
    gate.open();

    await appendFixtureEvents(env.store, { count: 10, streams: 2, prefix: 'raced' });
    await catchUp(projector);
    await expectRowsOfWholeLog();
  });

  it('runs one rebuild of a schema at a time', async () => {
    const context = {
      knex: env.knex,
      store: env.store,
      projection: fixtureProjection,
      logger: env.logger,
      schema: 'read',
    };
    const outcomes = await Promise.allSettled([rebuildProjection(context), rebuildProjection(context)]);
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason).toBeInstanceOf(RebuildAlreadyRunningError);
    await expectRowsOfWholeLog();
  });

  it('runs the migrations that derive state from rows once its replay is done', async () => {
    await appendFixtureEvents(env.store, { count: 200, streams: 4, prefix: 'derived' });
    const seenDuringReplay = new Set<boolean>();
    const derived: ReadModel = {
      name: 'fixture_derived',
      migrations: [
        {
          name: '0003_fixture_derived_rows',
          async up(knex) {
            await knex.schema.withSchema(readSchemaOf(knex)).createTable('derived_rows', (table) => {
              table.text('stream');
            });
          },
        },
        {
          name: '0004_fixture_derived_count',
          afterReplay: true,
          async up(knex) {
            const schema = readSchemaOf(knex);
            await knex.raw('CREATE TABLE ??.derived_count AS SELECT count(*) AS n FROM ??.derived_rows', [
              schema,
              schema,
            ]);
          },
        },
      ],
      handlers: {
        async Incremented(trx, event) {
          const { rows } = await trx.raw(`SELECT to_regclass('derived_count') IS NOT NULL AS migrated`);
          seenDuringReplay.add(rows[0].migrated);
          await trx('derived_rows').insert({ stream: event.streamName });
        },
      },
    };
    const projection = { name: 'fixture', readModels: [...fixtureProjection.readModels, derived] };

    await rebuildProjection(
      { knex: env.knex, store: env.store, projection, logger: env.logger, schema: 'derived' },
      { batchSize: 64 },
    );

    // Not there while the log was replayed, its last page too (the swap, which the live
    // projector waits for, applies only what came after), and derived from the rows they left.
    expect([...seenDuringReplay][0]).toBe(false);
    expect(seenDuringReplay).toEqual(new Set([false]));
    const { rows } = await env.knex.raw('SELECT n FROM derived.derived_count');
    expect(Number(rows[0].n)).toBeGreaterThan(150);
  });
});

/** Holds the live projector's batches before their transaction while closed. */
function createBatchGate() {
  let closed = false;
  let open = () => {};
  let holding = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {
    holding: new Promise<void>((resolve) => {
      holding = resolve;
    }),
    close() {
      closed = true;
    },
    open() {
      closed = false;
      open();
    },
    async pass() {
      if (!closed) return;
      holding();
      await opened;
    },
  };
}
