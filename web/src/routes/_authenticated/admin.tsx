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

const adminSearchSchema = z.object({ tab: z.enum(ADMIN_TABS).optional().catch(undefined) });

export const Route = createFileRoute('/_authenticated/admin')({
  validateSearch: (search) => adminSearchSchema.parse(search),
  loader: async ({ context }) => {
    // Only an administrator's panel loads anything; everyone else sees Admin Access Required.
    const user = await context.queryClient.ensureQueryData(currentUserQueryOptions());
    if (!user || !canManageUsers(toPrincipal(user))) return;
    await Promise.all([
      context.queryClient.ensureQueryData(adminUsersQueryOptions()),
      context.queryClient.ensureQueryData(customRolesQueryOptions()),
    ]);
  },
  component: AdminRoute,
});

function AdminRoute() {
  const { tab = 'users' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AdminPage
      tab={tab}
      onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })}
      usersTab={(currentUserId) => (
        <UsersTab
          currentUserId={currentUserId}
          bulkActions={
            <>
              <CsvTemplateButton />
              <BulkUploadDialog />
            </>
          }
        />
      )}
      customRolesTab={<CustomRolesTab />}
      backgroundJobsTab={<BackgroundJobsTab />}
    />
  );
}
