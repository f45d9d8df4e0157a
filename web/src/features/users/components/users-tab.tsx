import { type AdminUser, type CustomRole, roleLabel } from '@seerat/contracts';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Card, CardHeader } from '../../../components/ui/card';
import { BlockError, BlockLoading } from '../../../components/ui/query-states';
import { useAdminUsers } from '../../../lib/queries/get-admin-users';
import { useCities } from '../../../lib/queries/get-cities';
import { useCustomRoles } from '../../../lib/queries/get-custom-roles';
import { useZones } from '../../../lib/queries/get-zones';
import { assignmentText } from '../assignment-text';
import { AddUserDialog } from './add-user-dialog';
import { DeactivateUserDialog } from './deactivate-user-dialog';
import { EditUserDialog } from './edit-user-dialog';

const COLUMNS = ['Username', 'Role', 'Assignment', 'Status', 'Actions'] as const;

type UsersTabProps = {
  currentUserId: number;
  /** Buttons before Add User: CSV Template and Bulk Upload, the bulk-upload feature's. */
  bulkActions: ReactNode;
};

/** User Management: every account with its roles, assignment and real status. */
export function UsersTab({ currentUserId, bulkActions }: UsersTabProps) {
  const users = useAdminUsers();
  const customRoles = useCustomRoles();
  const roles = customRoles.data ?? [];
  return (
    <Card>
      <CardHeader
        title="Users"
        actions={
          <>
            {bulkActions}
            <AddUserDialog customRoles={roles} />
          </>
        }
      />
      {users.isPending ? (
        <BlockLoading label="Loading users" />
      ) : users.isError ? (
        <div className="p-5">
          <BlockError title="Failed to load users" error={users.error} onRetry={() => void users.refetch()} />
        </div>
      ) : (
        <UsersTable users={users.data} actions={{ customRoles: roles, currentUserId }} />
      )}
    </Card>
  );
}

/**
 * The users' table, each user's zone and city by name; without `actions` for a user as they stood
 * at a past moment, who is not edited.
 */
export function UsersTable({
  users,
  actions,
}: {
  users: AdminUser[];
  actions?: { customRoles: CustomRole[]; currentUserId: number };
}) {
  const zones = useZones();
  const cities = useCities();
  const names = {
    zoneName: (id: number) => zones.data?.find((zone) => zone.id === id)?.name ?? `Zone #${id}`,
    cityName: (id: number) => cities.data?.find((city) => city.id === id)?.name ?? `City #${id}`,
  };
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-500 uppercase">
          <tr>
            {(actions ? COLUMNS : COLUMNS.filter((column) => column !== 'Actions')).map((column) => (
              <th key={column} scope="col" className="px-5 py-2.5 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {users.map((user) => (
            <tr key={user.id} className="align-middle">
              <th scope="row" className="px-5 py-3 font-medium text-slate-900">
                {user.username}
              </th>
              <td className="px-5 py-3">
                <div className="flex flex-wrap gap-1">
                  {user.roles.map((role) => (
                    <Badge key={role} tone={role === 'admin' ? 'brand' : 'neutral'}>
                      {roleLabel(role)}
                    </Badge>
                  ))}
                </div>
              </td>
              <td className="px-5 py-3 text-slate-700">{assignmentText(user, names)}</td>
              <td className="px-5 py-3">
                {user.isActive ? (
                  <Badge tone="success">Active</Badge>
                ) : (
                  <Badge tone="danger">Deactivated</Badge>
                )}
              </td>
              {actions && (
                <td className="px-5 py-3">
                  <div className="flex gap-1">
                    <EditUserDialog user={user} customRoles={actions.customRoles} disabled={!user.isActive} />
                    <DeactivateUserDialog
                      user={user}
                      disabled={!user.isActive || user.id === actions.currentUserId}
                    />
                  </div>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
