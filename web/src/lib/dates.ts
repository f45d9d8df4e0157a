/** Every date on screen is written the en-US way, whatever the browser's language. */
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'full' });

export function formatLongDate(date: Date): string {
  return longDate.format(date);
}

const shortDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** `Jan 5, 2025` from an ISO timestamp or date. */
export function formatDate(isoDate: string): string {
  return shortDate.format(new Date(isoDate));
}

const calendarDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * A `YYYY-MM-DD` day the en-US way. Read and written in UTC, so the day never shifts with the
 * viewer's time zone.
 */
export function formatCalendarDate(day: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : calendarDate.format(date);
}

const clockTime = new Intl.DateTimeFormat('en-US', { timeStyle: 'short', timeZone: 'UTC' });

/**
 * A `HH:mm` clock time (a meeting's start) the en-US way, `2:30 PM`, as every time on screen is
 * written (events' times are `timeStyle: 'short'` too): `14:30` beside `10:00 AM` read as two
 * clocks. A text that is no clock time is shown as it is.
 */
export function formatClockTime(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  const date = new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])));
  return Number.isNaN(date.getTime()) ? time : clockTime.format(date);
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

/** `Jan 5, 2025, 3:04:05 PM` from an ISO instant, in the viewer's own time zone. */
export function formatDateTime(instant: string): string {
  return dateTime.format(new Date(instant));
}
