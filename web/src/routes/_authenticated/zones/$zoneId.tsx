import { createFileRoute, notFound } from '@tanstack/react-router';
import { z } from 'zod';
import { ChangeHistoryPanel } from '../../../features/audit/components/change-history-panel';
import { ZoneEventTicker } from '../../../features/gatherings/components/place-event-cards';
import { ZoneReportList } from '../../../features/karguzari/components/zone-report-list';
import { ZoneMeetingList } from '../../../features/meetings/components/place-meeting-list';
import { ZoneNotMetCard } from '../../../features/meetings/components/zone-not-met-card';
import { zoneQueryOptions } from '../../../features/zones/api/get-zone';
import { ZoneActivityTabs } from '../../../features/zones/components/zone-activity-tabs';
import { ZoneDetailError } from '../../../features/zones/components/zone-detail-error';
import { ZoneDetailPage, ZoneNotFound } from '../../../features/zones/components/zone-detail-page';
import { ApiError } from '../../../lib/api-client';
import { citiesQueryOptions } from '../../../lib/queries/get-cities';

/** A zone id in the address: digits only, a whole number above 0. */
const zoneIdSchema = z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().positive());

export const Route = createFileRoute('/_authenticated/zones/$zoneId')({
  params: {
    parse: ({ zoneId }) => {
      const parsed = zoneIdSchema.safeParse(zoneId);
      if (!parsed.success) throw notFound();
      return { zoneId: parsed.data };
    },
    stringify: ({ zoneId }) => ({ zoneId: String(zoneId) }),
  },
  loader: async ({ context, params }) => {
    // The cities load beside the zone; their block shows its own loading and error states.
    void context.queryClient.prefetchQuery(citiesQueryOptions({ zoneId: params.zoneId }));
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
  return (
    <ZoneDetailPage
      zoneId={zoneId}
      eventTicker={<ZoneEventTicker zoneId={zoneId} />}
      activity={
        <>
          <ZoneNotMetCard zoneId={zoneId} />
          <ZoneActivityTabs
            meetings={<ZoneMeetingList zoneId={zoneId} />}
            reports={<ZoneReportList zoneId={zoneId} />}
          />
        </>
      }
      history={<ChangeHistoryPanel entity="zones" entityId={zoneId} />}
    />
  );
}
