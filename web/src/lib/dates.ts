/**
 * Every date on screen is written the en-US way, whatever the browser's language.
 *
 * Days are written here without `Intl`, times with it. The first `Intl` object a page makes loads
 * the browser's locale data (35 to 50 ms here, four times as long on Lighthouse's phone), and the
 * dashboard's first paint shows days but no times (bench/RESULTS.md, "The dashboard's first paint
 * on a slow host"); so `Intl`'s formatters are made when a screen first formats a time.
 */
function enUs(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => {
    made ??= new Intl.DateTimeFormat('en-US', options);
    return made;
  };
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** `Jan` to `Dec`, as en-US writes a month short. */
export const SHORT_MONTH_NAMES = MONTH_NAMES.map((name) => name.slice(0, 3));

/** `Sunday, November 29, 2026`, in the viewer's time zone: `Intl`'s en-US full date. */
export function formatLongDate(date: Date): string {
  return `${WEEKDAYS[date.getDay()]}, ${MONTH_NAMES[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/**
 * `Jan 5, 2025`: `Intl`'s en-US medium date, of the day in the viewer's time zone or in UTC. An
 * invalid date is refused as `Intl` refuses it.
 */
function mediumDate(date: Date, zone: 'viewer' | 'utc'): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  const [year, month, day] =
    zone === 'utc'
      ? [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()]
      : [date.getFullYear(), date.getMonth(), date.getDate()];
  return `${SHORT_MONTH_NAMES[month]} ${day}, ${year}`;
}

/** `Jan 5, 2025` from an ISO timestamp or date. */
export function formatDate(isoDate: string): string {
  return mediumDate(new Date(isoDate), 'viewer');
}

/**
 * A `YYYY-MM-DD` day the en-US way. Read and written in UTC, so the day never shifts with the
 * viewer's time zone.
 */
export function formatCalendarDate(day: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : mediumDate(date, 'utc');
}

const clockTime = enUs({ timeStyle: 'short', timeZone: 'UTC' });

/**
 * A `HH:mm` clock time (a meeting's start) the en-US way, `2:30 PM`, as every time on screen is
 * written (events' times are `timeStyle: 'short'` too): `14:30` beside `10:00 AM` read as two
 * clocks. A text that is no clock time is shown as it is.
 */
export function formatClockTime(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  const date = new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])));
  return Number.isNaN(date.getTime()) ? time : clockTime().format(date);
}

const dateTime = enUs({ dateStyle: 'medium', timeStyle: 'medium' });

/** `Jan 5, 2025, 3:04:05 PM` from an ISO instant, in the viewer's own time zone. */
export function formatDateTime(instant: string): string {
  return dateTime().format(new Date(instant));
}
