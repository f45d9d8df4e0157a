import type { EventStore, Position, RecordedEvent } from '@seerat/eventstore';
import type { Logger } from '@seerat/platform';
import type { Knex } from 'knex';
import {
  createEventDispatcher,
  createReadModelAppliers,
  type EventDispatcher,
  type ReadModelApplier,
} from '../handling/event-dispatch';
import { advisoryKey } from '../locks/advisory-keys';
import { openLockConnection } from '../locks/lock-connection';
import { type Projection, projectionMigrations } from '../projection';
import { migrateReadSchema } from '../read-schema/migrate-read-schema';
import { claimCheckpoints, notifyCheckpoint, writeCheckpoints } from '../read-schema/projection-state';
import { sqlSchema } from '../read-schema/schema-name';
import { createRebuildProgress, type ProgressStream, type RebuildProgress } from './progress';
import { moveReadModelTables } from './read-model-swap';
import { dropSecondaryIndexes, recreateIndexes, twoAtATime } from './replay-indexes';
import { createSharedPages } from './shared-pages';

export interface RebuildContext {
  knex: Knex;
  store: EventStore;
  projection: Projection;
  logger: Logger;
  /** The live read schema the rebuild replaces. */
  schema: string;
}

export interface RebuildOptions {
  /**
   * Rebuild this read model alone (its name in the projection) and swap its tables in, leaving the
   * others as they are: the recovery of a read model halted on an event. All of them without it.
   */
  readModel?: string;
  /** Events per transaction while replaying. */
  batchSize?: number;
  /** Where to draw the progress bar (stderr in the CLI); no bar without one. */
  progressStream?: ProgressStream;
}

export interface RebuildResult {
  events: number;
  checkpoint: Position | null;
  seconds: number;
  eventsPerSecond: number;
}

export class RebuildAlreadyRunningError extends Error {
  override name = 'RebuildAlreadyRunningError';
}

/**
 * Events per page. Each read model applies a page in one transaction of a few statements, so
 * larger pages send fewer of them; past 25,000 the pages' garbage costs more than that saves
 * (national rebuilds, on average: 10,000 59.2 s, 20,000 57.4, 25,000 55.4, 50,000 59.6;
 * bench/RESULTS.md, "Pages of 25,000 events").
 */
const DEFAULT_BATCH_SIZE = 25_000;
/**
 * How many pages the quickest read model may be ahead of the slowest. Two are as quick as four and
 * hold a national rebuild's process near 1 GB instead of 1.2.
 */
const PAGES_AHEAD = 2;

interface Replay {
  context: RebuildContext;
  /** What is replayed: the whole projection, or the one read model asked for. */
  projection: Projection;
  target: string;
  dispatch: EventDispatcher;
  /** The same, read model by read model, for the pages applied before the swap. */
  appliers: ReadModelApplier[];
  progress: RebuildProgress;
  batchSize: number;
  applied: number;
  checkpoint: Position | null;
}

/**
 * Replays the whole log into a fresh `<schema>_rebuild` while the live projector keeps serving
 * `<schema>`, then swaps the two in one transaction: the live batch in flight finishes first (the
 * swap lock), the events appended meanwhile are applied, and readers see either the old schema
 * or the complete new one. The live projector then finds the checkpoint moved and resubscribes.
 * If a handler fails, the rebuild stops with that error and leaves `<schema>_rebuild` to inspect.
 *
 * With `readModel`, only that read model is replayed, and the swap moves its fresh tables into
 * `<schema>` in place of its old ones, with its checkpoint, and clears its halt: the live projector
 * then follows it again. The other read models go on serving and projecting throughout.
 */
export async function rebuildProjection(
  context: RebuildContext,
  options: RebuildOptions = {},
): Promise<RebuildResult> {
  const lock = await openLockConnection(context.knex, 'rebuild');
  try {
    if (!(await lock.tryLock(advisoryKey('rebuild', context.schema)))) {
      throw new RebuildAlreadyRunningError(`A rebuild of read schema "${context.schema}" is already running`);
    }
    return await replayAndSwap(context, options);
  } catch (error) {
    context.logger.error(
      { err: error, schema: context.schema },
      'rebuild failed; the live schema is unchanged',
    );
    throw error;
  } finally {
    await lock.close();
  }
}

async function replayAndSwap(context: RebuildContext, options: RebuildOptions): Promise<RebuildResult> {
  const { knex, store, logger, schema } = context;
  const projection = replayedProjection(context.projection, options.readModel);
  const target = `${schema}_rebuild`;
  const startedAt = performance.now();
  await knex.raw(`DROP SCHEMA IF EXISTS ${sqlSchema(target)} CASCADE`);
  const migrations = projectionMigrations(projection);
  await migrateReadSchema(knex, {
    schema: target,
    migrations: migrations.filter((migration) => !migration.afterReplay),
  });
  await claimCheckpoints(knex, target, projection);
  const deferred = await dropSecondaryIndexes(knex, target);
  const head = await store.headPosition();
  logger.info({ schema, target, readModel: options.readModel, head: head?.toString() }, 'rebuild started');
  const replay: Replay = {
    context,
    projection,
    target,
    dispatch: createEventDispatcher(projection),
    appliers: createReadModelAppliers(projection),
    progress: createRebuildProgress({ stream: options.progressStream, head }),
    batchSize: options.batchSize ?? DEFAULT_BATCH_SIZE,
    applied: 0,
    checkpoint: null,
  };
  await replayToHead(replay);
  await migrateReadSchema(knex, { schema: target, migrations });
  await recreateIndexes(knex, deferred, logger);
  await analyzeTables(knex, target);
  await swapIn(replay);
  replay.progress.finish(replay.applied);
  const seconds = (performance.now() - startedAt) / 1000;
  const result = {
    events: replay.applied,
    checkpoint: replay.checkpoint,
    seconds,
    eventsPerSecond: Math.round(replay.applied / seconds),
  };
  logger.info(
    { ...result, checkpoint: result.checkpoint?.toString(), schema, readModel: options.readModel },
    'rebuild swapped in',
  );
  return result;
}

function replayedProjection(projection: Projection, readModel: string | undefined): Projection {
  if (readModel === undefined) return projection;
  const only = projection.readModels.find((candidate) => candidate.name === readModel);
  if (!only) {
    const names = projection.readModels.map((candidate) => candidate.name).join(', ');
    throw new Error(`The projection has no read model "${readModel}"; it has ${names}`);
  }
  return { name: projection.name, readModels: [only] };
}

/**
 * Applies the log up to its end as of now (the first page that is not full), so the swap
 * transaction, which the live projector waits for, applies only what was appended since.
 *
 * Until the swap nobody reads the new schema, and a crashed rebuild starts over, so a page need not
 * be one transaction: each read model applies it in its own, and each goes through the pages at
 * its own pace (a few pages apart at most), so the quick ones never wait for the slow ones and
 * PostgreSQL works on several read models' statements at once.
 */
async function replayToHead(replay: Replay): Promise<void> {
  const pages = createSharedPages({
    store: replay.context.store,
    pageSize: replay.batchSize,
    readers: replay.appliers.length,
    lookahead: PAGES_AHEAD,
    onPageDone: (page) => countApplied(replay, page),
  });
  await Promise.all(
    replay.appliers.map(async ({ apply }) => {
      for (let index = 0; ; index++) {
        const page = await pages.page(index);
        if (page.length > 0) await applyToOneReadModel(replay, apply, page);
        pages.done(index);
        if (page.length < replay.batchSize) return;
      }
    }),
  );
}

async function applyToOneReadModel(
  replay: Replay,
  apply: EventDispatcher,
  page: RecordedEvent[],
): Promise<void> {
  await replay.context.knex.transaction(async (trx) => {
    await trx.raw(`SET LOCAL search_path TO ${sqlSchema(replay.target)}`);
    // Losing the last commits in a crash is harmless here: a crashed rebuild starts over.
    await trx.raw('SET LOCAL synchronous_commit TO off');
    await apply(trx, page);
  });
}

async function swapIn(replay: Replay): Promise<void> {
  const { knex, store, schema } = replay.context;
  const [live, target, old] = [schema, replay.target, `${schema}_old`].map(sqlSchema);
  const wholeProjection = replay.projection === replay.context.projection;
  const liveExists = await schemaExists(knex, schema);
  await knex.transaction(async (trx) => {
    await trx.raw('SELECT pg_advisory_xact_lock(?::bigint)', [advisoryKey('swap', schema)]);
    await trx.raw(`SET LOCAL search_path TO ${target}`);
    for (;;) {
      const page = await store.readAll({ after: replay.checkpoint, maxCount: replay.batchSize });
      if (page.length === 0) break;
      await applyPage(replay, trx, page);
    }
    const names = replay.projection.readModels.map((readModel) => readModel.name);
    await writeCheckpoints(trx, names, replay.checkpoint);
    if (wholeProjection) {
      await trx.raw(`DROP SCHEMA IF EXISTS ${old} CASCADE`);
      if (liveExists) await trx.raw(`ALTER SCHEMA ${live} RENAME TO ${old}`);
      await trx.raw(`ALTER SCHEMA ${target} RENAME TO ${live}`);
      await trx.raw(`DROP SCHEMA IF EXISTS ${old} CASCADE`);
    } else {
      await moveReadModelTables(trx, { from: replay.target, to: schema, readModel: names[0]! });
      await trx.raw(`DROP SCHEMA ${target} CASCADE`);
    }
    // Halts may have gone and checkpoints moved without a new position: listeners read them again.
    await notifyCheckpoint(trx, 'changed');
  });
}

async function applyPage(replay: Replay, trx: Knex.Transaction, page: RecordedEvent[]): Promise<void> {
  await replay.dispatch(trx, page);
  countApplied(replay, page);
}

function countApplied(replay: Replay, page: RecordedEvent[]): void {
  if (page.length === 0) return;
  replay.applied += page.length;
  replay.checkpoint = lastPosition(page);
  replay.progress.update(replay.applied, replay.checkpoint);
}

/**
 * The rebuilt tables get their planner statistics before readers see them: until autovacuum gets
 * to fresh tables (and on a server without it, never) queries on them are planned blind, and
 * PostgreSQL keeps a session's plans of prepared statements until statistics change.
 */
async function analyzeTables(knex: Knex, schema: string): Promise<void> {
  const { rows } = await knex.raw<{ rows: { tablename: string }[] }>(
    'SELECT tablename FROM pg_tables WHERE schemaname = ?',
    [schema],
  );
  await twoAtATime(rows, ({ tablename }) => knex.raw('ANALYZE ??.??', [schema, tablename]));
}

async function schemaExists(knex: Knex, schema: string): Promise<boolean> {
  const { rows } = await knex.raw('SELECT 1 FROM pg_namespace WHERE nspname = ?', [schema]);
  return rows.length > 0;
}

function lastPosition(page: RecordedEvent[]): Position {
  const last = page.at(-1);
  if (!last) throw new Error('An empty page has no position');
  return last.position;
}
