import { type AdminUser, type CustomRole, roleLabel } from '@seerat/contracts';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Card, CardHeader } from '../../../components/ui/card';
import { BlockError, BlockLoading } from '../../../components/ui/query-states';
import {
  StackedBody,
  StackedCell,
  StackedHead,
  StackedRow,
  StackedRowHeader,
  StackedTable,
} from '../../../components/ui/stacked-table';
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
        <UsersTable users={users.data} customRoles={roles} currentUserId={currentUserId} />
      )}
    </Card>
  );
}

function UsersTable({
  users,
  customRoles,
  currentUserId,
}: {
  users: AdminUser[];
  customRoles: CustomRole[];
  currentUserId: number;
}) {
  const zones = useZones();
  const cities = useCities();
  const names = {
    zoneName: (id: number) => zones.data?.find((zone) => zone.id === id)?.name ?? `Zone #${id}`,
    cityName: (id: number) => cities.data?.find((city) => city.id === id)?.name ?? `City #${id}`,
  };
  // From `md` up a table; on a phone each user is a block of labelled lines, never a sideways scroll.
  return (
    <div className="md:overflow-x-auto">
      <StackedTable className="md:min-w-[44rem]">
        <StackedHead
          columns={COLUMNS}
          className="bg-slate-50 text-xs tracking-wide text-slate-500 uppercase"
        />
        <StackedBody>
          {users.map((user) => (
            <StackedRow key={user.id} className="md:align-middle">
              <StackedRowHeader label={COLUMNS[0]} className="px-5 font-medium text-slate-900 md:py-3">
                {user.username}
              </StackedRowHeader>
              <StackedCell label={COLUMNS[1]} className="px-5 md:py-3">
                <div className="flex flex-wrap gap-1">
                  {user.roles.map((role) => (
                    <Badge key={role} tone={role === 'admin' ? 'brand' : 'neutral'}>
                      {roleLabel(role)}
                    </Badge>
                  ))}
                </div>
              </StackedCell>
              <StackedCell label={COLUMNS[2]} className="px-5 break-words text-slate-700 md:py-3">
                {assignmentText(user, names)}
              </StackedCell>
              <StackedCell label={COLUMNS[3]} className="px-5 md:py-3">
                {user.isActive ? (
                  <Badge tone="success">Active</Badge>
                ) : (
                  <Badge tone="danger">Deactivated</Badge>
                )}
              </StackedCell>
              <StackedCell label={COLUMNS[4]} className="px-5 md:py-3">
                <div className="flex gap-1">
                  <EditUserDialog user={user} customRoles={customRoles} disabled={!user.isActive} />
                  <DeactivateUserDialog user={user} disabled={!user.isActive || user.id === currentUserId} />
                </div>
              </StackedCell>
            </StackedRow>
          ))}
        </StackedBody>
      </StackedTable>
    </div>
  );
}
