import type { DangerZoneCity } from '@seerat/contracts';
import { formatCalendarDate } from '../../../lib/dates';

/** How long a danger-zone city has been silent, in words. */
export function silenceText(city: Pick<DangerZoneCity, 'lastMeetingDate' | 'daysSinceLastMeeting'>): string {
  if (city.lastMeetingDate === null || city.daysSinceLastMeeting === null) return 'No meetings yet';
  const days = city.daysSinceLastMeeting;
  return `${days} ${days === 1 ? 'day' : 'days'} since the last meeting (${formatCalendarDate(city.lastMeetingDate)})`;
}
