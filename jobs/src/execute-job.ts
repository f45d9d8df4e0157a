import { randomUUID } from 'node:crypto';
import type { Logger } from '@seerat/platform';
import type { JobDefinition } from './job-definition';

export interface ExecuteJobInput<Deps> {
  job: JobDefinition<Deps>;
  deps: Deps;
  logger: Logger;
  signal: AbortSignal;
  /** Extra fields for the run's log lines (the BullMQ job id and attempt). */
  logFields?: Record<string, unknown>;
}

/**
 * One run of one job, the same in both runners: a tagged child logger and start and finish lines
 * with the duration. A failure is thrown on untouched: the runner decides to retry or report it.
 */
export async function executeJob<Deps>(input: ExecuteJobInput<Deps>): Promise<void> {
  const { job, deps, signal } = input;
  const logger = input.logger.child({ job: job.name, runId: randomUUID(), ...input.logFields });
  const startedAt = performance.now();
  logger.info('job started');
  await job.process({ logger, signal, deps });
  logger.info({ durationMs: Math.round(performance.now() - startedAt) }, 'job finished');
}
