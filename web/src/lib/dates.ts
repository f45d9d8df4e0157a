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

const calendarDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** `2025-03-01` as `Mar 1, 2025`, read as a calendar day (never shifted by the time zone). */
export function formatDay(day: string): string {
  return calendarDay.format(new Date(`${day}T00:00:00Z`));
}
