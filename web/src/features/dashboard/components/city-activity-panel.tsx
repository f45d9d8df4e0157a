import type { CityStatus } from '@seerat/contracts';
import { Activity } from 'lucide-react';
import { CityStatusBadge } from '../../../components/badges/city-status-badge';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { QueryBlock } from '../../../components/ui/query-states';
import { useCityActivityStatus } from '../api/get-city-activity-status';
import { useDashboardFigures } from '../api/get-dashboard-figures';

/** The statuses the activity panel counts (spec section 4: it shows the first three). */
const PANEL_STATUSES: CityStatus[] = ['active', 'inactive', 'pending'];

/** How many cities are in each status, and how many reported lately (refreshed every 5 minutes). */
export function CityActivityPanel() {
  const figuresQuery = useDashboardFigures();
  const activityQuery = useCityActivityStatus();
  return (
    <Card>
      <CardHeader title="City Activity" icon={<Activity className="size-4 text-brand-700" />} />
      <CardContent className="grid gap-4">
        <QueryBlock query={figuresQuery} errorTitle="Failed to fetch cities" loadingLabel="Loading cities">
          {({ citiesByStatus }) => (
            <dl className="grid gap-2">
              {PANEL_STATUSES.map((status) => (
                <div key={status} className="flex items-center justify-between gap-3">
                  <dt>
                    <CityStatusBadge status={status} />
                  </dt>
                  <dd className="font-semibold text-slate-900">{citiesByStatus[status]}</dd>
                </div>
              ))}
            </dl>
          )}
        </QueryBlock>
        <QueryBlock
          query={activityQuery}
          errorTitle="Failed to fetch city activity status"
          loadingLabel="Loading city activity"
        >
          {(activity) => (
            <dl className="grid grid-cols-2 gap-3 border-t border-slate-100 pt-4">
              <Recent term="Cities with recent meetings" count={activity.recentMeetingsCities.length} />
              <Recent term="Cities with recent karguzari" count={activity.recentKarguzariCities.length} />
            </dl>
          )}
        </QueryBlock>
      </CardContent>
    </Card>
  );
}

function Recent({ term, count }: { term: string; count: number }) {
  return (
    <div className="flex flex-col-reverse rounded-lg bg-slate-50 px-3 py-2">
      <dt className="text-xs text-slate-500">{term}</dt>
      <dd className="text-lg font-semibold text-slate-900">{count}</dd>
    </div>
  );
}
