import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { karguzariQueryOptions } from '../../features/karguzari/api/get-karguzari';
import { KarguzariReportsTab } from '../../features/karguzari/components/karguzari-reports-tab';
import { meetingsQueryOptions } from '../../features/meetings/api/get-meetings';
import { MeetingsReportsPage } from '../../features/meetings/components/meetings-reports-page';

/** `?tab=karguzari` opens the Karguzari Reports tab, so each tab has its own address. */
const searchSchema = z.object({ tab: z.enum(['meetings', 'karguzari']).optional().catch(undefined) });

export const Route = createFileRoute('/_authenticated/meetings')({
  validateSearch: (search) => searchSchema.parse(search),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(meetingsQueryOptions());
    void context.queryClient.prefetchQuery(karguzariQueryOptions());
  },
  component: MeetingsRoute,
});

function MeetingsRoute() {
  const { tab = 'meetings' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <MeetingsReportsPage
      tab={tab}
      reports={<KarguzariReportsTab />}
      onTab={(next) => void navigate({ search: { tab: next === 'meetings' ? undefined : next } })}
    />
  );
}
