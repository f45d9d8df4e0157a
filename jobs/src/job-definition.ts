import type { JobRunCounts, JobSchedule } from '@seerat/contracts';
import type { Logger } from '@seerat/platform';

export type { JobSchedule };

export interface JobContext<Deps> {
  /** A child of the runner's logger, tagged with the job's name and run id. */
  logger: Logger;
  /** Aborted when the runner stops: finish the command in flight, then return. */
  signal: AbortSignal;
  /** What the job acts through (the command dispatcher, as the System user). */
  deps: Deps;
  /** The run's time from the runner's injected clock: tests move it instead of waiting. */
  now: Date;
  /** Names this run in the log; a job's commands carry it as their correlation id. */
  runId: string;
}

/**
 * A piece of timed work. Jobs act only through commands, so a run that is retried or repeated
 * must be harmless: the commands it sends decide whether anything changes.
 */
export interface JobDefinition<Deps> {
  /** Unique among the runner's jobs; also the BullMQ job name and scheduler id. */
  name: string;
  schedule: JobSchedule;
  /** Also runs once as the runner starts (unless it runs only when asked). */
  runsAtStart?: boolean;
  /** Answers what the run changed (kept in the run history), or nothing. */
  process(context: JobContext<Deps>): Promise<JobRunCounts | undefined> | Promise<void>;
}

/** Both runners (BullMQ and in-process) behave the same through this interface. */
export interface JobRunner {
  /** Registers the schedules and starts taking work. */
  start(): Promise<void>;
  /** Runs the named job once, now; resolves when it finished and rejects when it failed for good. */
  runNow(name: string): Promise<void>;
  /** Stops taking work, aborts the running jobs' signal and waits for them to return. */
  stop(): Promise<void>;
}

/** Fails fast on definitions no runner could honour. */
export function checkJobDefinitions(jobs: readonly JobDefinition<unknown>[]): void {
  const seen = new Set<string>();
  for (const job of jobs) {
    if (job.name.trim() === '') throw new Error('A job needs a name');
    if (seen.has(job.name)) throw new Error(`Two jobs are named "${job.name}"`);
    seen.add(job.name);
    if ('everyMs' in job.schedule && !(Number.isInteger(job.schedule.everyMs) && job.schedule.everyMs > 0)) {
      throw new Error(`Job "${job.name}": everyMs must be a positive whole number of milliseconds`);
    }
  }
}

export function findJob<Deps>(jobs: readonly JobDefinition<Deps>[], name: string): JobDefinition<Deps> {
  const job = jobs.find((candidate) => candidate.name === name);
  if (!job) throw new Error(`No job is named "${name}"`);
  return job;
}
