import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import { buttonClassNames } from './button';
import { useDialogOverToasts } from './toast-provider';

type ConfirmDialogProps = {
  /**
   * The control that opens the dialog; focus returns to it when the dialog closes. Without one the
   * caller opens the dialog itself (`open`), from a menu or a row's button.
   */
  trigger?: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The question, with what it acts on. */
  children: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  onConfirm: () => void;
};

/** Asks before something that cannot simply be undone; nothing happens until the red button. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  useDialogOverToasts(props.open, props.onOpenChange);
  return (
    <AlertDialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      {props.trigger !== undefined && <AlertDialog.Trigger asChild>{props.trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 motion-safe:data-[state=open]:animate-fade-in" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl focus:outline-none motion-safe:data-[state=open]:animate-dialog-in">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">
            {props.title}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">
            {props.children}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonClassNames({ variant: 'outline' })}>
              Cancel
            </AlertDialog.Cancel>
            <button
              type="button"
              className={buttonClassNames({ variant: 'destructive' })}
              disabled={props.pending}
              onClick={props.onConfirm}
            >
              {props.pending ? props.pendingLabel : props.confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
