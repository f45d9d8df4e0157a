import type { CustomRole } from '@seerat/contracts';
import { Pencil, Plus, Power, PowerOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { BlockError, BlockLoading } from '../../../components/ui/query-states';
import {
  StackedBody,
  StackedCell,
  StackedHead,
  StackedRow,
  StackedRowHeader,
  StackedTable,
} from '../../../components/ui/stacked-table';
import { useToast } from '../../../components/ui/toast-provider';
import { describeError } from '../../../lib/api-client';
import { permissionSummary } from '../../../lib/permission-groups';
import { useCustomRoles } from '../../../lib/queries/get-custom-roles';
import { useDeleteCustomRole } from '../api/delete-custom-role';
import { useUpdateCustomRole } from '../api/update-custom-role';
import { CustomRoleDialog } from './custom-role-dialog';

const COLUMNS = ['Role Name', 'Description', 'Permissions', 'Status', 'Actions'] as const;

/** Custom Roles: create, edit, activate or deactivate, and delete. */
export function CustomRolesTab() {
  const roles = useCustomRoles();
  return (
    <Card>
      <CardHeader
        title="Custom Roles"
        actions={
          <CustomRoleDialog
            trigger={
              <Button>
                <Plus className="size-4" />
                Create Role
              </Button>
            }
          />
        }
      />
      {roles.isPending ? (
        <BlockLoading label="Loading custom roles" />
      ) : roles.isError ? (
        <div className="p-5">
          <BlockError
            title="Failed to load custom roles"
            error={roles.error}
            onRetry={() => void roles.refetch()}
          />
        </div>
      ) : roles.data.length === 0 ? (
        <p className="px-5 py-8 text-center text-sm text-slate-500">No custom roles yet.</p>
      ) : (
        <CustomRolesTable roles={roles.data} withActions />
      )}
    </Card>
  );
}

/**
 * The roles' table; without actions for a role as it stood at a past moment, which is not edited.
 */
export function CustomRolesTable({ roles, withActions }: { roles: CustomRole[]; withActions: boolean }) {
  const columns = withActions ? COLUMNS : COLUMNS.filter((column) => column !== 'Actions');
  return (
    <div className="overflow-x-auto">
      <StackedTable className="md:min-w-[48rem]">
        <StackedHead
          columns={columns}
          className="bg-slate-50 text-xs tracking-wide text-slate-500 uppercase"
        />
        <StackedBody>
          {roles.map((role) => (
            <CustomRoleRow key={role.id} role={role} withActions={withActions} />
          ))}
        </StackedBody>
      </StackedTable>
    </div>
  );
}

function CustomRoleRow({ role, withActions }: { role: CustomRole; withActions: boolean }) {
  return (
    <StackedRow>
      <StackedRowHeader label="Role Name" className="font-medium text-slate-900">
        {role.name}
      </StackedRowHeader>
      <StackedCell
        label="Description"
        className="break-words whitespace-pre-wrap text-slate-600 md:max-w-[16rem]"
      >
        {role.description}
      </StackedCell>
      <StackedCell label="Permissions" className="text-slate-700 md:max-w-[20rem]">
        {permissionSummary(role.permissions)}
      </StackedCell>
      <StackedCell label="Status">
        {role.isActive ? <Badge tone="success">Active</Badge> : <Badge tone="neutral">Inactive</Badge>}
      </StackedCell>
      {withActions && (
        <StackedCell label="Actions">
          <div className="flex gap-1">
            <CustomRoleDialog
              role={role}
              trigger={
                <Button variant="ghost" size="icon" aria-label={`Edit ${role.name}`}>
                  <Pencil className="size-4" />
                </Button>
              }
            />
            <ActivationButton role={role} />
            <DeleteRoleDialog role={role} />
          </div>
        </StackedCell>
      )}
    </StackedRow>
  );
}

function ActivationButton({ role }: { role: CustomRole }) {
  const update = useUpdateCustomRole();
  const { toast } = useToast();
  const next = !role.isActive;
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`${next ? 'Activate' : 'Deactivate'} ${role.name}`}
      title={next ? 'Activate' : 'Deactivate'}
      disabled={update.isPending}
      onClick={() =>
        update.mutate(
          { roleId: role.id, version: role.version, isActive: next },
          {
            onSuccess: () => toast({ title: next ? 'Custom role activated' : 'Custom role deactivated' }),
            onError: (error) =>
              toast({
                title: 'Failed to update custom role',
                description: describeError(error),
                variant: 'destructive',
              }),
          },
        )
      }
    >
      {next ? <Power className="size-4 text-emerald-700" /> : <PowerOff className="size-4 text-amber-700" />}
    </Button>
  );
}

function DeleteRoleDialog({ role }: { role: CustomRole }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteCustomRole();
  const { toast } = useToast();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" size="icon" aria-label={`Delete ${role.name}`}>
          <Trash2 className="size-4 text-red-600" />
        </Button>
      }
      title="Delete Custom Role"
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutate(role.id, {
          onSuccess: () => {
            toast({ title: 'Custom role deleted successfully' });
            setOpen(false);
          },
          onError: (error) =>
            toast({
              title: 'Failed to delete custom role',
              description: describeError(error),
              variant: 'destructive',
            }),
        })
      }
    >
      Delete <span className="font-medium text-slate-900">{role.name}</span>? Its holders lose its permissions
      at once. Its name cannot be used again.
    </ConfirmDialog>
  );
}
