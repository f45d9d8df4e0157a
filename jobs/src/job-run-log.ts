import type { JobRun, JobRunCounts, JobRunOutcome } from '@seerat/contracts';
import type { Knex } from '@seerat/platform';

/**
 * The history of the jobs' runs, kept in PostgreSQL by whichever runner ran them (BullMQ keeps
 * its failed jobs too, but only while Redis does, and the in-process runner keeps nothing), and
 * the Run now requests of the Admin Panel. Operational records, not domain events: a run
 * changes nothing of the organisation by itself; its commands record what changed.
 */
export const JOB_RUNS_TABLE = 'platform.job_runs';
export const JOB_RUN_REQUESTS_TABLE = 'platform.job_run_requests';
/** A schedule's first registration: a job never run is overdue only twice its interval after it. */
export const JOB_SCHEDULES_TABLE = 'platform.job_schedules';

/** Runs kept per job: the watch runs every minute, so the oldest are pruned as new ones start. */
const RUNS_KEPT_PER_JOB = 200;

export async function migrateJobRunLog(knex: Knex): Promise<void> {
  await knex.raw('CREATE SCHEMA IF NOT EXISTS platform');
  await knex.raw(`
    CREATE TABLE IF NOT EXISTS ${JOB_RUNS_TABLE} (
      id bigserial PRIMARY KEY,
      job text NOT NULL,
      trigger text NOT NULL,
      attempt integer NOT NULL,
      started_at timestamptz NOT NULL,
      finished_at timestamptz,
      outcome text NOT NULL,
      counts jsonb NOT NULL DEFAULT '{}',
      error text
    )`);
  await knex.raw(`CREATE INDEX IF NOT EXISTS job_runs_job ON ${JOB_RUNS_TABLE} (job, id DESC)`);
  await knex.raw(`
    CREATE TABLE IF NOT EXISTS ${JOB_RUN_REQUESTS_TABLE} (
      id bigserial PRIMARY KEY,
      job text NOT NULL,
      requested_by text NOT NULL,
      requested_at timestamptz NOT NULL DEFAULT now()
    )`);
  await knex.raw(`
    CREATE TABLE IF NOT EXISTS ${JOB_SCHEDULES_TABLE} (
      job text PRIMARY KEY,
      registered_at timestamptz NOT NULL
    )`);
}

export interface JobRunStart {
  job: string;
  trigger: JobRun['trigger'];
  attempt: number;
  startedAt: Date;
}

export interface JobRunLog {
  /** The runner registered these schedules (kept from their first registration). */
  registered(jobs: readonly string[], at: Date): Promise<void>;
  started(run: JobRunStart): Promise<number>;
  finished(
    runId: number,
    end: {
      outcome: Exclude<JobRunOutcome, 'running'>;
      finishedAt: Date;
      counts?: JobRunCounts;
      error?: string;
    },
  ): Promise<void>;
}

export function postgresJobRunLog(knex: Knex): JobRunLog {
  return {
    async registered(jobs, at) {
      if (jobs.length === 0) return;
      await knex(JOB_SCHEDULES_TABLE)
        .insert(jobs.map((job) => ({ job, registered_at: at })))
        .onConflict('job')
        .ignore();
    },
    async started(run) {
      const [row] = await knex(JOB_RUNS_TABLE)
        .insert({
          job: run.job,
          trigger: run.trigger,
          attempt: run.attempt,
          started_at: run.startedAt,
          outcome: 'running',
        })
        .returning('id');
      const oldestKept = knex(JOB_RUNS_TABLE)
        .select('id')
        .where('job', run.job)
        .orderBy('id', 'desc')
        .offset(RUNS_KEPT_PER_JOB - 1)
        .limit(1);
      await knex(JOB_RUNS_TABLE).where('job', run.job).andWhere('id', '<', oldestKept).delete();
      return Number(row.id);
    },
    async finished(runId, end) {
      await knex(JOB_RUNS_TABLE)
        .where('id', runId)
        .update({
          outcome: end.outcome,
          finished_at: end.finishedAt,
          counts: JSON.stringify(end.counts ?? {}),
          error: end.error ?? null,
        });
    },
  };
}
