import { z } from 'zod';

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

export type JobTrigger = 'schedule' | 'manual' | 'start';

/** One attempt of a job: a retried run is one row per attempt. */
export interface JobRun {
  id: number;
  job: string;
  /** `schedule` (its due time), `manual` (Run now), `start` (the portal started). */
  trigger: JobTrigger;
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

/** When a job runs: on a cron pattern (minute precision, UTC) or every fixed interval. */
export type JobSchedule = { pattern: string } | { everyMs: number };

export interface BackgroundJobEntry {
  description: string;
  schedule: JobSchedule;
  /** Also runs once when the job runner starts, so what it computes is never an hour late. */
  runsAtStart?: boolean;
}

/**
 * The portal's background jobs: their names (the BullMQ scheduler ids), what they do as the
 * Background Jobs tab says it, and their schedules. Cron patterns, not `every`: BullMQ's `every`
 * schedules have been stopped by a second instance upserting them (bullmq#3262).
 */
export const BACKGROUND_JOBS = {
  'danger-zone-pass': {
    description:
      'Flags the cities with no meetings in the last 2 weeks and clears those that met again. Hourly; the midnight run is the nightly full pass, when the day that decides turns.',
    schedule: { pattern: '0 * * * *' },
    // Without it, a portal started at 10:05 shows no danger-zone city until 11:00 beside
    // "Cities with recent meetings" counted from the same facts.
    runsAtStart: true,
  },
  'danger-zone-watch': {
    description: 'Clears the flag of danger-zone cities that recorded a meeting, within a minute.',
    schedule: { pattern: '* * * * *' },
  },
  'publish-chain-digest': {
    description:
      'Verifies the hash chain of the event log and publishes its digest outside the database, every 6 hours.',
    schedule: { pattern: '23 */6 * * *' },
  },
  'purge-expired-sessions': {
    description: 'Deletes the sessions past their idle or absolute timeout.',
    schedule: { pattern: '17 * * * *' },
  },
} as const satisfies Record<string, BackgroundJobEntry>;
export type BackgroundJobName = keyof typeof BACKGROUND_JOBS;
export const BACKGROUND_JOB_NAMES = Object.keys(BACKGROUND_JOBS) as BackgroundJobName[];

/** `POST /api/background-jobs/:name/runs` (Run now): the job by its name. */
export const backgroundJobParams = z.object({
  name: z.enum(BACKGROUND_JOB_NAMES as [BackgroundJobName, ...BackgroundJobName[]], 'No such background job'),
});
