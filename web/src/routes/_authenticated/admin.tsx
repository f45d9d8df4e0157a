import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ADMIN_TABS } from '../../features/admin-panel/admin-tabs';
import { AdminPage } from '../../features/admin-panel/components/admin-page';
import { BackgroundJobsTab } from '../../features/background-jobs/components/background-jobs-tab';
import { BulkUploadDialog } from '../../features/bulk-upload/components/bulk-upload-dialog';
import { CsvTemplateButton } from '../../features/bulk-upload/components/csv-template-button';
import { CustomRolesTab } from '../../features/custom-roles/components/custom-roles-tab';
import { UsersTab } from '../../features/users/components/users-tab';
import { canManageUsers, toPrincipal } from '../../lib/principal';
import { adminUsersQueryOptions } from '../../lib/queries/get-admin-users';
import { currentUserQueryOptions } from '../../lib/queries/get-current-user';
import { customRolesQueryOptions } from '../../lib/queries/get-custom-roles';
import { asOfSearch, searchId } from '../../lib/route-search';
import { type AdminAsOfEntity, AdminAsOfView, AdminHistorySlot } from './-admin-as-of';

const recordId = searchId;

/**
 * `?tab=` the open tab. `?user=<id>&asOf=<ISO instant>` (or `?role=`) shows that user or custom
 * role as it stood then in place of the tab's list, so a moment of the past has an address.
 */
const adminSearchSchema = z.object({
  tab: z.enum(ADMIN_TABS).optional().catch(undefined),
  user: recordId,
  role: recordId,
  asOf: asOfSearch,
});

export const Route = createFileRoute('/_authenticated/admin')({
  validateSearch: (search) => adminSearchSchema.parse(search),
  loader: async ({ context }) => {
    // Only an administrator's panel loads anything; everyone else sees Admin Access Required.
    const user = await context.queryClient.ensureQueryData(currentUserQueryOptions());
    if (!user || !canManageUsers(toPrincipal(user))) return;
    await Promise.all([
      context.queryClient.prefetchInfiniteQuery(adminUsersQueryOptions()),
      context.queryClient.ensureQueryData(customRolesQueryOptions()),
    ]);
  },
  component: AdminRoute,
});

function AdminRoute() {
  const { tab = 'users', user, role, asOf } = Route.useSearch();
  const navigate = Route.useNavigate();
  const viewAsOf = (entity: AdminAsOfEntity, entityId: number, at: string) =>
    void navigate({
      search:
        entity === 'users'
          ? { tab: 'users', user: entityId, asOf: at }
          : { tab: 'roles', role: entityId, asOf: at },
    });
  const backToNow = () => void navigate({ search: { tab } });
  const past = (entity: AdminAsOfEntity, entityId: number | undefined) =>
    asOf && entityId ? (
      <AdminAsOfView
        entity={entity}
        entityId={entityId}
        at={asOf}
        onView={viewAsOf}
        onBackToNow={backToNow}
      />
    ) : null;
  return (
    <AdminHistorySlot onView={viewAsOf}>
      <AdminPage
        tab={tab}
        onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })}
        usersTab={(currentUserId) =>
          past('users', user) ?? (
            <UsersTab
              currentUserId={currentUserId}
              bulkActions={
                <>
                  <CsvTemplateButton />
                  <BulkUploadDialog />
                </>
              }
            />
          )
        }
        customRolesTab={past('custom-roles', role) ?? <CustomRolesTab />}
        backgroundJobsTab={<BackgroundJobsTab />}
      />
    </AdminHistorySlot>
  );
}
