import { BACKGROUND_JOBS, type BackgroundJobStatus, JOB_RUNS_SHOWN, type JobRun } from '@seerat/contracts';
import type { Knex } from '@seerat/platform';
import { JOB_RUNS_TABLE, JOB_SCHEDULES_TABLE } from './job-run-log';
import { describeSchedule, nextDueTime, scheduleIntervalMs } from './job-schedule';

interface RunRow {
  id: string;
  job: string;
  trigger: JobRun['trigger'];
  attempt: number;
  started_at: Date;
  finished_at: Date | null;
  outcome: JobRun['outcome'];
  counts: JobRun['counts'];
  error: string | null;
}

/**
 * Each job of the catalogue with its schedule, next due time, newest runs and whether it is
 * healthy: it succeeded within twice its interval, or its schedule is younger than that. What the
 * Background Jobs tab shows and what `/api/health` reports degraded on.
 */
export async function readJobStatuses(knex: Knex, now: Date): Promise<BackgroundJobStatus[]> {
  const names = Object.keys(BACKGROUND_JOBS);
  const [runs, successes, schedules] = await Promise.all([
    knex
      .select('*')
      .from(
        knex(JOB_RUNS_TABLE)
          .select('*', knex.raw('row_number() OVER (PARTITION BY job ORDER BY id DESC) AS n'))
          .whereIn('job', names)
          .as('r'),
      )
      .where('n', '<=', JOB_RUNS_SHOWN)
      .orderBy('id', 'desc') as Promise<RunRow[]>,
    knex(JOB_RUNS_TABLE)
      .select('job')
      .max({ at: 'finished_at' })
      .where('outcome', 'succeeded')
      .whereIn('job', names)
      .groupBy('job') as Promise<{ job: string; at: Date }[]>,
    knex(JOB_SCHEDULES_TABLE).select('job', 'registered_at').whereIn('job', names) as Promise<
      { job: string; registered_at: Date }[]
    >,
  ]);
  const lastSuccess = new Map(successes.map((row) => [row.job, row.at]));
  const registered = new Map(schedules.map((row) => [row.job, row.registered_at]));
  return Object.entries(BACKGROUND_JOBS).map(([name, { description, schedule }]) => {
    const intervalMs = scheduleIntervalMs(schedule, now.getTime());
    const succeeded = lastSuccess.get(name) ?? null;
    const since = succeeded ?? registered.get(name) ?? null;
    return {
      name,
      description,
      schedule: describeSchedule(schedule),
      intervalMs,
      nextRunAt: new Date(nextDueTime(schedule, now.getTime())).toISOString(),
      lastSucceededAt: succeeded?.toISOString() ?? null,
      // Never registered: no jobs process has started yet, which health reports elsewhere.
      healthy: since === null || now.getTime() - since.getTime() <= 2 * intervalMs,
      runs: runs.filter((row) => row.job === name).map(runOf),
    };
  });
}

function runOf(row: RunRow): JobRun {
  return {
    id: Number(row.id),
    job: row.job,
    trigger: row.trigger,
    attempt: row.attempt,
    startedAt: row.started_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
    durationMs: row.finished_at ? row.finished_at.getTime() - row.started_at.getTime() : null,
    outcome: row.outcome,
    counts: row.counts,
    error: row.error,
  };
}
