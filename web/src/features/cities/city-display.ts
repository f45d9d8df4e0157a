import { type City, DEFAULT_MAJLIS_DAY, DEFAULT_MAJLIS_TIME } from '@seerat/contracts';
import { formatCalendarDate } from '../../lib/dates';

/**
 * How the city page words a city's facts (spec section 2, City detail). Pure, so the rules are
 * tested without a browser.
 */

/** The parent's name; a city with sub-cities is a parent itself; otherwise the city answers for itself. */
export function responsibleCityText(city: Pick<City, 'name' | 'parentCityName' | 'subCityCount'>): string {
  if (city.parentCityName) return city.parentCityName;
  if (city.subCityCount > 0) return 'This is a Parent City';
  return city.name;
}

/** The Islahi Majlis (majlis zikr): its day and time when it runs. */
export function islahiMajlisText(
  city: Pick<City, 'majlisZikrCheck' | 'majlisZikrDay' | 'majlisZikrTime'>,
): string {
  if (!city.majlisZikrCheck) return 'Not Active';
  return `${city.majlisZikrDay ?? DEFAULT_MAJLIS_DAY} at ${city.majlisZikrTime ?? DEFAULT_MAJLIS_TIME}`;
}

/** Shabeer-e-Tazkia: when it last took place, else whether it runs at all. */
export function shabeerTazkiaText(city: Pick<City, 'shabetazkiaCheck' | 'shabetazkiaLastDate'>): string {
  if (city.shabetazkiaLastDate) return formatCalendarDate(city.shabetazkiaLastDate);
  return city.shabetazkiaCheck ? 'Active' : 'Not Active';
}
