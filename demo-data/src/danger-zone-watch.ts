import { dangerZoneVerdict } from '@seerat/contracts';
import type { PlannedCity } from './blueprint';
import type { TimelineItem } from './timeline';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The danger-zone job ran for the history's last year (it came with the portal's jobs). */
export const DANGER_ZONE_WATCH_DAYS = 365;
/** The nightly pass runs just after midnight UTC; the watch clears a flag a minute after a meeting. */
const NIGHTLY_PASS_MS = 5 * 60 * 1000;
const WATCH_DELAY_MS = 60 * 1000;

type Verdict = Extract<TimelineItem, { type: 'danger-zone-verdict' }>;

/**
 * The danger-zone job as the demo history has it: the timeline tells it each city's meetings, and
 * it answers the job's commands where the verdict changes (the nightly pass flags a city whose
 * last meeting is over 2 weeks old, the watch clears it a minute after it meets again). Only over
 * the watched days; before them nothing is recorded.
 */
export class DangerZoneWatch {
  readonly #firstDay: number;
  readonly #end: number;
  readonly #lastMeeting = new Map<PlannedCity, string>();
  readonly #flagged = new Set<PlannedCity>();

  /** Watches from the start of `firstWatchedDay` (days since 1970) until the history's `end`. */
  constructor(firstWatchedDay: number, end: Date) {
    this.#firstDay = firstWatchedDay;
    this.#end = end.getTime();
  }

  /** The nightly pass of `day`: a verdict for each founded city that has just gone silent. */
  nightlyPass(day: number, cities: readonly PlannedCity[]): Verdict[] {
    if (day < this.#firstDay) return [];
    const at = new Date(day * DAY_MS + NIGHTLY_PASS_MS);
    const verdicts: Verdict[] = [];
    for (const city of cities) {
      if (city.foundedAt >= at || this.#flagged.has(city)) continue;
      const lastMeetingDate = this.#lastMeeting.get(city) ?? null;
      // The command decides again with the city's status then; the timeline knows only meetings.
      if (!dangerZoneVerdict({ status: 'active', lastMeetingDate }, at).inDangerZone) continue;
      this.#flagged.add(city);
      verdicts.push({ type: 'danger-zone-verdict', city, inDangerZone: true, lastMeetingDate, at, seed: 0 });
    }
    return verdicts;
  }

  /** `city` held a meeting at `at`: a flagged city is cleared by the watch a minute later. */
  met(city: PlannedCity, at: Date): Verdict[] {
    const lastMeetingDate = at.toISOString().slice(0, 10);
    this.#lastMeeting.set(city, lastMeetingDate);
    if (!this.#flagged.delete(city)) return [];
    const clearedAt = new Date(Math.min(at.getTime() + WATCH_DELAY_MS, this.#end));
    return [
      { type: 'danger-zone-verdict', city, inDangerZone: false, lastMeetingDate, at: clearedAt, seed: 0 },
    ];
  }
}
