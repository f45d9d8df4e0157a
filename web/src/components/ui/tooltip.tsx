import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';

/** The spec's tooltip timing (000, shared behaviour): shown after 700 ms of hovering or focus… */
export const TOOLTIP_DELAY_MS = 700;
/** …and at once when another is hovered within 300 ms of the last one closing. */
export const TOOLTIP_SKIP_MS = 300;

/** Once, around the app: every tooltip takes the spec's timing from it. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_MS}>
      {children}
    </RadixTooltip.Provider>
  );
}

/**
 * A short text naming what a control does, on hover or keyboard focus; for controls that show
 * only an icon. The control keeps its own accessible name (`aria-label`): the tooltip only shows it.
 */
export function Tooltip({ text, children }: { text: string; children: ReactElement }) {
  return (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content
          sideOffset={6}
          className="z-50 rounded-md bg-slate-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-md"
        >
          {text}
          <RadixTooltip.Arrow className="fill-slate-900" />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
