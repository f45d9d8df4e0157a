import type { DangerZoneCity } from '@seerat/contracts';
import { Link } from '@tanstack/react-router';
import { silenceText } from './silence-text';

/** One danger-zone city: its name and zone, and how long it has not met; opens the city's page. */
export function DangerZoneCityRow({
  city,
  showZone = true,
}: {
  city: Pick<DangerZoneCity, 'cityId' | 'cityName' | 'zoneName' | 'lastMeetingDate' | 'daysSinceLastMeeting'>;
  showZone?: boolean;
}) {
  return (
    <Link
      to="/cities/$cityId"
      params={{ cityId: city.cityId }}
      className="grid gap-0.5 rounded-lg border border-red-200 bg-red-50/40 px-3 py-2.5 transition hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <span className="flex items-baseline justify-between gap-3">
        <span className="min-w-0 truncate font-medium text-slate-900">{city.cityName}</span>
        {showZone && <span className="shrink-0 truncate text-sm text-slate-600">{city.zoneName}</span>}
      </span>
      <span className="text-sm text-red-800">{silenceText(city)}</span>
    </Link>
  );
}
