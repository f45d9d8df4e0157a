import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ADMIN_TABS } from '../../features/admin/admin-tabs';
import { adminUsersQueryOptions } from '../../features/admin/api/get-admin-users';
import { customRolesQueryOptions } from '../../features/admin/api/get-custom-roles';
import { AdminPage } from '../../features/admin/components/admin-page';
import { canManageUsers, toPrincipal } from '../../lib/principal';
import { currentUserQueryOptions } from '../../lib/queries/get-current-user';

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
    <AdminPage tab={tab} onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })} />
  );
}
