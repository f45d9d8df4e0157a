import type { JobTrigger } from '@seerat/contracts';
import type { Logger } from '@seerat/platform';
import { type Job, type JobsOptions, Queue, QueueEvents, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { executeJob } from './execute-job';
import { checkJobDefinitions, findJob, type JobDefinition, type JobRunner } from './job-definition';
import type { JobRunLog } from './job-run-log';
import { repeatOptions } from './job-schedule';

/** Failed attempts are retried after `backoffMs`, then twice that, four times that, … */
export interface RetryPolicy {
  attempts: number;
  backoffMs: number;
}

export interface BullmqJobRunnerOptions<Deps> {
  redisUrl: string;
  jobs: readonly JobDefinition<Deps>[];
  deps: Deps;
  logger: Logger;
  /** Namespaces every Redis key of this runner (tests use a unique one per test). */
  prefix?: string;
  retry?: RetryPolicy;
  /** The jobs' time (`Date` by default): tests move it. Due times follow the real clock. */
  clock?: () => Date;
  /** Where each attempt is recorded; none by default. */
  runLog?: JobRunLog;
  /** How often the schedulers are checked and restored (after a Redis restart, say); 1 minute. */
  scheduleCheckMs?: number;
  /** `false`: no schedulers (the jobs run only when asked); API tests must not see one fire. */
  scheduled?: boolean;
  /** How long a job's lock lasts without renewal: a killed worker's job is retried after it. */
  lockDurationMs?: number;
}

const QUEUE_NAME = 'jobs';
/** What a job added outside its scheduler carries: Run now carries nothing. */
interface RunData {
  trigger?: JobTrigger;
}
const DEFAULT_PREFIX = 'seerat';
const DEFAULT_RETRY: RetryPolicy = { attempts: 3, backoffMs: 10_000 };

interface Started {
  connection: Redis;
  queue: Queue;
  queueEvents: QueueEvents;
  worker: Worker;
  scheduleCheck: NodeJS.Timeout;
}

/**
 * Runs the jobs through one BullMQ queue in Redis. The schedules are BullMQ job schedulers, so
 * each due time produces one job however many of these runners (worker replicas) share the
 * prefix, and whichever worker is free takes it. Each worker runs one job at a time: scale out
 * with more replicas.
 */
export class BullmqJobRunner<Deps> implements JobRunner {
  readonly #options: BullmqJobRunnerOptions<Deps>;
  readonly #jobOptions: JobsOptions;
  readonly #stopping = new AbortController();
  #started: Started | undefined;
  #stopped = false;

  constructor(options: BullmqJobRunnerOptions<Deps>) {
    checkJobDefinitions(options.jobs);
    this.#options = options;
    const retry = options.retry ?? DEFAULT_RETRY;
    this.#jobOptions = {
      attempts: retry.attempts,
      backoff: { type: 'exponential', delay: retry.backoffMs },
      // Keep a bounded history for inspection instead of letting Redis grow forever.
      removeOnComplete: { count: 100 },
      removeOnFail: { count: 1000 },
    };
  }

  async start(): Promise<void> {
    if (this.#started || this.#stopped) throw new Error('The job runner can only be started once');
    const { logger } = this.#options;
    const prefix = this.#options.prefix ?? DEFAULT_PREFIX;
    // BullMQ requires maxRetriesPerRequest: null for workers: a command waits for Redis to come
    // back instead of failing the job. Queue and QueueEvents share this connection; the worker
    // and QueueEvents make (and close) their own blocking duplicates of it.
    const connection = new Redis(this.#options.redisUrl, { maxRetriesPerRequest: null });
    connection.on('error', (error) => logger.warn({ err: error }, 'redis connection error'));
    const queue = new Queue(QUEUE_NAME, { connection, prefix, defaultJobOptions: this.#jobOptions });
    const queueEvents = new QueueEvents(QUEUE_NAME, { connection, prefix });
    const lockDuration = this.#options.lockDurationMs ?? 30_000;
    const worker = new Worker(QUEUE_NAME, (job) => this.#process(job), {
      connection,
      prefix,
      concurrency: 1,
      lockDuration,
      // A job whose worker died (its lock expired) is taken up again by the next check.
      stalledInterval: lockDuration,
      // Once: a job that makes its worker die twice is failed, not retried forever.
      maxStalledCount: 1,
    });
    queue.on('error', (error) => logger.error({ err: error }, 'job queue error'));
    queueEvents.on('error', (error) => logger.error({ err: error }, 'job queue events error'));
    worker.on('error', (error) => logger.error({ err: error }, 'job worker error'));
    worker.on('failed', (job, error) => this.#reportFailure(job, error));
    const scheduleCheck = setInterval(() => {
      this.#syncSchedulers(queue).catch((error) =>
        logger.warn({ err: error }, 'the job schedules could not be checked'),
      );
    }, this.#options.scheduleCheckMs ?? 60_000);
    scheduleCheck.unref();
    this.#started = { connection, queue, queueEvents, worker, scheduleCheck };
    try {
      await Promise.all([queue.waitUntilReady(), queueEvents.waitUntilReady(), worker.waitUntilReady()]);
      await this.#syncSchedulers(queue);
      // Unscheduled jobs are not expected to run, so they are never overdue.
      if (this.#options.scheduled !== false) {
        await this.#options.runLog?.registered(
          this.#options.jobs.map((job) => job.name),
          this.#clock(),
        );
        await this.#addStartRuns(queue);
      }
    } catch (error) {
      // A bad cron pattern, say: close what was opened, or it would keep the process alive.
      await this.stop();
      throw error;
    }
  }

  async runNow(name: string): Promise<void> {
    if (!this.#started || this.#stopped) throw new Error('The job runner is not running');
    const { queue, queueEvents } = this.#started;
    findJob(this.#options.jobs, name);
    const job = await queue.add(name, {});
    await job.waitUntilFinished(queueEvents);
  }

  async stop(): Promise<void> {
    if (this.#stopped) return;
    this.#stopped = true;
    const started = this.#started;
    if (!started) return;
    clearInterval(started.scheduleCheck);
    this.#stopping.abort(new Error('The job runner is stopping'));
    // The worker first: it stops fetching and waits for its running job.
    await started.worker.close();
    await started.queueEvents.close();
    await started.queue.close();
    await started.connection.quit();
  }

  /**
   * One scheduler per job, and none for jobs that no longer exist in the code. A scheduler that
   * already has this schedule and its next job waiting is left alone: several workers starting
   * at once would otherwise upsert it together, which has produced duplicate runs (bullmq#2876,
   * #3085). One whose next job is gone (lost in a Redis restart: bullmq#2151) is upserted again,
   * at start and at every check after.
   */
  async #syncSchedulers(queue: Queue): Promise<void> {
    const { jobs, logger } = this.#options;
    for (const job of this.#options.scheduled === false ? [] : jobs) {
      const wanted = repeatOptions(job.schedule);
      if (await this.#schedulerIsLive(queue, job.name, wanted)) continue;
      await queue.upsertJobScheduler(job.name, wanted, {
        name: job.name,
        data: {},
        opts: this.#jobOptions,
      });
    }
    const names = new Set(jobs.map((job) => job.name));
    for (const scheduler of await queue.getJobSchedulers()) {
      if (names.has(scheduler.key)) continue;
      await queue.removeJobScheduler(scheduler.key);
      logger.info({ job: scheduler.key }, 'removed the schedule of a job that no longer exists');
    }
  }

  async #schedulerIsLive(
    queue: Queue,
    name: string,
    wanted: ReturnType<typeof repeatOptions>,
  ): Promise<boolean> {
    const scheduler = await queue.getJobScheduler(name);
    if (!scheduler || typeof scheduler.next !== 'number') return false;
    const same =
      'pattern' in wanted
        ? scheduler.pattern === wanted.pattern && scheduler.tz === wanted.tz
        : scheduler.every === wanted.every;
    if (!same) return false;
    const next = await queue.getJob(`repeat:${name}:${scheduler.next}`);
    return next !== undefined;
  }

  #clock = (): Date => this.#options.clock?.() ?? new Date();

  /**
   * Replicas starting together add one start run between them: BullMQ keeps a job id once (until
   * the finished job is removed), and the id names the minute.
   */
  async #addStartRuns(queue: Queue): Promise<void> {
    const minute = new Date().toISOString().slice(0, 16).replace(':', '');
    for (const job of this.#options.jobs.filter((candidate) => candidate.runsAtStart)) {
      const data: RunData = { trigger: 'start' };
      await queue.add(job.name, data, { jobId: `start-${job.name}-${minute}` });
    }
  }

  async #process(bullJob: Job): Promise<void> {
    const { jobs, deps, logger, runLog } = this.#options;
    await executeJob({
      job: findJob(jobs, bullJob.name),
      deps,
      logger,
      signal: this.#stopping.signal,
      clock: this.#clock,
      runLog,
      // A scheduler's jobs carry its key; Run now adds a plain job, a start run says so.
      trigger: bullJob.repeatJobKey ? 'schedule' : ((bullJob.data as RunData).trigger ?? 'manual'),
      attempt: bullJob.attemptsMade + 1,
      logFields: { jobId: bullJob.id },
    });
  }

  /** BullMQ emits "failed" for every failed attempt; only the last one is an error. */
  #reportFailure(job: Job | undefined, error: Error): void {
    const attempts = job?.opts.attempts ?? 1;
    const attemptsMade = job?.attemptsMade ?? attempts;
    const fields = { err: error, job: job?.name, jobId: job?.id, attemptsMade, attempts };
    if (attemptsMade < attempts) this.#options.logger.warn(fields, 'job attempt failed; it will be retried');
    else this.#options.logger.error(fields, 'job failed');
  }
}
