import { useQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { z } from 'zod';
import { Card, CardContent } from '../../../components/ui/card';
import { AsOfBanner, ViewAsOfControl, ViewAsOfLink } from '../../../features/audit/components/as-of-view';
import { ChangeHistoryPanel } from '../../../features/audit/components/change-history-panel';
import { DangerZoneHistoryChart } from '../../../features/danger-zone/components/danger-zone-history-chart';
import { ZoneDangerZoneCities } from '../../../features/danger-zone/components/zone-danger-zone-cities';
import { ZoneEventTicker } from '../../../features/gatherings/components/place-event-cards';
import { ZoneReportList } from '../../../features/karguzari/components/zone-report-list';
import { ZoneMasoolsCard } from '../../../features/masool-profiles/components/zone-masools-card';
import { ZoneMeetingList } from '../../../features/meetings/components/place-meeting-list';
import { ZoneNotMetCard } from '../../../features/meetings/components/zone-not-met-card';
import { zoneQueryOptions } from '../../../features/zones/api/get-zone';
import { zoneCitiesQueryOptions } from '../../../features/zones/api/get-zone-cities';
import { ZoneActivityTabs } from '../../../features/zones/components/zone-activity-tabs';
import { ZoneAsOfDetail } from '../../../features/zones/components/zone-as-of-detail';
import { ZoneCitiesChart } from '../../../features/zones/components/zone-cities-chart';
import { ZoneDetailError } from '../../../features/zones/components/zone-detail-error';
import { ZoneDetailPage, ZoneNotFound } from '../../../features/zones/components/zone-detail-page';
import { ApiError } from '../../../lib/api-client';
import { asOfSearch, pathId } from '../../../lib/route-search';

/** `?asOf=<ISO instant>` shows the zone as it stood then: a moment of the past has its own address. */
const searchSchema = z.object({ asOf: asOfSearch });

export const Route = createFileRoute('/_authenticated/zones/$zoneId')({
  validateSearch: (search) => searchSchema.parse(search),
  params: {
    parse: ({ zoneId }) => {
      const id = pathId(zoneId);
      if (id === null) throw notFound();
      return { zoneId: id };
    },
    stringify: ({ zoneId }) => ({ zoneId: String(zoneId) }),
  },
  loader: async ({ context, params }) => {
    // The cities load beside the zone; their block shows its own loading and error states.
    void context.queryClient.prefetchInfiniteQuery(zoneCitiesQueryOptions(params.zoneId));
    try {
      await context.queryClient.ensureQueryData(zoneQueryOptions(params.zoneId));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw notFound();
      throw error;
    }
  },
  component: ZoneDetailRoute,
  errorComponent: ZoneDetailError,
  notFoundComponent: ZoneNotFound,
});

function ZoneDetailRoute() {
  const { zoneId } = Route.useParams();
  const { asOf } = Route.useSearch();
  const navigate = Route.useNavigate();
  // Loaded by the loader; the danger-zone card's View All searches the list for its name.
  const zone = useQuery(zoneQueryOptions(zoneId));
  const viewAsOf = (at: string) => navigate({ search: { asOf: at } });
  const history = (
    <ChangeHistoryPanel
      entity="zones"
      entityId={zoneId}
      rowAction={(entry) => <ViewAsOfLink at={entry.createdAt} onView={viewAsOf} />}
    />
  );
  if (asOf) {
    return (
      <div className="grid min-w-0 gap-4">
        <AsOfBanner at={asOf} onBackToNow={() => navigate({ search: {} })} />
        <ViewAsOfControl onView={viewAsOf} />
        <ZoneAsOfDetail key={asOf} zoneId={zoneId} at={asOf} />
        {history}
      </div>
    );
  }
  return (
    <div className="grid min-w-0 gap-4">
      <ZoneDetailPage
        zoneId={zoneId}
        eventTicker={<ZoneEventTicker zoneId={zoneId} />}
        activity={
          <>
            <ZoneCitiesChart zoneId={zoneId} />
            <ZoneDangerZoneCities zoneId={zoneId} zoneName={zone.data?.name ?? ''} />
            <DangerZoneHistoryChart zoneId={zoneId} />
            <ZoneNotMetCard zoneId={zoneId} />
            <ZoneActivityTabs
              meetings={<ZoneMeetingList zoneId={zoneId} />}
              reports={<ZoneReportList zoneId={zoneId} />}
            />
          </>
        }
        masools={(zone) => <ZoneMasoolsCard zone={zone} />}
        history={history}
      />
      <Card className="min-w-0">
        <CardContent>
          <ViewAsOfControl onView={viewAsOf} />
        </CardContent>
      </Card>
    </div>
  );
}
