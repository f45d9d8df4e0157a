import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { AsOfAddressProvider } from '../../components/history/as-of-address';
import { karguzariQueryOptions } from '../../features/karguzari/api/get-karguzari';
import { KarguzariReportsTab } from '../../features/karguzari/components/karguzari-reports-tab';
import { meetingsQueryOptions } from '../../features/meetings/api/get-meetings';
import { MeetingsReportsPage } from '../../features/meetings/components/meetings-reports-page';

const id = z.coerce.number().int().positive().optional().catch(undefined);

/**
 * `?tab=karguzari` opens the Karguzari Reports tab, so each tab has its own address; `?meeting=` or
 * `?report=` the meeting or report whose details are open, and `?asOf=<ISO instant>` it as it
 * stood then.
 */
const searchSchema = z.object({
  tab: z.enum(['meetings', 'karguzari']).optional().catch(undefined),
  meeting: id,
  report: id,
  asOf: z.iso.datetime({ offset: true }).optional().catch(undefined),
});

export const Route = createFileRoute('/_authenticated/meetings')({
  validateSearch: (search) => searchSchema.parse(search),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(meetingsQueryOptions());
    void context.queryClient.prefetchQuery(karguzariQueryOptions());
  },
  component: MeetingsRoute,
});

function MeetingsRoute() {
  const { tab = 'meetings', meeting, report, asOf } = Route.useSearch();
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
        reports={
          <KarguzariReportsTab opened={{ id: report, onOpen: (reportId) => open({ report: reportId }) }} />
        }
        openedMeeting={{ id: meeting, onOpen: (meetingId) => open({ meeting: meetingId }) }}
        onTab={(next) => void navigate({ search: { tab: next === 'meetings' ? undefined : next } })}
      />
    </AsOfAddressProvider>
  );
}
