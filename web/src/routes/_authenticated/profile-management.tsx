import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { AsOfAddressProvider } from '../../components/history/as-of-address';
import { ProfileManagementPage } from '../../features/masool-profiles/components/profile-management-page';
import { TeamProfilesTab } from '../../features/team-profiles/components/team-profiles-tab';
import { useTeamProfileAccess } from '../../features/team-profiles/team-profile-access';
import { listSearchSchema } from '../../lib/list-search';
import { masoolProfilesQueryOptions } from '../../lib/queries/get-masool-profiles';
import { asOfSearch, searchId } from '../../lib/route-search';

/**
 * `?tab=`, `?q=` the search, and `?view=` with `?profileId=` the profile whose details are open;
 * `?asOf=<ISO instant>` that profile as it stood then.
 */
const searchSchema = listSearchSchema.extend({
  tab: z.enum(['masool', 'team']).optional().catch(undefined),
  view: z.enum(['masool', 'team']).optional().catch(undefined),
  profileId: searchId,
  asOf: asOfSearch,
});

export const Route = createFileRoute('/_authenticated/profile-management')({
  validateSearch: (search) => searchSchema.parse(search),
  loader: ({ context }) => void context.queryClient.prefetchInfiniteQuery(masoolProfilesQueryOptions()),
  component: ProfileManagementRoute,
});

function ProfileManagementRoute() {
  const { q = '', tab, view, profileId, asOf } = Route.useSearch();
  const navigate = Route.useNavigate();
  const teamAccess = useTeamProfileAccess();
  const onAsOf = (at: string | undefined) =>
    void navigate({ search: (current) => ({ ...current, asOf: at }) });
  return (
    <AsOfAddressProvider value={{ asOf, onAsOf }}>
      <ProfileManagementPage
        team={{ canAdd: teamAccess.canAdd, tab: (props) => <TeamProfilesTab {...props} /> }}
        tab={tab ?? view ?? 'masool'}
        onTab={(next) => void navigate({ search: (current) => ({ ...current, tab: next }), replace: true })}
        search={q}
        onSearch={(search) =>
          void navigate({ search: (current) => ({ ...current, q: search || undefined }), replace: true })
        }
        open={view !== undefined && profileId !== undefined ? { view, profileId } : undefined}
        // A moment belongs to the profile it was chosen on: opening another, or none, leaves it.
        onOpen={(open) =>
          void navigate({
            search: (current) => ({
              ...current,
              view: open?.view,
              profileId: open?.profileId,
              asOf: undefined,
            }),
          })
        }
      />
    </AsOfAddressProvider>
  );
}
