import { randomUUID } from 'node:crypto';
import type { JobRun } from '@seerat/contracts';
import type { Logger } from '@seerat/platform';
import type { JobDefinition } from './job-definition';
import type { JobRunLog } from './job-run-log';

export interface ExecuteJobInput<Deps> {
  job: JobDefinition<Deps>;
  deps: Deps;
  logger: Logger;
  signal: AbortSignal;
  clock: () => Date;
  runLog?: JobRunLog;
  trigger: JobRun['trigger'];
  attempt: number;
  /** Extra fields for the run's log lines (the BullMQ job id). */
  logFields?: Record<string, unknown>;
}

/**
 * One run of one job, the same in both runners: a tagged child logger, start and finish lines
 * with the duration, and the run in the run history with what it changed or why it failed. A
 * failure is thrown on untouched: the runner decides to retry or report it.
 */
export async function executeJob<Deps>(input: ExecuteJobInput<Deps>): Promise<void> {
  const { job, deps, signal, clock, runLog, trigger, attempt } = input;
  const runId = randomUUID();
  const logger = input.logger.child({ job: job.name, runId, attempt, ...input.logFields });
  const startedAt = performance.now();
  const now = clock();
  logger.info('job started');
  const logged = await runLog?.started({ job: job.name, trigger, attempt, startedAt: now });
  try {
    const counts = (await job.process({ logger, signal, deps, now, runId })) ?? undefined;
    const durationMs = Math.round(performance.now() - startedAt);
    logger.info({ durationMs, ...counts }, 'job finished');
    if (logged !== undefined)
      await runLog?.finished(logged, {
        outcome: 'succeeded',
        finishedAt: finishedAt(now, durationMs),
        counts,
      });
  } catch (error) {
    const durationMs = Math.round(performance.now() - startedAt);
    if (logged !== undefined) {
      await runLog
        ?.finished(logged, {
          outcome: 'failed',
          finishedAt: finishedAt(now, durationMs),
          error: errorText(error),
        })
        .catch((logError) => logger.warn({ err: logError }, 'the failed run could not be recorded'));
    }
    throw error;
  }
}

/** The injected clock's start plus the measured duration: a moved clock keeps runs consistent. */
const finishedAt = (start: Date, durationMs: number) => new Date(start.getTime() + durationMs);

/** What an administrator reads of a failure: the message, bounded; the stack stays in the log. */
function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 500);
}
