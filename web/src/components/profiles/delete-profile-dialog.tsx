import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { buttonClassNames } from '../ui/button';
import { useDialogOverToasts } from '../ui/toast-provider';

type DeleteProfileDialogProps = {
  /** The profile's name; `null` keeps the dialog closed. */
  name: string | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Deleting a profile asks first (spec 001 section 2.8); its history stays. */
export function DeleteProfileDialog({ name, pending, onConfirm, onClose }: DeleteProfileDialogProps) {
  const onOpenChange = (open: boolean) => open || onClose();
  useDialogOverToasts(name !== null, onOpenChange);
  return (
    <AlertDialog.Root open={name !== null} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 motion-safe:data-[state=open]:animate-fade-in" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl focus:outline-none motion-safe:data-[state=open]:animate-dialog-in">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">
            Delete Profile
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">
            Are you sure you want to delete the profile of{' '}
            <span className="font-medium text-slate-900">{name}</span>?
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonClassNames({ variant: 'outline' })}>
              Cancel
            </AlertDialog.Cancel>
            <button
              type="button"
              className={buttonClassNames({ variant: 'destructive' })}
              disabled={pending}
              onClick={onConfirm}
            >
              {pending ? 'Deleting...' : 'Delete'}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
