import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { AsOfAddressProvider } from '../../components/history/as-of-address';
import type { ListFilterValues } from '../../components/lists/list-filters';
import { karguzariQueryOptions } from '../../features/karguzari/api/get-karguzari';
import { KarguzariReportsTab } from '../../features/karguzari/components/karguzari-reports-tab';
import { meetingsQueryOptions } from '../../features/meetings/api/get-meetings';
import { MeetingsReportsPage } from '../../features/meetings/components/meetings-reports-page';
import { listSearchSchema } from '../../lib/list-search';
import { asOfSearch, searchId } from '../../lib/route-search';

const id = searchId;
const day = z.iso.date().optional().catch(undefined);

/**
 * `?tab=karguzari` opens the Karguzari Reports tab, so each tab has its own address; `?meeting=` or
 * `?report=` the meeting or report whose details are open, and `?asOf=<ISO instant>` it as it
 * stood then; `?q=`, `?cityId=`, `?status=`, `?from=` and `?to=` the shown tab's search and filters.
 */
const searchSchema = z
  .object({
    tab: z.enum(['meetings', 'karguzari']).optional().catch(undefined),
    meeting: id,
    report: id,
    asOf: asOfSearch,
    cityId: id,
    status: z.string().max(30).optional().catch(undefined),
    from: day,
    to: day,
  })
  .extend(listSearchSchema.shape);

export const Route = createFileRoute('/_authenticated/meetings')({
  validateSearch: (search) => searchSchema.parse(search),
  loader: ({ context }) => {
    void context.queryClient.prefetchInfiniteQuery(meetingsQueryOptions());
    void context.queryClient.prefetchInfiniteQuery(karguzariQueryOptions());
  },
  component: MeetingsRoute,
});

function MeetingsRoute() {
  const { tab = 'meetings', meeting, report, asOf, q, cityId, status, from, to } = Route.useSearch();
  const filters = { q, cityId, status, from, to };
  const onFilters = (next: ListFilterValues) =>
    void navigate({ search: (current) => ({ ...current, ...next }), replace: true });
  const navigate = Route.useNavigate();
  // A moment belongs to the meeting or report it was chosen on: opening another, or none, leaves it.
  const open = (opened: { meeting?: number; report?: number }) =>
    void navigate({
      search: (current) => ({
        ...current,
        meeting: undefined,
        report: undefined,
        asOf: undefined,
        ...opened,
      }),
    });
  const onAsOf = (at: string | undefined) =>
    void navigate({ search: (current) => ({ ...current, asOf: at }) });
  return (
    <AsOfAddressProvider value={{ asOf, onAsOf }}>
      <MeetingsReportsPage
        tab={tab}
        filters={filters}
        onFilters={onFilters}
        reports={
          <KarguzariReportsTab
            opened={{ id: report, onOpen: (reportId) => open({ report: reportId }) }}
            filters={filters}
            onFilters={onFilters}
          />
        }
        openedMeeting={{ id: meeting, onOpen: (meetingId) => open({ meeting: meetingId }) }}
        // Each tab has its own statuses: a new tab starts unfiltered.
        onTab={(next) => void navigate({ search: { tab: next === 'meetings' ? undefined : next } })}
      />
    </AsOfAddressProvider>
  );
}
