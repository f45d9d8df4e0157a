import type { Logger } from '@seerat/platform';
import { BullmqJobRunner, type RetryPolicy } from './bullmq-job-runner';
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

export function createJobRunner<Deps>(options: CreateJobRunnerOptions<Deps>): JobRunner {
  const { redisUrl, jobs, deps, logger, prefix, retry, clock, runLog, scheduled } = options;
  if (redisUrl) {
    return new BullmqJobRunner({ redisUrl, jobs, deps, logger, prefix, retry, clock, runLog, scheduled });
  }
  return new InProcessJobRunner({ jobs, deps, logger, clock, runLog, scheduled });
}
