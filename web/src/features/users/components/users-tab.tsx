import { type AdminUser, type CustomRole, roleLabel } from '@seerat/contracts';
import { type ReactNode, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedBlock } from '../../../components/ui/paged-block';
import { SearchBox } from '../../../components/ui/search-box';
import {
  StackedBody,
  StackedCell,
  StackedHead,
  StackedRow,
  StackedRowHeader,
  StackedTable,
} from '../../../components/ui/stacked-table';
import { listTotal } from '../../../lib/paged-query';
import { useAdminUsers } from '../../../lib/queries/get-admin-users';
import { useCitiesByIds } from '../../../lib/queries/get-cities';
import { useCustomRoles } from '../../../lib/queries/get-custom-roles';
import { useZones } from '../../../lib/queries/get-zones';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
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

/**
 * User Management: the accounts with their roles, assignment and real status, by username, a page
 * at a time, searched by username over all of them; the badge counts what the search finds.
 */
export function UsersTab({ currentUserId, bulkActions }: UsersTabProps) {
  const [search, setSearch] = useState('');
  const searched = useDebouncedValue(search.trim());
  const users = useAdminUsers(searched || undefined);
  const total = listTotal(users);
  const customRoles = useCustomRoles();
  const roles = customRoles.data ?? [];
  return (
    <Card>
      <CardHeader
        title="Users"
        actions={
          <>
            {total !== undefined && <Badge tone="brand">{total}</Badge>}
            {bulkActions}
            <AddUserDialog customRoles={roles} />
          </>
        }
      />
      {/* The table runs edge to edge, as before paging: only the search box is inset. */}
      <div className="grid gap-4 py-4">
        <SearchBox className="mx-5 max-w-md" value={search} onChange={setSearch} placeholder="Search users" />
        <PagedBlock query={users} errorTitle="Failed to load users" loadingLabel="Loading users">
          {(loaded) =>
            loaded.length === 0 ? (
              <EmptyState>{searched ? 'No users found' : 'No users yet'}</EmptyState>
            ) : (
              <UsersTable users={loaded} actions={{ customRoles: roles, currentUserId }} />
            )
          }
        </PagedBlock>
      </div>
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
  // Only the cities the shown users are assigned to, by id: the list of cities is too long to read whole.
  const cities = useCitiesByIds(
    users.flatMap((user) => (user.assignedCityId === null ? [] : [user.assignedCityId])),
  );
  const names = {
    zoneName: (id: number) => zones.data?.find((zone) => zone.id === id)?.name ?? `Zone #${id}`,
    cityName: (id: number) => cities.data?.find((city) => city.id === id)?.name ?? `City #${id}`,
  };
  const columns = actions ? COLUMNS : COLUMNS.filter((column) => column !== 'Actions');
  return (
    <div className="overflow-x-auto">
      <StackedTable className="md:min-w-[44rem]">
        <StackedHead
          columns={columns}
          className="bg-slate-50 text-xs tracking-wide text-slate-500 uppercase"
        />
        <StackedBody>
          {users.map((user) => (
            <StackedRow key={user.id} className="md:align-middle">
              <StackedRowHeader label="Username" className="font-medium text-slate-900">
                {user.username}
              </StackedRowHeader>
              <StackedCell label="Role">
                <div className="flex flex-wrap gap-1">
                  {user.roles.map((role) => (
                    <Badge key={role} tone={role === 'admin' ? 'brand' : 'neutral'}>
                      {roleLabel(role)}
                    </Badge>
                  ))}
                </div>
              </StackedCell>
              <StackedCell label="Assignment" className="text-slate-700">
                {assignmentText(user, names)}
              </StackedCell>
              <StackedCell label="Status">
                {user.isActive ? (
                  <Badge tone="success">Active</Badge>
                ) : (
                  <Badge tone="danger">Deactivated</Badge>
                )}
              </StackedCell>
              {actions && (
                <StackedCell label="Actions">
                  <div className="flex gap-1">
                    <EditUserDialog user={user} customRoles={actions.customRoles} disabled={!user.isActive} />
                    <DeactivateUserDialog
                      user={user}
                      disabled={!user.isActive || user.id === actions.currentUserId}
                    />
                  </div>
                </StackedCell>
              )}
            </StackedRow>
          ))}
        </StackedBody>
      </StackedTable>
    </div>
  );
}
