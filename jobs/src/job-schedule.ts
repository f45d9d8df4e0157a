import type { JobSchedule } from '@seerat/contracts';
import type { RepeatOptions } from 'bullmq';
import { CronExpressionParser } from 'cron-parser';

/** Cron patterns are read in UTC, like every day of the portal, whatever the server's zone. */
const TIME_ZONE = 'UTC';

/** The BullMQ repeat options of a schedule. */
export function repeatOptions(schedule: JobSchedule): Omit<RepeatOptions, 'key'> {
  return 'everyMs' in schedule ? { every: schedule.everyMs } : { pattern: schedule.pattern, tz: TIME_ZONE };
}

/**
 * Cron patterns are read by the parser BullMQ itself reads them with (the same version, as BullMQ's
 * default repeat strategy calls it), so both runners agree on when a job is due, without loading
 * BullMQ where nothing runs on it.
 */
export function nextDueTime(schedule: JobSchedule, now: number): number {
  if ('everyMs' in schedule) return now + schedule.everyMs;
  const dates = CronExpressionParser.parse(schedule.pattern, { currentDate: new Date(now), tz: TIME_ZONE });
  if (!dates.hasNext()) throw new Error(`The cron pattern "${schedule.pattern}" has no next time`);
  return dates.next().getTime();
}

/**
 * The longest wait between two due times over the next week (a pattern's gaps differ, such as
 * "weekdays at 9"): a job without success for twice this has missed a run. Every `/api/health`
 * asks it of every job; walking a week of due times takes milliseconds of CPU a pattern (it took
 * 100 ms a call when each due time parsed the pattern anew), so each pattern's answer is kept for
 * the UTC day it was worked out on: in UTC a pattern's gaps change at most with the calendar.
 */
export function scheduleIntervalMs(schedule: JobSchedule, from = Date.now()): number {
  if ('everyMs' in schedule) return schedule.everyMs;
  const day = Math.floor(from / DAY_MS);
  const kept = keptIntervals.get(schedule.pattern);
  if (kept?.day === day) return kept.intervalMs;
  const intervalMs = longestGapOverAWeek(schedule.pattern, from);
  keptIntervals.set(schedule.pattern, { day, intervalMs });
  return intervalMs;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const keptIntervals = new Map<string, { day: number; intervalMs: number }>();

function longestGapOverAWeek(pattern: string, from: number): number {
  const weekLater = from + 7 * DAY_MS;
  const dates = CronExpressionParser.parse(pattern, { currentDate: new Date(from), tz: TIME_ZONE });
  let longest = 0;
  let due = dates.next().getTime();
  // A minute pattern has 10,080 due times a week; 200 gaps show its interval as well.
  for (let gaps = 0; gaps < 200 && due < weekLater && dates.hasNext(); gaps++) {
    const next = dates.next().getTime();
    longest = Math.max(longest, next - due);
    due = next;
  }
  return longest;
}

/** A schedule as the Background Jobs tab shows it. */
export function describeSchedule(schedule: JobSchedule): string {
  if ('pattern' in schedule) return `${schedule.pattern} (cron, UTC)`;
  const minutes = schedule.everyMs / 60_000;
  return Number.isInteger(minutes) ? `every ${minutes} minutes` : `every ${schedule.everyMs} ms`;
}
