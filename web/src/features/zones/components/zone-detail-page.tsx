import { can } from '@seerat/contracts';
import { MapPinned } from 'lucide-react';
import { ZoneHealthBadge } from '../../../components/badges/zone-health-badge';
import { BackToDashboard } from '../../../components/layout/back-to-dashboard';
import { EmptyState } from '../../../components/notices/empty-state';
import { toPrincipal } from '../../../lib/principal';
import { ChangeHistoryPanel } from '../../audit/components/change-history-panel';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { useCities } from '../../cities/api/get-cities';
import { useGatheringActivity } from '../../gatherings/api/get-gathering-activity';
import { GatheringTickerCard } from '../../gatherings/components/gathering-ticker-card';
import { useCanReadEvents } from '../../gatherings/gathering-access';
import { useZone } from '../api/get-zone';
import { UpdateZoneDialog } from './update-zone-dialog';
import { ZoneCities } from './zone-cities';
import { ZoneGeneralInfo } from './zone-general-info';
import { ZoneMetrics } from './zone-metrics';

/** `/zones/{id}`: the zone's record, totals over its cities, and the cities themselves. */
export function ZoneDetailPage({ zoneId }: { zoneId: number }) {
  const { data: zone } = useZone(zoneId);
  const { data: user } = useCurrentUser();
  const citiesQuery = useCities({ zoneId });
  const canReadEvents = useCanReadEvents({ kind: 'zone', zoneId });
  const { data: activity } = useGatheringActivity({ zoneId }, canReadEvents);
  const mayUpdate =
    user !== null && can(toPrincipal(user), { module: 'zones', level: 'write' }, { kind: 'zone', zoneId });

  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <BackToDashboard />
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="flex flex-wrap items-center gap-3 text-2xl font-semibold tracking-tight text-slate-900">
            <MapPinned aria-hidden="true" className="size-6 text-brand-700" />
            {zone.name}
            <ZoneHealthBadge totalCities={zone.totalCities} />
          </h1>
          <p className="mt-1 text-sm text-slate-500">
            {zone.totalCities} {zone.totalCities === 1 ? 'city' : 'cities'} · Zone Masool {zone.masool}
          </p>
        </div>
        {mayUpdate && <UpdateZoneDialog zone={zone} />}
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <ZoneGeneralInfo zone={zone} />
        <ZoneMetrics
          zone={zone}
          cities={citiesQuery.data}
          eventsLast3Months={canReadEvents ? (activity?.eventsLast3Months ?? '–') : undefined}
        />
      </div>
      {canReadEvents && <GatheringTickerCard place={{ zoneId }} />}
      <ZoneCities zone={zone} citiesQuery={citiesQuery} />
      <ChangeHistoryPanel entity="zone" entityId={zone.id} />
    </div>
  );
}

/** `/zones/{id}` for an id that names no zone. */
export function ZoneNotFound() {
  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <BackToDashboard />
      <EmptyState icon={<MapPinned aria-hidden="true" className="size-6 text-slate-400" />}>
        Zone not found
      </EmptyState>
    </div>
  );
}
