import { defaultRepeatStrategy } from 'bullmq';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextDueTime } from '../src/job-schedule';

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
