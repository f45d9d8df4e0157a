import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { classNames } from '../../../lib/class-names';

type QabailModalProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  /** Mounted only while open. */
  children: ReactNode;
  size?: 'lg' | 'xl';
};

/**
 * A centred modal for the qabail screens, looking like the shared `Dialog`. Unlike it, it has no
 * trigger of its own: a card, a list item or the address (`?id=`) opens it. Focus returns to
 * whatever had it when the modal opened, so a keyboard user lands back on the card they chose.
 */
export function QabailModal({ open, onClose, title, description, children, size = 'lg' }: QabailModalProps) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => next || onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-slate-900/50 motion-safe:data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          {...(description === undefined && { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
          className={classNames(
            'fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2',
            'max-h-[calc(100dvh-2rem)] overflow-y-auto',
            size === 'xl' ? 'max-w-3xl' : 'max-w-lg',
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
          {children}
          <DialogPrimitive.Close
            aria-label="Close"
            className="absolute top-4 right-4 cursor-pointer rounded-md p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <X className="size-4" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
