import { type AdminUser, type CustomRole, roleLabel } from '@seerat/contracts';
import { type ReactNode, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedBlock } from '../../../components/ui/paged-block';
import { SearchBox } from '../../../components/ui/search-box';
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
              <UsersTable users={loaded} customRoles={roles} currentUserId={currentUserId} />
            )
          }
        </PagedBlock>
      </div>
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
  // Only the cities the shown users are assigned to, by id: the list of cities is too long to read whole.
  const cities = useCitiesByIds(
    users.flatMap((user) => (user.assignedCityId === null ? [] : [user.assignedCityId])),
  );
  const names = {
    zoneName: (id: number) => zones.data?.find((zone) => zone.id === id)?.name ?? `Zone #${id}`,
    cityName: (id: number) => cities.data?.find((city) => city.id === id)?.name ?? `City #${id}`,
  };
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-500 uppercase">
          <tr>
            {COLUMNS.map((column) => (
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
              <td className="px-5 py-3">
                <div className="flex gap-1">
                  <EditUserDialog user={user} customRoles={customRoles} disabled={!user.isActive} />
                  <DeactivateUserDialog user={user} disabled={!user.isActive || user.id === currentUserId} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
