import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { classNames } from '../../lib/class-names';
import { Tooltip } from './tooltip';

/**
 * Toasts as the product spec has them, on Radix Toast: one at a time (a new toast replaces the one
 * shown), 5000 ms on screen, swiped right past 50 px to dismiss, and a region named
 * "Notifications (F8)" that F8 focuses. A dismissed toast stays in state, closed, until the next one
 * replaces it: that is all the spec's long removal delay achieved.
 *
 * Toasts and dialogs know of each other. A toast shows at the foot of the screen, where a dialog's
 * buttons are, so while a dialog is open on a wide screen it shows at the top right instead: a
 * confirmation never covers the button it confirms, nor an error the button that retries. A phone's
 * dialog fills the screen's width, so there the toast stays at the foot and the dialog makes room
 * above it while it shows (see `Dialog`): at the top it would cover the dialog's title for its 5
 * seconds. And Escape closes the dialog on top
 * even while a toast shows: Radix gives Escape to the layer opened last, which would be the toast,
 * so the toast passes it to the dialog (and stays, to be read).
 */

const DISPLAY_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

export type ToastVariant = 'default' | 'destructive';
/** A toast's one button, such as Undo: `altText` says how to do the same without the toast. */
export type ToastAction = { label: string; altText: string; onAct: () => void };
export type ToastContent = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: ToastAction;
};
type ShownToast = ToastContent & { id: number; open: boolean };

type ToastApi = {
  toast: (content: ToastContent) => void;
  dismiss: () => void;
  /** An open dialog's way to be closed by Escape over a toast; answers its unregistering. */
  registerDialog: (close: () => void) => () => void;
};

const ToastContext = createContext<ToastApi | null>(null);
/** Whether a toast is on screen now: a dialog on a phone makes room for it. */
const ToastShownContext = createContext(false);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<ShownToast | null>(null);
  const lastId = useRef(0);
  // Open dialogs' closers, the last opened last; the count moves the toasts out of their way.
  const dialogs = useRef<Array<() => void>>([]);
  const [dialogCount, setDialogCount] = useState(0);

  const dismiss = useCallback(() => setShown((current) => current && { ...current, open: false }), []);
  const api = useMemo<ToastApi>(
    () => ({
      toast: (content) => {
        lastId.current += 1;
        setShown({ ...content, id: lastId.current, open: true });
      },
      dismiss,
      registerDialog: (close) => {
        dialogs.current.push(close);
        setDialogCount(dialogs.current.length);
        return () => {
          dialogs.current = dialogs.current.filter((each) => each !== close);
          setDialogCount(dialogs.current.length);
        };
      },
    }),
    [dismiss],
  );
  const closeTopDialog = useCallback((): boolean => {
    const close = dialogs.current.at(-1);
    close?.();
    return close !== undefined;
  }, []);

  return (
    <ToastContext value={api}>
      <ToastShownContext value={shown?.open === true}>
        <ToastPrimitive.Provider
          duration={DISPLAY_MS}
          swipeDirection="right"
          swipeThreshold={SWIPE_THRESHOLD_PX}
          label="Notification"
        >
          {children}
          {shown && (
            <Toast
              key={shown.id}
              toast={shown}
              onOpenChange={(open) => open || dismiss()}
              onEscape={closeTopDialog}
            />
          )}
          <ToastPrimitive.Viewport
            hotkey={['F8']}
            label="Notifications ({hotkey})"
            className={classNames(
              'fixed right-0 z-[100] m-0 flex w-full list-none flex-col p-4 outline-none sm:max-w-[26rem]',
              dialogCount > 0 ? 'bottom-0 sm:top-0 sm:bottom-auto' : 'bottom-0',
            )}
          />
        </ToastPrimitive.Provider>
      </ToastShownContext>
    </ToastContext>
  );
}

export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it');
  return api;
}

type ToastProps = {
  toast: ShownToast;
  onOpenChange: (open: boolean) => void;
  /** Closes the dialog on top, if one is open; answers whether one was. */
  onEscape: () => boolean;
};

/**
 * For a dialog: while `open`, it is the dialog Escape closes over a toast, and toasts show where
 * its buttons are not. Registered once per opening, with the latest `onOpenChange`: re-registering
 * on every render would move a parent dialog above the child opened over it. Answers whether a
 * toast is on screen, for the dialog to make room for it on a phone.
 */
export function useDialogOverToasts(open: boolean, onOpenChange: (open: boolean) => void): boolean {
  const { registerDialog } = useToast();
  const latest = useRef(onOpenChange);
  latest.current = onOpenChange;
  useEffect(() => (open ? registerDialog(() => latest.current(false)) : undefined), [open, registerDialog]);
  return use(ToastShownContext);
}

function Toast({ toast, onOpenChange, onEscape }: ToastProps) {
  const variant = toast.variant ?? 'default';
  return (
    <ToastPrimitive.Root
      open={toast.open}
      onOpenChange={onOpenChange}
      onEscapeKeyDown={(event) => {
        // Escape is the dialog's: the toast stays, and closes by itself or by its button.
        if (onEscape()) event.preventDefault();
      }}
      // Errors interrupt a screen reader; confirmations wait their turn.
      type={variant === 'destructive' ? 'foreground' : 'background'}
      className={classNames(
        'relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg',
        'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)',
        'data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
        'motion-safe:data-[state=open]:animate-toast-in motion-safe:data-[state=closed]:animate-toast-out',
        variantClasses(variant),
      )}
    >
      <div className="grid gap-1">
        <ToastPrimitive.Title className="text-sm font-semibold">{toast.title}</ToastPrimitive.Title>
        {toast.description && (
          <ToastPrimitive.Description className="text-sm whitespace-pre-line opacity-90">
            {toast.description}
          </ToastPrimitive.Description>
        )}
        {toast.action && (
          <ToastPrimitive.Action
            altText={toast.action.altText}
            onClick={toast.action.onAct}
            className="mt-1 inline-flex h-8 w-fit cursor-pointer items-center rounded-md border border-current px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-current"
          >
            {toast.action.label}
          </ToastPrimitive.Action>
        )}
      </div>
      <Tooltip text="Dismiss notification">
        <ToastPrimitive.Close
          aria-label="Dismiss notification"
          className="absolute top-3 right-3 cursor-pointer rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
        >
          <X className="size-4" />
        </ToastPrimitive.Close>
      </Tooltip>
    </ToastPrimitive.Root>
  );
}

function variantClasses(variant: ToastVariant): string {
  switch (variant) {
    case 'default':
      return 'border-slate-200 bg-white text-slate-900';
    case 'destructive':
      return 'border-red-700 bg-red-600 text-white';
  }
}
