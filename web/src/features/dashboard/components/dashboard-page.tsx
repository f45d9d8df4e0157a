import { Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClassNames } from '../../../components/ui/button';
import { formatLongDate } from '../../../lib/dates';
import { useCurrentUser } from '../../../lib/queries/get-current-user';
import { useDashboardAccess } from '../dashboard-access';
import { ActivityChart } from './activity-chart';
import { CampusReadinessChart } from './campus-readiness-chart';
import { CirclesByZoneChart } from './circles-by-zone-chart';
import { CityActivityPanel } from './city-activity-panel';
import { CityPerformanceList } from './city-performance-list';
import { PotentialCampusList } from './potential-campus-list';
import { StatCards } from './stat-cards';
import { ZonePerformanceChart } from './zone-performance-chart';
import { ZonePerformanceList } from './zone-performance-list';

type DashboardPageProps = {
  /** The danger-zone list, from its own feature: the route brings it. */
  dangerZone: ReactNode;
};

/**
 * The dashboard of `/` and `/dashboard`. Each block loads and fails on its own, so one slow or
 * failing call never hides the rest.
 */
export function DashboardPage({ dangerZone }: DashboardPageProps) {
  const { data: user } = useCurrentUser();
  const access = useDashboardAccess();
  const showZones = access.canListZones;
  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm text-slate-500">{formatLongDate(new Date())}</p>
          <h1 className="mt-1 text-2xl font-semibold tracking-tight text-slate-900">
            Welcome, {user?.username}
          </h1>
        </div>
        <div className="flex flex-wrap gap-2">
          {access.canCreateZone && (
            <Link
              to="/data-entry"
              search={{ tab: 'zone' }}
              className={buttonClassNames({ variant: 'outline' })}
            >
              <Plus className="size-4" />
              Add New Zone
            </Link>
          )}
          {access.canAddCity && (
            <Link to="/data-entry" search={{ tab: 'city' }} className={buttonClassNames()}>
              <Plus className="size-4" />
              Add New City
            </Link>
          )}
        </div>
      </header>
      <StatCards />
      <div className="grid gap-6 lg:grid-cols-2">
        {dangerZone}
        <PotentialCampusList />
      </div>
      <CityActivityPanel />
      <div className={showZones ? 'grid gap-6 xl:grid-cols-2' : 'grid gap-6'}>
        {showZones && <ZonePerformanceList />}
        <CityPerformanceList wide={!showZones} />
      </div>
      <ActivityChart />
      <div className="grid gap-6 xl:grid-cols-2">
        {showZones && <ZonePerformanceChart />}
        <div className="grid content-start gap-6">
          <CampusReadinessChart />
          <CirclesByZoneChart />
        </div>
      </div>
    </div>
  );
}
