import type { Zone } from '@seerat/contracts';
import { MapPinned } from 'lucide-react';
import type { ReactNode } from 'react';
import { ZoneHealthBadge } from '../../../components/badges/zone-health-badge';
import { BackToDashboard } from '../../../components/layout/back-to-dashboard';
import { EmptyState } from '../../../components/ui/empty-state';
import { useGatheringActivity } from '../../../lib/queries/get-gathering-activity';
import { useZone } from '../api/get-zone';
import { useZoneFigures } from '../api/get-zone-figures';
import { useZoneAccess } from '../zone-access';
import { UpdateZoneDialog } from './update-zone-dialog';
import { ZoneCities } from './zone-cities';
import { ZoneGeneralInfo } from './zone-general-info';
import { ZoneMetrics } from './zone-metrics';

/**
 * `/zones/{id}`: the zone's record, totals over its cities, and the cities themselves, then its
 * change history (the audit feature's, which the route brings).
 */
export function ZoneDetailPage({
  zoneId,
  eventTicker,
  activity,
  masools,
  history,
}: {
  zoneId: number;
  /** The events feature's ticker of the zone, which the route brings. */
  eventTicker: ReactNode;
  /** The meetings and karguzari features' cards about the zone, which the route brings. */
  activity: ReactNode;
  /** The masool profiles feature's links to the zone's and its cities' masools. */
  masools: (zone: Zone) => ReactNode;
  history: ReactNode;
}) {
  const { data: zone } = useZone(zoneId);
  // The totals over every city of the zone in scope, counted by the server.
  const { data: figures } = useZoneFigures(zoneId);
  const { canUpdate, canReadEvents } = useZoneAccess(zoneId);
  const { data: events } = useGatheringActivity({ zoneId }, canReadEvents);

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
        {canUpdate && <UpdateZoneDialog zone={zone} />}
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <ZoneGeneralInfo zone={zone} />
        <ZoneMetrics
          zone={zone}
          figures={figures}
          eventsLast3Months={canReadEvents ? (events?.eventsLast3Months ?? '–') : undefined}
        />
      </div>
      {masools(zone)}
      {eventTicker}
      <ZoneCities zone={zone} />
      {activity}
      {history}
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
