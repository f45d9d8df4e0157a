/**
 * The background jobs as administrators see them: the Background Jobs tab of the Admin Panel
 * (`GET /api/background-jobs`) and the `jobs` part of `/api/health`.
 */

export const JOB_RUN_OUTCOMES = ['running', 'succeeded', 'failed'] as const;
export type JobRunOutcome = (typeof JOB_RUN_OUTCOMES)[number];

/** What a run of the danger-zone jobs changed; other jobs report what they count. */
export interface JobRunCounts {
  flagged?: number;
  cleared?: number;
  [count: string]: number | undefined;
}

/** One attempt of a job: a retried run is one row per attempt. */
export interface JobRun {
  id: number;
  job: string;
  /** `schedule` (its due time), `manual` (Run now). */
  trigger: 'schedule' | 'manual';
  attempt: number;
  startedAt: string;
  finishedAt: string | null;
  durationMs: number | null;
  outcome: JobRunOutcome;
  counts: JobRunCounts;
  error: string | null;
}

export interface BackgroundJobStatus {
  name: string;
  description: string;
  /** The cron pattern (UTC) or "every N minutes", as written in the job's definition. */
  schedule: string;
  /** The longest wait between two due times: a job without success for twice this is overdue. */
  intervalMs: number;
  nextRunAt: string | null;
  lastSucceededAt: string | null;
  /** Succeeded within twice its interval (or has not been due twice since the portal started). */
  healthy: boolean;
  runs: JobRun[];
}

/** How many of a job's newest runs the tab and health show. */
export const JOB_RUNS_SHOWN = 10;
