import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Tooltip } from './tooltip';

type SheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The control that opens the panel; focus returns to it when the panel closes. */
  trigger: ReactNode;
  /** Names the panel for assistive technology. */
  title: string;
  children: ReactNode;
};

/** A modal panel that slides in from the left edge: the navigation on small screens. */
export function Sheet({ open, onOpenChange, trigger, title, children }: SheetProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-slate-900/50 motion-safe:data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] bg-white shadow-xl focus:outline-none motion-safe:data-[state=open]:animate-sheet-in"
        >
          <DialogPrimitive.Title className="sr-only">{title}</DialogPrimitive.Title>
          {children}
          <Tooltip text="Close">
            <DialogPrimitive.Close
              aria-label="Close"
              className="absolute top-5 right-3 cursor-pointer rounded-md p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <X className="size-4" />
            </DialogPrimitive.Close>
          </Tooltip>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
