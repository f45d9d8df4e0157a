import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { createContext, type ReactNode, use, useCallback, useRef } from 'react';
import { classNames } from '../../lib/class-names';
import { useDialogOverToasts } from './toast-provider';
import { Tooltip } from './tooltip';

/** What Radix would focus first in a dialog, but its own Close button. */
const FOCUSABLE_BUT_CLOSE = [
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'button:not([disabled]):not([data-dialog-close])',
  'a[href]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * The control that opens the dialog; focus returns to it when the dialog closes. Without one
   * (a card, a list item or the address opened it), focus returns to whatever had it before.
   */
  trigger?: ReactNode;
  title: string;
  description?: string;
  /** Mounted only while open, so a form inside starts empty every time. */
  children: ReactNode;
  /** `lg` for dialogs holding a longer form or list, `xl` for the widest forms. */
  size?: 'md' | 'lg' | 'xl';
};

const WIDTHS = { md: 'max-w-md', lg: 'max-w-lg', xl: 'max-w-3xl' } as const;

const ScrollToTopContext = createContext<() => void>(() => undefined);

/**
 * Scrolls the dialog around the caller back to its top (does nothing outside a dialog): a view that
 * replaces a long dialog's content, such as its past, starts where a person reads it, not scrolled
 * to where the link that opened it was.
 */
export function useScrollDialogToTop(): () => void {
  return use(ScrollToTopContext);
}

/** A centred modal dialog: focus trapped inside, Escape and the overlay close it. */
export function Dialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  size = 'md',
}: DialogProps) {
  const opener = useRef<HTMLElement | null>(null);
  const content = useRef<HTMLDivElement>(null);
  // A statement, not an answer: Chromium's `scrollTo` now answers a promise, which an effect
  // calling this would take for its cleanup.
  const scrollToTop = useCallback(() => {
    content.current?.scrollTo({ top: 0 });
  }, []);
  const toastShown = useDialogOverToasts(open, onOpenChange);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      {trigger !== undefined && <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-slate-900/50 motion-safe:data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          ref={content}
          // Radix wants either a description or an explicit "none".
          {...(description === undefined && { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            // With nothing to focus but Close, Radix would focus it and its tooltip would open and
            // take the first Escape: the dialog itself takes the focus then, and Escape closes it.
            if (!content.current?.querySelector(FOCUSABLE_BUT_CLOSE)) {
              event.preventDefault();
              content.current?.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            if (trigger !== undefined || !opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
          className={classNames(
            'fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2',
            // A dialog taller than the screen scrolls inside itself.
            'max-h-[calc(100dvh-2rem)] overflow-y-auto',
            // On a phone a toast shows at the foot of the screen (see the toast provider): while it
            // does, the dialog moves to the top and ends above it, so the toast covers neither the
            // dialog's title nor its buttons.
            toastShown && 'max-sm:top-4 max-sm:max-h-[calc(100dvh-10rem)] max-sm:translate-y-0',
            WIDTHS[size],
            'rounded-xl bg-white p-6 text-slate-900 shadow-xl focus:outline-none',
            'motion-safe:data-[state=open]:animate-dialog-in',
          )}
        >
          <header className="mb-5 pr-8">
            <DialogPrimitive.Title className="text-lg font-semibold">{title}</DialogPrimitive.Title>
            {description !== undefined && (
              <DialogPrimitive.Description className="mt-1 text-sm text-slate-500">
                {description}
              </DialogPrimitive.Description>
            )}
          </header>
          <ScrollToTopContext value={scrollToTop}>{children}</ScrollToTopContext>
          <Tooltip text="Close">
            <DialogPrimitive.Close
              data-dialog-close=""
              aria-label="Close"
              className="absolute top-4 right-4 cursor-pointer rounded-md p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <X className="size-4" />
            </DialogPrimitive.Close>
          </Tooltip>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
