/** Every date on screen is written the en-US way, whatever the browser's language. */
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'full' });

export function formatLongDate(date: Date): string {
  return longDate.format(date);
}
