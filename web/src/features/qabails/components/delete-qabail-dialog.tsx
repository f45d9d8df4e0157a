import type { Qabail } from '@seerat/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast-provider';
import { describeError } from '../../../lib/api-client';
import { useDeleteQabail } from '../api/delete-qabail';

type DeleteQabailDialogProps = {
  /** The qabail to delete; `null` keeps the dialog closed. */
  qabail: Qabail | null;
  onClose: () => void;
};

/** Deleting a qabail asks first (spec section 5); nothing is removed until Delete is pressed. */
export function DeleteQabailDialog({ qabail, onClose }: DeleteQabailDialogProps) {
  const remove = useDeleteQabail();
  const { toast } = useToast();

  const confirm = (target: Qabail) =>
    remove.mutate(target, {
      onSuccess: () => {
        toast({ title: 'Qabail deleted successfully' });
        onClose();
      },
      onError: (error) =>
        toast({
          title: 'Failed to delete qabail',
          description: describeError(error),
          variant: 'destructive',
        }),
    });

  return (
    <ConfirmDialog
      open={qabail !== null}
      onOpenChange={(open) => open || onClose()}
      title="Delete Qabail"
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={() => qabail && confirm(qabail)}
    >
      Are you sure you want to delete{' '}
      <span className="font-medium text-slate-900">{qabail?.qabilahName}</span>? This action cannot be undone.
    </ConfirmDialog>
  );
}
