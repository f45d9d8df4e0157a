import { SHORT_MONTH_NAMES } from './dates';

/**
 * `2026-03` as `Mar 2026`, the en-US way, whatever the viewer's time zone (without `Intl`, as
 * `dates.ts` writes days: the dashboard's activity figures show it at first paint).
 */
export function monthLabel(month: string): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return month;
  return `${SHORT_MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
