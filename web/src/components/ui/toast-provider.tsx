import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { createContext, type ReactNode, use, useCallback, useMemo, useRef, useState } from 'react';
import { classNames } from '../../lib/class-names';

/**
 * Toasts as the product spec has them, on Radix Toast: one at a time (a new toast replaces the one
 * shown), 5000 ms on screen, swiped right past 50 px to dismiss, and a region named
 * "Notifications (F8)" that F8 focuses. A dismissed toast stays in state, closed, until the next one
 * replaces it: that is all the spec's long removal delay achieved.
 */

const DISPLAY_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

export type ToastVariant = 'default' | 'destructive';
export type ToastContent = { title: string; description?: string; variant?: ToastVariant };
type ShownToast = ToastContent & { id: number; open: boolean };

type ToastApi = {
  toast: (content: ToastContent) => void;
  dismiss: () => void;
};

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<ShownToast | null>(null);
  const lastId = useRef(0);

  const dismiss = useCallback(() => setShown((current) => current && { ...current, open: false }), []);
  const api = useMemo<ToastApi>(
    () => ({
      toast: (content) => {
        lastId.current += 1;
        setShown({ ...content, id: lastId.current, open: true });
      },
      dismiss,
    }),
    [dismiss],
  );

  return (
    <ToastContext value={api}>
      <ToastPrimitive.Provider
        duration={DISPLAY_MS}
        swipeDirection="right"
        swipeThreshold={SWIPE_THRESHOLD_PX}
        label="Notification"
      >
        {children}
        {shown && <Toast key={shown.id} toast={shown} onOpenChange={(open) => open || dismiss()} />}
        <ToastPrimitive.Viewport
          hotkey={['F8']}
          label="Notifications ({hotkey})"
          className="fixed right-0 bottom-0 z-[100] m-0 flex w-full list-none flex-col p-4 outline-none sm:max-w-[26rem]"
        />
      </ToastPrimitive.Provider>
    </ToastContext>
  );
}

export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it');
  return api;
}

function Toast({ toast, onOpenChange }: { toast: ShownToast; onOpenChange: (open: boolean) => void }) {
  const variant = toast.variant ?? 'default';
  return (
    <ToastPrimitive.Root
      open={toast.open}
      onOpenChange={onOpenChange}
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
      </div>
      <ToastPrimitive.Close
        aria-label="Dismiss notification"
        className="absolute top-3 right-3 cursor-pointer rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
      >
        <X className="size-4" />
      </ToastPrimitive.Close>
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
