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
