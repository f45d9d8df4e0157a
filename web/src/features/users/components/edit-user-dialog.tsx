import type { AdminUser, CustomRole } from '@seerat/contracts';
import { Pencil } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { ChangeHistorySlot } from '../../../components/history/change-history-slot';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast-provider';
import { useFieldErrors } from '../../../components/ui/use-field-errors';
import { describeError } from '../../../lib/api-client';
import { useUpdateUser } from '../api/update-user';
import { accessRequest, type UserAccess } from '../user-access-form-values';
import { LiftLockoutControl } from './lift-lockout-control';
import { UserAccessFields } from './user-access-fields';

type EditUserDialogProps = { user: AdminUser; customRoles: CustomRole[]; disabled: boolean };

/** Edit User, from the user's row: roles, zone and city, and organisation-wide access. */
export function EditUserDialog({ user, customRoles, disabled }: EditUserDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Edit User"
      description={`Roles and assignment of ${user.username}`}
      size="lg"
      trigger={
        <Button variant="ghost" size="icon" aria-label={`Edit ${user.username}`} disabled={disabled}>
          <Pencil className="size-4" />
        </Button>
      }
    >
      <EditUserForm user={user} customRoles={customRoles} onDone={() => setOpen(false)} />
      <LiftLockoutControl userId={user.id} />
      <ChangeHistorySlot entity="users" entityId={user.id} />
    </Dialog>
  );
}

function EditUserForm({
  user,
  customRoles,
  onDone,
}: {
  user: AdminUser;
  customRoles: CustomRole[];
  onDone: () => void;
}) {
  const [access, setAccess] = useState<UserAccess>({
    roles: user.roles,
    zoneId: user.assignedZoneId === null ? '' : String(user.assignedZoneId),
    cityId: user.assignedCityId === null ? '' : String(user.assignedCityId),
    organisationWide: user.organisationWide,
  });
  const updateUser = useUpdateUser();
  const { errors, formRef, refuse } = useFieldErrors({ failure: updateUser.error });
  const { toast } = useToast();
  const request = accessRequest(access);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    refuse({});
    updateUser.mutate(
      { userId: user.id, ...request },
      {
        onSuccess: () => {
          toast({ title: 'User updated successfully' });
          onDone();
        },
        onError: (error) =>
          toast({
            title: 'Failed to update user',
            description: describeError(error),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <form ref={formRef} className="grid gap-4" onSubmit={submit} noValidate>
      <UserAccessFields
        value={access}
        onChange={setAccess}
        customRoles={customRoles}
        heldRoles={user.roles}
        errors={errors}
        showOrganisationWide
      />
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={access.roles.length === 0 || updateUser.isPending}>
          {updateUser.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
