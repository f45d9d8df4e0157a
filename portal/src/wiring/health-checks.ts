import type { EventStore } from '@seerat/eventstore';
import { readJobStatuses } from '@seerat/jobs';
import type { HealthChecks, Knex } from '@seerat/platform';
import { READ_SCHEMA, readProjectionState } from '@seerat/projector';
import { Redis } from 'ioredis';

/**
 * What `/api/health` reports: the database, the event store's head, Redis (or that jobs run in
 * process), and the projector: where the read models not halted are and their lag, each read
 * model's checkpoint, and the halted ones with the event each stopped on; and the background
 * jobs: each one's last success and newest run, degraded when one has not succeeded for twice its
 * interval. Read from the database,
 * so every service reports the same whichever process projects.
 */
export function portalHealthChecks(deps: { knex: Knex; store: EventStore; redisUrl?: string }): HealthChecks {
  return {
    database: async () => {
      await deps.knex.raw('SELECT 1');
      return { ok: true };
    },
    eventStore: async () => {
      const head = await deps.store.headPosition();
      return { ok: true, head: head?.toString() ?? null };
    },
    redis: async () => {
      if (!deps.redisUrl) return { ok: true, mode: 'not configured: jobs run in process' };
      const redis = new Redis(deps.redisUrl, {
        lazyConnect: true,
        maxRetriesPerRequest: 1,
        connectTimeout: 2000,
      });
      try {
        await redis.connect();
        return { ok: (await redis.ping()) === 'PONG' };
      } finally {
        redis.disconnect();
      }
    },
    jobs: async () => {
      const statuses = await readJobStatuses(deps.knex, new Date());
      return {
        ok: statuses.every((job) => job.healthy),
        jobs: Object.fromEntries(
          statuses.map(({ name, healthy, lastSucceededAt, nextRunAt, runs }) => [
            name,
            { healthy, lastSucceededAt, nextRunAt, lastRun: runs[0] ?? null },
          ]),
        ),
      };
    },
    projector: async () => {
      const [state, head] = await Promise.all([
        readProjectionState(deps.knex, READ_SCHEMA),
        deps.store.headPosition(),
      ]);
      const behind = (checkpoint: bigint | null) =>
        head !== null && head > (checkpoint ?? 0n) ? Number(head - (checkpoint ?? 0n)) : 0;
      return {
        ok: state.halts.length === 0,
        checkpoint: state.checkpoint?.toString() ?? null,
        head: head?.toString() ?? null,
        lagEvents: behind(state.checkpoint),
        halted: state.halts.map((halt) => ({ ...halt, position: halt.position.toString() })),
        readModels: Object.fromEntries(
          state.readModels.map(({ name, checkpoint, halt }) => [
            name,
            {
              checkpoint: checkpoint?.toString() ?? null,
              lagEvents: behind(checkpoint),
              halted: halt !== null,
            },
          ]),
        ),
      };
    },
  };
}
