import {
  CUSTOM_ROLE_NAME_MAX,
  type CustomRole,
  createCustomRoleRequestSchema,
  type Permission,
} from '@seerat/contracts';
import { type FormEvent, type ReactNode, useState } from 'react';
import { ChangeHistorySlot } from '../../../components/history/change-history-slot';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SchemaTextField } from '../../../components/ui/schema-text-field';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast-provider';
import { ToggleField } from '../../../components/ui/toggle-field';
import { describeError } from '../../../lib/api-client';
import { useServerFieldErrors } from '../../../lib/server-field-errors';
import { useCreateCustomRole } from '../api/create-custom-role';
import { useUpdateCustomRole } from '../api/update-custom-role';
import { PermissionGrid } from './permission-grid';

type CustomRoleDialogProps = {
  /** The role to edit; without one the dialog creates a role. */
  role?: CustomRole;
  trigger: ReactNode;
};

/** Create Role and Edit Role: a name, a description and at least one permission are required. */
export function CustomRoleDialog({ role, trigger }: CustomRoleDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={role ? 'Edit Custom Role' : 'Create Custom Role'}
      description={
        role ? undefined : 'A named set of permissions, applied within each holder\u2019s zone or city.'
      }
      size="lg"
      trigger={trigger}
    >
      <CustomRoleForm role={role} onDone={() => setOpen(false)} />
      {role && <ChangeHistorySlot entity="custom-roles" entityId={role.id} />}
    </Dialog>
  );
}

type Errors = Partial<Record<'name' | 'description' | 'permissions', string>>;

function CustomRoleForm({ role, onDone }: { role: CustomRole | undefined; onDone: () => void }) {
  const [name, setName] = useState(role?.name ?? '');
  const [description, setDescription] = useState(role?.description ?? '');
  const [permissions, setPermissions] = useState<Permission[]>(role?.permissions ?? []);
  const [isActive, setIsActive] = useState(role?.isActive ?? true);
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreateCustomRole();
  const update = useUpdateCustomRole();
  const { toast } = useToast();
  const pending = create.isPending || update.isPending;
  useServerFieldErrors(create.error ?? update.error, setErrors);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      ...(name.trim() === '' && { name: 'Role name is required' }),
      ...(description.trim() === '' && { description: 'Description is required' }),
      ...(permissions.length === 0 && { permissions: 'Select at least one permission' }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const fields = { description: description.trim(), permissions, isActive };
    if (role) {
      update.mutate(
        { roleId: role.id, version: role.version, ...fields },
        {
          onSuccess: () => {
            toast({ title: 'Custom role updated successfully' });
            onDone();
          },
          onError: (error) =>
            toast({
              title: 'Failed to update custom role',
              description: describeError(error),
              variant: 'destructive',
            }),
        },
      );
      return;
    }
    create.mutate(
      { name: name.trim(), ...fields },
      {
        onSuccess: () => {
          toast({ title: 'Custom role created successfully' });
          onDone();
        },
        onError: (error) =>
          toast({
            title: 'Failed to create custom role',
            description: describeError(error),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <TextField
        label="Role Name"
        maxLength={CUSTOM_ROLE_NAME_MAX}
        required
        error={errors.name}
        value={name}
        disabled={role !== undefined}
        placeholder="e.g. Regional Auditor"
        onChange={(value) => {
          setName(value);
          setErrors(({ name: _fixed, ...rest }) => rest);
        }}
      />
      {role && (
        <p className="-mt-3 text-xs text-slate-500">Users hold a role by its name, so it cannot change.</p>
      )}
      <SchemaTextField
        schema={createCustomRoleRequestSchema}
        name="description"
        label="Description"
        required
        error={errors.description}
        rows={2}
        value={description}
        placeholder="What this role is for"
        onChange={(value) => {
          setDescription(value);
          setErrors(({ description: _fixed, ...rest }) => rest);
        }}
      />
      <PermissionGrid
        value={permissions}
        onChange={(next) => {
          setPermissions(next);
          setErrors(({ permissions: _fixed, ...rest }) => rest);
        }}
        error={errors.permissions}
      />
      <ToggleField label="Active" checked={isActive} onCheckedChange={setIsActive} />
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : role ? 'Save Changes' : 'Create Role'}
        </Button>
      </div>
    </form>
  );
}
