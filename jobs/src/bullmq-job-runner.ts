import type { Logger } from '@seerat/platform';
import { type Job, type JobsOptions, Queue, QueueEvents, type RepeatOptions, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { executeJob } from './execute-job';
import {
  checkJobDefinitions,
  findJob,
  type JobDefinition,
  type JobRunner,
  type JobSchedule,
} from './job-definition';

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
}

const QUEUE_NAME = 'jobs';
const DEFAULT_PREFIX = 'seerat';
const DEFAULT_RETRY: RetryPolicy = { attempts: 3, backoffMs: 10_000 };

interface Started {
  connection: Redis;
  queue: Queue;
  queueEvents: QueueEvents;
  worker: Worker;
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
    const worker = new Worker(QUEUE_NAME, (job) => this.#process(job), {
      connection,
      prefix,
      concurrency: 1,
    });
    queue.on('error', (error) => logger.error({ err: error }, 'job queue error'));
    queueEvents.on('error', (error) => logger.error({ err: error }, 'job queue events error'));
    worker.on('error', (error) => logger.error({ err: error }, 'job worker error'));
    worker.on('failed', (job, error) => this.#reportFailure(job, error));
    this.#started = { connection, queue, queueEvents, worker };
    try {
      await Promise.all([queue.waitUntilReady(), queueEvents.waitUntilReady(), worker.waitUntilReady()]);
      await this.#syncSchedulers(queue);
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
    this.#stopping.abort(new Error('The job runner is stopping'));
    // The worker first: it stops fetching and waits for its running job.
    await started.worker.close();
    await started.queueEvents.close();
    await started.queue.close();
    await started.connection.quit();
  }

  /** One scheduler per job, and none for jobs that no longer exist in the code. */
  async #syncSchedulers(queue: Queue): Promise<void> {
    const { jobs, logger } = this.#options;
    for (const job of jobs) {
      await queue.upsertJobScheduler(job.name, repeatOptions(job.schedule), {
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

  async #process(bullJob: Job): Promise<void> {
    const { jobs, deps, logger } = this.#options;
    await executeJob({
      job: findJob(jobs, bullJob.name),
      deps,
      logger,
      signal: this.#stopping.signal,
      logFields: { jobId: bullJob.id, attempt: bullJob.attemptsMade + 1 },
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

function repeatOptions(schedule: JobSchedule): Omit<RepeatOptions, 'key'> {
  return 'everyMs' in schedule ? { every: schedule.everyMs } : { pattern: schedule.pattern };
}
