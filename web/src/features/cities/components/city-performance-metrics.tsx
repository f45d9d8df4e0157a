import { type City, daysBetween } from '@seerat/contracts';
import {
  BookOpen,
  CalendarClock,
  CalendarDays,
  CircleDot,
  GraduationCap,
  Landmark,
  UserCheck,
  Users,
} from 'lucide-react';
import { StatCard } from '../../../components/cards/stat-card';
import { useGatheringActivity } from '../../../lib/queries/get-gathering-activity';

/**
 * The city's numbers. The events ones are computed from the city's approved events that have
 * started (N/A when it has had none, or for a viewer who may not read its events). The days since
 * the last meeting count from the newest meeting that took place (N/A when the city never met).
 */
export function CityPerformanceMetrics({ city, canReadEvents }: { city: City; canReadEvents: boolean }) {
  const { data: activity } = useGatheringActivity({ cityId: city.id }, canReadEvents);
  return (
    <section aria-labelledby="city-metrics-heading">
      <h2 id="city-metrics-heading" className="mb-3 text-base font-semibold text-slate-900">
        Performance Metrics
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard label="Majlis Members" value={city.majlisMembers} icon={<Users className="size-5" />} />
        <StatCard label="Active Circles" value={city.activeCircles} icon={<CircleDot className="size-5" />} />
        <StatCard label="Ulma Count" value={city.ulmaCount} icon={<GraduationCap className="size-5" />} />
        <StatCard label="Murabbi Count" value={city.murabbiCount} icon={<UserCheck className="size-5" />} />
        <StatCard
          label="Events (Last 3 Months)"
          value={activity?.eventsLast3Months ?? 'N/A'}
          icon={<CalendarDays className="size-5" />}
        />
        <StatCard
          label="Days since last Event"
          value={activity?.daysSinceLastEvent ?? 'N/A'}
          icon={<CalendarClock className="size-5" />}
        />
        <StatCard
          label="Days since last Meeting"
          value={city.lastMeetingDate === null ? 'N/A' : daysSince(city.lastMeetingDate)}
          icon={<BookOpen className="size-5" />}
        />
        <StatCard label="Masjid Count" value={city.masjidCount} icon={<Landmark className="size-5" />} />
      </div>
    </section>
  );
}

/** Whole days from a calendar day to today (UTC, as the server counts days). */
function daysSince(day: string): number {
  return daysBetween(day, new Date().toISOString().slice(0, 10));
}
