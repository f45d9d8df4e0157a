import type { AdminUser } from '@seerat/contracts';
import { UserX } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast-provider';
import { describeError } from '../../../lib/api-client';
import { useDeactivateUser } from '../api/deactivate-user';

/** Deactivate, from the user's row, after a confirmation: the user is signed out everywhere at once. */
export function DeactivateUserDialog({ user, disabled }: { user: AdminUser; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const deactivate = useDeactivateUser();
  const { toast } = useToast();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" size="icon" aria-label={`Deactivate ${user.username}`} disabled={disabled}>
          <UserX className="size-4 text-red-600" />
        </Button>
      }
      title="Deactivate User"
      confirmLabel="Deactivate"
      pendingLabel="Deactivating..."
      pending={deactivate.isPending}
      onConfirm={() =>
        deactivate.mutate(user.id, {
          onSuccess: () => {
            toast({ title: 'User deactivated successfully' });
            setOpen(false);
          },
          onError: (error) =>
            toast({
              title: 'Failed to deactivate user',
              description: describeError(error),
              variant: 'destructive',
            }),
        })
      }
    >
      Deactivate <span className="font-medium text-slate-900">{user.username}</span>? They are signed out at
      once and can no longer sign in. Their record stays in the list as Deactivated.
    </ConfirmDialog>
  );
}
