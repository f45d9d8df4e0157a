import { setTimeout as delay } from 'node:timers/promises';
import type { EventStore, Position } from '@seerat/eventstore';
import type { Logger } from '@seerat/platform';
import type { Knex } from 'knex';
import { createReadModelAppliers } from './handling/event-dispatch';
import { createCheckpointWatch } from './live/checkpoint-watch';
import type { ProjectorHooks } from './live/live-batch';
import { type LiveProjectionContext, projectLive } from './live/project-live';
import { advisoryKey } from './locks/advisory-keys';
import { type LockConnection, openLockConnection } from './locks/lock-connection';
import { type Projection, projectionMigrations } from './projection';
import { migrateReadSchema } from './read-schema/migrate-read-schema';
import {
  clearHalts,
  type ProjectionHalt,
  type ReadModelState,
  readProjectionState,
} from './read-schema/projection-state';
import { assertSchemaName } from './read-schema/schema-name';
import { type RebuildOptions, type RebuildResult, rebuildProjection } from './rebuild/rebuild';

/** A read model halted on an event does not stop the projector: see `ProjectorStatus.halts`. */
export type ProjectorState = 'starting' | 'standby' | 'active' | 'rebuilding' | 'stopped';

export interface ProjectorStatus {
  state: ProjectorState;
  /**
   * Where every read model that is not halted has got to, as the active projector last committed
   * (read from the database, so right in standby too).
   */
  checkpoint: Position | null;
  head: Position | null;
  /**
   * head − checkpoint. For the Postgres store that is the number of events behind (an upper
   * bound: positions of rolled-back appends are skipped). EventStoreDB positions are log offsets,
   * so there it only says "behind" or not.
   */
  lagEvents: number;
  /** The read models halted on an event they cannot apply, each with that event. */
  halts: ProjectionHalt[];
  /** Each read model's checkpoint and halt. */
  readModels: ReadModelState[];
}

export interface ProjectorOptions {
  knex: Knex;
  store: EventStore;
  projection: Projection;
  logger: Logger;
  /** The read schema; `read` by default. */
  schema?: string;
  /** Upper bound of events per live transaction. */
  batchSize?: number;
  /** Test seams only; see `ProjectorHooks`. */
  hooks?: ProjectorHooks;
}

export interface Projector {
  /** Resolves once this instance projects (active) or waits for the active one (standby). */
  start(): Promise<void>;
  /** Finishes the batch in flight, releases the active lock, and waits for a running rebuild. */
  stop(): Promise<void>;
  getStatus(): Promise<ProjectorStatus>;
  /** Rebuilds the read schema from the whole log while this projector keeps serving it. */
  rebuild(options?: RebuildOptions): Promise<RebuildResult>;
  /**
   * In-process read-your-writes: true once this instance has committed `position`, false after
   * the timeout (default 5 s). Other processes listen for NOTIFY on `CHECKPOINT_CHANNEL` instead.
   */
  waitForPosition(position: Position, options?: { timeoutMs?: number }): Promise<boolean>;
}

const DEFAULT_BATCH_SIZE = 500;
const STANDBY_POLL_MS = 1000;
const RETRY_DELAY_MS = 1000;

/**
 * The projector engine. One instance per read schema is active at a time: it holds a session
 * advisory lock on a dedicated connection for as long as it lives; the others poll for that lock
 * every second and take over when the active one's connection closes.
 */
export function createProjector(options: ProjectorOptions): Projector {
  const { knex, store, projection, logger } = options;
  const schema = options.schema ?? 'read';
  assertSchemaName(schema);
  const log = logger.child({ projection: projection.name, schema });
  const watch = createCheckpointWatch();
  const liveContext: LiveProjectionContext = {
    knex,
    store,
    logger: log,
    schema,
    projection,
    appliers: createReadModelAppliers(projection),
    hooks: options.hooks ?? {},
    batchSize: options.batchSize ?? DEFAULT_BATCH_SIZE,
    onCheckpoint: (checkpoint) => watch.update(checkpoint),
    onHalt: (halt, cause) =>
      log.error(
        {
          readModel: halt.readModel,
          eventId: halt.eventId,
          eventType: halt.eventType,
          position: halt.position.toString(),
          err: cause,
        },
        `read model "${halt.readModel}" halted: ${halt.message}. The other read models go on; ` +
          `to recover, fix the cause and rebuild it: npm run rebuild-read-models -- --read-model ${halt.readModel}`,
      ),
  };
  let state: Exclude<ProjectorState, 'rebuilding'> = 'stopped';
  let running: { stop: AbortController; lifecycle: Promise<void> } | undefined;
  let rebuildRun: Promise<RebuildResult> | undefined;

  /** Stand by for the active lock, then project; again if the lock is lost, until stopped. */
  async function runLifecycle(signal: AbortSignal, ready: (error?: unknown) => void): Promise<void> {
    while (!signal.aborted) {
      let connection: LockConnection | undefined;
      try {
        connection = await openLockConnection(knex, 'active');
        if (!(await acquireActiveLock(connection, signal, ready))) break;
        await serveWhileActive(connection, signal, ready);
      } catch (error) {
        if (state === 'starting') return ready(error);
        log.error({ err: error }, 'projector failed; retrying');
        await delay(RETRY_DELAY_MS, undefined, { signal }).catch(() => undefined);
      } finally {
        await connection?.close();
      }
    }
    state = 'stopped';
  }

  /** False when stopped before the lock was free. */
  async function acquireActiveLock(
    connection: LockConnection,
    signal: AbortSignal,
    ready: () => void,
  ): Promise<boolean> {
    const key = advisoryKey('active', schema);
    while (!signal.aborted) {
      if (await connection.tryLock(key)) return true;
      if (state !== 'standby') {
        state = 'standby';
        log.info('standby: another projector is active for this read schema');
        ready();
      }
      await delay(STANDBY_POLL_MS, undefined, { signal }).catch(() => undefined);
    }
    return false;
  }

  async function serveWhileActive(connection: LockConnection, signal: AbortSignal, ready: () => void) {
    // Stop, or a lost lock connection (another instance may now be active): finish and let go.
    const release = new AbortController();
    const onStop = () => release.abort();
    signal.addEventListener('abort', onStop, { once: true });
    void connection.ended.then((error) => {
      if (release.signal.aborted) return;
      log.warn({ err: error }, 'lost the active lock connection; standing by again');
      release.abort();
    });
    try {
      await prepareSchema();
      state = 'active';
      log.info('active');
      ready();
      await projectLive(liveContext, release.signal);
    } finally {
      signal.removeEventListener('abort', onStop);
      release.abort();
    }
  }

  async function prepareSchema(): Promise<void> {
    const applied = await migrateReadSchema(knex, { schema, migrations: projectionMigrations(projection) });
    const { checkpoint } = await readProjectionState(knex, schema);
    if (applied.length > 0 && checkpoint !== null) {
      log.warn(
        { applied, checkpoint: checkpoint.toString() },
        'migrations ran on a read schema that already holds projected events: a read model new to it is ' +
          'caught up from the log, but tables or columns added to an existing one miss the earlier events; ' +
          'rebuild that read model if it needs them (npm run rebuild-read-models -- --read-model <name>)',
      );
    }
    // A restart retries what halted: the handler may have been fixed since.
    for (const halt of await clearHalts(knex, schema)) {
      log.warn(
        { readModel: halt.readModel, eventId: halt.eventId },
        'retrying the event a read model halted on',
      );
    }
  }

  return {
    async start() {
      if (running) throw new Error('The projector is already started');
      state = 'starting';
      const stop = new AbortController();
      let markReady: (error?: unknown) => void = () => undefined;
      const ready = new Promise<void>((resolve, reject) => {
        markReady = (error) => (error === undefined ? resolve() : reject(error));
      });
      const lifecycle = runLifecycle(stop.signal, markReady).finally(() => markReady());
      running = { stop, lifecycle };
      try {
        await ready;
      } catch (error) {
        running = undefined;
        state = 'stopped';
        throw error;
      }
    },

    async stop() {
      const current = running;
      running = undefined;
      if (current) {
        current.stop.abort();
        await current.lifecycle;
      }
      watch.cancelAll();
      await rebuildRun?.catch(() => undefined);
    },

    async getStatus() {
      const [persisted, head] = await Promise.all([readProjectionState(knex, schema), store.headPosition()]);
      const behind = (head ?? 0n) - (persisted.checkpoint ?? 0n);
      return {
        state: rebuildRun ? 'rebuilding' : state,
        checkpoint: persisted.checkpoint,
        head,
        lagEvents: behind > 0n ? Number(behind) : 0,
        halts: persisted.halts,
        readModels: persisted.readModels,
      };
    },

    async rebuild(rebuildOptions) {
      if (rebuildRun) throw new Error('This projector is already rebuilding');
      rebuildRun = rebuildProjection({ knex, store, projection, logger: log, schema }, rebuildOptions);
      try {
        return await rebuildRun;
      } finally {
        rebuildRun = undefined;
      }
    },

    waitForPosition(position, waitOptions) {
      return watch.waitFor(position, waitOptions?.timeoutMs ?? 5000);
    },
  };
}
