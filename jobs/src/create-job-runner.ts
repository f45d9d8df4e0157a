import type { Logger } from '@seerat/platform';
import type { RetryPolicy } from './bullmq-job-runner';
import { InProcessJobRunner } from './in-process-job-runner';
import type { JobDefinition, JobRunner } from './job-definition';
import type { JobRunLog } from './job-run-log';

export interface CreateJobRunnerOptions<Deps> {
  /** Set: BullMQ on this Redis. Unset: timers in this process. */
  redisUrl?: string;
  jobs: readonly JobDefinition<Deps>[];
  deps: Deps;
  logger: Logger;
  /** BullMQ only: the Redis key prefix. */
  prefix?: string;
  /** BullMQ only: attempts and backoff of a failing job. */
  retry?: RetryPolicy;
  clock?: () => Date;
  runLog?: JobRunLog;
  /** `false`: only runNow runs the jobs. */
  scheduled?: boolean;
}

/**
 * BullMQ is loaded only when it runs the jobs: the processes that merely read the jobs' state (the
 * read API) or run them in process never hold it.
 */
export async function createJobRunner<Deps>(options: CreateJobRunnerOptions<Deps>): Promise<JobRunner> {
  const { redisUrl, jobs, deps, logger, prefix, retry, clock, runLog, scheduled } = options;
  if (redisUrl) {
    const { BullmqJobRunner } = await import('./bullmq-job-runner');
    return new BullmqJobRunner({ redisUrl, jobs, deps, logger, prefix, retry, clock, runLog, scheduled });
  }
  return new InProcessJobRunner({ jobs, deps, logger, clock, runLog, scheduled });
}
