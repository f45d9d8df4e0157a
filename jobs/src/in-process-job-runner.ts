import type { JobRun } from '@seerat/contracts';
import type { Logger } from '@seerat/platform';
import { executeJob } from './execute-job';
import { checkJobDefinitions, findJob, type JobDefinition, type JobRunner } from './job-definition';
import type { JobRunLog } from './job-run-log';
import { nextDueTime } from './job-schedule';

export interface InProcessJobRunnerOptions<Deps> {
  jobs: readonly JobDefinition<Deps>[];
  deps: Deps;
  logger: Logger;
  /** The jobs' time (`Date` by default): tests move it. Due times follow the real clock. */
  clock?: () => Date;
  /** Where each run is recorded; none by default. */
  runLog?: JobRunLog;
  /** `false`: the jobs run only when asked (runNow); API tests must not see one fire. */
  scheduled?: boolean;
}

/** Node fires a setTimeout with a longer delay at once; longer waits are made of several timers. */
const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

interface JobSlot<Deps> {
  job: JobDefinition<Deps>;
  timer?: NodeJS.Timeout;
  /** This job's runs, chained one after another so two never overlap. Never rejects. */
  runs: Promise<void>;
  /** Runs started or waiting in the chain; a due time that finds one is skipped. */
  pending: number;
}

/**
 * Runs the jobs on timers in this process, for `npm start` without Redis. There is no retry:
 * a failed run is logged and the next due time tries again. A run that is still going when the
 * job is due again is not doubled; that due time is skipped.
 */
export class InProcessJobRunner<Deps> implements JobRunner {
  readonly #options: InProcessJobRunnerOptions<Deps>;
  readonly #slots: JobSlot<Deps>[];
  readonly #stopping = new AbortController();
  #state: 'new' | 'started' | 'stopped' = 'new';

  constructor(options: InProcessJobRunnerOptions<Deps>) {
    checkJobDefinitions(options.jobs);
    this.#options = options;
    this.#slots = options.jobs.map((job) => ({ job, runs: Promise.resolve(), pending: 0 }));
  }

  async start(): Promise<void> {
    if (this.#state !== 'new') throw new Error(`The job runner cannot start: it is already ${this.#state}`);
    const now = Date.now();
    // Unscheduled jobs are not expected to run, so they are never overdue.
    if (this.#options.scheduled !== false) {
      await this.#options.runLog?.registered(
        this.#slots.map((slot) => slot.job.name),
        this.#clock(),
      );
    }
    // Computed before anything is armed, so a bad cron pattern leaves no timer behind.
    const firstRuns = this.#slots.map((slot) => ({ slot, dueAt: nextDueTime(slot.job.schedule, now) }));
    this.#state = 'started';
    if (this.#options.scheduled === false) return;
    for (const { slot, dueAt } of firstRuns) this.#arm(slot, dueAt);
    for (const slot of this.#slots.filter((candidate) => candidate.job.runsAtStart)) {
      // The failure is already logged by #execute.
      this.#enqueue(slot, 'start').catch(() => undefined);
    }
  }

  async runNow(name: string): Promise<void> {
    if (this.#state !== 'started') throw new Error(`The job runner is not running (${this.#state})`);
    const job = findJob(this.#options.jobs, name);
    const slot = this.#slots.find((candidate) => candidate.job === job)!;
    return this.#enqueue(slot, 'manual');
  }

  async stop(): Promise<void> {
    if (this.#state === 'stopped') return;
    this.#state = 'stopped';
    for (const slot of this.#slots) clearTimeout(slot.timer);
    this.#stopping.abort(new Error('The job runner is stopping'));
    await Promise.all(this.#slots.map((slot) => slot.runs));
  }

  #arm(slot: JobSlot<Deps>, dueAt: number): void {
    const delay = Math.min(Math.max(dueAt - Date.now(), 0), MAX_TIMER_DELAY_MS);
    slot.timer = setTimeout(() => this.#onTimer(slot, dueAt), delay);
  }

  #onTimer(slot: JobSlot<Deps>, dueAt: number): void {
    if (this.#state !== 'started') return;
    if (Date.now() < dueAt) {
      this.#arm(slot, dueAt);
      return;
    }
    if (slot.pending > 0) {
      this.#options.logger.warn({ job: slot.job.name }, 'job is still running at its next due time; skipped');
    } else {
      // The failure is already logged by #execute; a scheduled run has nobody else to tell.
      this.#enqueue(slot, 'schedule').catch(() => undefined);
    }
    this.#arm(slot, nextDueTime(slot.job.schedule, Date.now()));
  }

  #enqueue(slot: JobSlot<Deps>, trigger: JobRun['trigger']): Promise<void> {
    slot.pending += 1;
    const run = slot.runs
      .then(() => this.#execute(slot.job, trigger))
      .finally(() => {
        slot.pending -= 1;
      });
    slot.runs = run.catch(() => undefined);
    return run;
  }

  #clock = (): Date => this.#options.clock?.() ?? new Date();

  async #execute(job: JobDefinition<Deps>, trigger: JobRun['trigger']): Promise<void> {
    const { deps, logger, runLog } = this.#options;
    try {
      await executeJob({
        job,
        deps,
        logger,
        signal: this.#stopping.signal,
        clock: this.#clock,
        runLog,
        trigger,
        attempt: 1,
      });
    } catch (error) {
      logger.error({ err: error, job: job.name }, 'job failed');
      throw error;
    }
  }
}
