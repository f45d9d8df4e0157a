import { type DangerZonePassDeps, runDangerZonePass, systemActor } from '@seerat/command-api';
import {
  BACKGROUND_JOB_NAMES,
  BACKGROUND_JOBS,
  type BackgroundJobEntry,
  type BackgroundJobName,
  type ChainVerificationAnswer,
  type JobSchedule,
} from '@seerat/contracts';
import {
  createJobRunner,
  type JobContext,
  type JobDefinition,
  type JobRunner,
  postgresJobRunLog,
  watchJobRunRequests,
} from '@seerat/jobs';
import {
  type Config,
  createPostgresSessionStore,
  type Knex,
  type Logger,
  SESSION_ABSOLUTE_MS,
  type SessionStore,
} from '@seerat/platform';
import { openChainAudit } from './chain-audit';
import type { Infrastructure } from './infrastructure';
import { openReadModelWatcher } from './read-model-watcher';

export interface PortalJobDeps {
  sessionStore: SessionStore;
  /**
   * The danger-zone jobs' commands: the event store, the read models they read facts from, and
   * where those have got to (a pass waits for them to hold the log before it judges).
   */
  commands: DangerZonePassDeps;
  /** Verifies the event log's hash chain and publishes a digest when it holds (`openChainAudit`). */
  verifyChain: () => Promise<ChainVerificationAnswer>;
}

type Process = JobDefinition<PortalJobDeps>['process'];

/** The job acts as the System user at the run's time; its run id correlates its commands. */
const asSystem = (context: JobContext<PortalJobDeps>) =>
  systemActor({ now: context.now, correlationId: context.runId });

const PROCESSES: Record<BackgroundJobName, Process> = {
  'danger-zone-pass': async (context) => {
    const { flagged, cleared } = await runDangerZonePass(context.deps.commands, asSystem(context), {
      mode: 'full',
      signal: context.signal,
    });
    return { flagged, cleared };
  },
  'danger-zone-watch': async (context) => {
    const { cleared } = await runDangerZonePass(context.deps.commands, asSystem(context), {
      mode: 'flagged',
      signal: context.signal,
    });
    return { cleared };
  },
  // Digests are published on a schedule as well as at each verification: a rewrite of the log
  // after the last digest is caught by the next one. A broken chain fails the run, so the
  // Background Jobs tab and health show it.
  'publish-chain-digest': async ({ deps, logger }) => {
    const result = await deps.verifyChain();
    if (result.firstBreak) {
      logger.error({ firstBreak: result.firstBreak }, 'the event log hash chain is broken');
      throw new Error(`The event log hash chain is broken at position ${result.firstBreak.position}`);
    }
    logger.info({ digest: result.published, verified: result.verified }, 'hash chain digest published');
    return { verified: result.verified };
  },
  'purge-expired-sessions': async ({ deps, logger }) => {
    const purged = await deps.sessionStore.purgeExpired();
    if (purged > 0) logger.info({ purged }, 'expired sessions purged');
    return { purged };
  },
};

/**
 * Every background job of the portal, on the schedules of the contracts' job catalogue (tests
 * give some a schedule that comes due during the test).
 */
export function portalJobs(
  schedules: Partial<Record<BackgroundJobName, JobSchedule>> = {},
): JobDefinition<PortalJobDeps>[] {
  return BACKGROUND_JOB_NAMES.map((name) => ({
    name,
    schedule: schedules[name] ?? BACKGROUND_JOBS[name].schedule,
    runsAtStart: (BACKGROUND_JOBS[name] as BackgroundJobEntry).runsAtStart === true,
    process: PROCESSES[name],
  }));
}

export interface StartedJobs {
  runner: JobRunner;
  stop(): Promise<void>;
}

/**
 * The portal's jobs on BullMQ (with `redisUrl`) or in process, recording their runs, and taking
 * the Admin Panel's Run now requests from the database.
 */
export async function startPortalJobs(options: {
  redisUrl?: string;
  knex: Knex;
  deps: PortalJobDeps;
  logger: Logger;
  clock?: () => Date;
  /** BullMQ's key prefix (tests use their own). */
  prefix?: string;
  /** `false`: only Run now and runNow run the jobs (API tests). */
  scheduled?: boolean;
}): Promise<StartedJobs> {
  const { knex, logger } = options;
  const runner = await createJobRunner({
    redisUrl: options.redisUrl,
    jobs: portalJobs(),
    deps: options.deps,
    logger,
    clock: options.clock,
    prefix: options.prefix,
    scheduled: options.scheduled,
    runLog: postgresJobRunLog(knex),
  });
  await runner.start();
  const requests = watchJobRunRequests({ knex, runner, logger });
  return {
    runner,
    async stop() {
      await requests.stop();
      await runner.stop();
    },
  };
}

/**
 * The jobs as a service runs them, on the connections the service already holds: in the jobs
 * service of the Docker deployment, and inside the projector's process under `npm start`.
 * Resolves to the function that stops them.
 */
export async function startServiceJobs(options: {
  config: Config;
  infrastructure: Infrastructure;
  logger: Logger;
}): Promise<() => Promise<void>> {
  const { config, logger } = options;
  const { knex, store, databaseUrl } = options.infrastructure;
  const sessionStore = createPostgresSessionStore({ knex, absoluteMs: SESSION_ABSOLUTE_MS });
  const chainAudit = openChainAudit({ config, databaseUrl });
  const watcher = await openReadModelWatcher({ knex, databaseUrl, logger });
  const jobs = await startPortalJobs({
    redisUrl: config.REDIS_URL,
    knex,
    deps: { sessionStore, commands: { store, knex, watcher }, verifyChain: chainAudit.verify },
    logger,
  });
  return async () => {
    await jobs.stop();
    await watcher.close();
    await chainAudit.close();
  };
}
