import type { City } from '@seerat/contracts';
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
import { useGatheringActivity } from '../../gatherings/api/get-gathering-activity';

/**
 * The city's numbers. The events ones are computed from the city's approved events that have
 * started (N/A when it has had none, or for a viewer who may not read its events); meetings arrive
 * with their own feature, so the days since the last meeting are not known yet.
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
        <StatCard label="Days since last Meeting" value="N/A" icon={<BookOpen className="size-5" />} />
        <StatCard label="Masjid Count" value={city.masjidCount} icon={<Landmark className="size-5" />} />
      </div>
    </section>
  );
}
