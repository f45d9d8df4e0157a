import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { Qabail } from '@seerat/contracts';
import { buttonClassNames } from '../../../components/ui/button';
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
    <AlertDialog.Root open={qabail !== null} onOpenChange={(open) => open || onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 motion-safe:data-[state=open]:animate-fade-in" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl focus:outline-none motion-safe:data-[state=open]:animate-dialog-in">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">
            Delete Qabail
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">
            Are you sure you want to delete{' '}
            <span className="font-medium text-slate-900">{qabail?.qabilahName}</span>? This action cannot be
            undone.
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonClassNames({ variant: 'outline' })}>
              Cancel
            </AlertDialog.Cancel>
            <button
              type="button"
              className={buttonClassNames({ variant: 'destructive' })}
              disabled={remove.isPending}
              onClick={() => qabail && confirm(qabail)}
            >
              {remove.isPending ? 'Deleting...' : 'Delete'}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
