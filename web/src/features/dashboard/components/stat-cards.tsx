import { Building2, CircleCheck, Gauge, MapPinned, Siren, Users } from 'lucide-react';
import { StatCard } from '../../../components/cards/stat-card';
import { BlockError } from '../../../components/ui/query-states';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { averagePerformanceShown } from '../performance-emoji';

/** The dashboard's numbers, counted over the user's scope by the read side. */
export function StatCards() {
  const statsQuery = useDashboardStats();
  if (statsQuery.isError) {
    return (
      <BlockError
        title="Failed to fetch dashboard stats"
        error={statsQuery.error}
        onRetry={() => void statsQuery.refetch()}
      />
    );
  }
  const stats = statsQuery.data;
  // While loading, the cards keep their place with a dash, so nothing jumps when the numbers come.
  const show = (value: number | undefined) => value ?? '–';
  const performance = stats && averagePerformanceShown(stats);
  return (
    <div
      aria-busy={statsQuery.isPending}
      className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 2xl:grid-cols-6"
    >
      <StatCard label="Total Zones" value={show(stats?.totalZones)} icon={<MapPinned className="size-5" />} />
      <StatCard
        label="Active Cities"
        value={show(stats?.activeCities)}
        icon={<CircleCheck className="size-5" />}
        hint={stats && `of ${stats.totalCities} ${stats.totalCities === 1 ? 'city' : 'cities'}`}
      />
      <StatCard label="Total Circles" value={show(stats?.totalCircles)} icon={<Users className="size-5" />} />
      <StatCard
        label="Average Performance"
        value={
          performance ? (
            <>
              {performance.percent}%{' '}
              <span role="img" aria-label="performance">
                {performance.emoji}
              </span>
            </>
          ) : (
            '–'
          )
        }
        icon={<Gauge className="size-5" />}
        hint={stats && !performance ? 'No cities yet' : 'Active cities running circles'}
      />
      <StatCard
        label="Total Cities"
        value={show(stats?.totalCities)}
        icon={<Building2 className="size-5" />}
      />
      <StatCard
        label="Danger Zone Cities"
        value={show(stats?.dangerZoneCities)}
        icon={<Siren className="size-5" />}
        hint="No meetings in the last 2 weeks"
      />
    </div>
  );
}
