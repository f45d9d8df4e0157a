import type { Knex, Logger } from '@seerat/platform';
import type { JobRunner } from './job-definition';
import { JOB_RUN_REQUESTS_TABLE } from './job-run-log';

/** An administrator's Run now, left for whichever jobs process takes it first. */
export async function requestJobRun(knex: Knex, job: string, requestedBy: string): Promise<void> {
  await knex(JOB_RUN_REQUESTS_TABLE).insert({ job, requested_by: requestedBy });
}

/**
 * Takes the Run now requests from PostgreSQL and runs them on this process's runner. The API
 * that accepts Run now may be another process than the jobs' (and without Redis there is no
 * queue it could add to), so the request goes through the database, which every part shares.
 * A request is deleted by the one poller that locks it (SKIP LOCKED): two workers never both run
 * it. A run that fails is in the run history; nobody waits for it here.
 */
export function watchJobRunRequests(options: {
  knex: Knex;
  runner: JobRunner;
  logger: Logger;
  pollMs?: number;
}): { stop(): Promise<void> } {
  const { knex, runner, logger } = options;
  let polling: Promise<void> = Promise.resolve();
  let stopped = false;
  const poll = async () => {
    while (!stopped) {
      const claimed = await knex.transaction(async (trx) => {
        const row = await trx(JOB_RUN_REQUESTS_TABLE)
          .select('id', 'job')
          .orderBy('id')
          .forUpdate()
          .skipLocked()
          .first();
        if (row) await trx(JOB_RUN_REQUESTS_TABLE).where('id', row.id).delete();
        return row as { id: string; job: string } | undefined;
      });
      if (!claimed) return;
      logger.info({ job: claimed.job }, 'run now requested');
      runner
        .runNow(claimed.job)
        .catch((error) => logger.warn({ err: error, job: claimed.job }, 'requested run failed'));
    }
  };
  const timer = setInterval(() => {
    polling = polling
      .then(poll)
      .catch((error) => logger.warn({ err: error }, 'run requests could not be read'));
  }, options.pollMs ?? 2000);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await polling;
    },
  };
}
