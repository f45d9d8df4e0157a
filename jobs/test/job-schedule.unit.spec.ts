import { defaultRepeatStrategy } from 'bullmq';
import { CronExpressionParser } from 'cron-parser';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextDueTime, scheduleIntervalMs } from '../src/job-schedule';

const PATTERNS = ['*/5 * * * *', '0 9 * * 1-5', '30 2 1 * *', '0 0 29 2 *', '15 */3 * * *', '0 0 * * 0'];

describe('nextDueTime', () => {
  it('agrees with BullMQ on when a cron job is next due, so both runners run it alike', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PATTERNS),
        fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 0, 1) }),
        (pattern, now) => {
          expect(nextDueTime({ pattern }, now)).toBe(defaultRepeatStrategy(now, { pattern, tz: 'UTC' }));
        },
      ),
    );
  });

  it('adds the interval to a job that runs every so many milliseconds', () => {
    expect(nextDueTime({ everyMs: 60_000 }, 1_000)).toBe(61_000);
  });
});

describe('scheduleIntervalMs', () => {
  const HOUR = 60 * 60 * 1000;
  const DAY = 24 * HOUR;
  // A Wednesday, noon UTC: each case gets a day of its own, so none finds another's answer kept.
  const wednesday = Date.UTC(2026, 10, 25, 12);

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    ['*/5 * * * *', 0, 5 * 60 * 1000],
    ['15 */3 * * *', 7, 3 * HOUR],
    ['0 9 * * 1-5', 14, 3 * DAY],
    ['0 0 * * 0', 21, 7 * DAY],
  ])('is the longest wait between two due times of %s over a week', (pattern, weeksLater, expected) => {
    expect(scheduleIntervalMs({ pattern }, wednesday + weeksLater * 7 * DAY)).toBe(expected);
  });

  it('reads a pattern once a day, however often health asks', () => {
    const parse = vi.spyOn(CronExpressionParser, 'parse');
    const schedule = { pattern: '23 */6 * * *' };
    for (let minute = 0; minute < 3; minute++) {
      expect(scheduleIntervalMs(schedule, wednesday + minute * 60_000)).toBe(6 * HOUR);
    }
    expect(parse).toHaveBeenCalledTimes(1);
    expect(scheduleIntervalMs(schedule, wednesday + DAY)).toBe(6 * HOUR);
    expect(parse).toHaveBeenCalledTimes(2);
  });

  it('is the interval of a job that runs every so many milliseconds', () => {
    expect(scheduleIntervalMs({ everyMs: 90_000 })).toBe(90_000);
  });
});
