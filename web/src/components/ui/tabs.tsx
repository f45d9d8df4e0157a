import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { classNames } from '../../lib/class-names';

export const Tabs = TabsPrimitive.Root;

/**
 * A row of tabs that wraps onto a second line where it is wider than its place (a phone), so every
 * tab is in view: a row scrolling sideways hid its last tabs with no sign that they were there.
 */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={classNames(
        'inline-flex max-w-full flex-wrap gap-1 rounded-lg bg-slate-100 p-1 text-sm',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={classNames(
        'cursor-pointer rounded-md px-3 py-1.5 font-medium whitespace-nowrap text-slate-600 transition-colors',
        'hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm',
        'focus-visible:outline-2 focus-visible:outline-brand-600',
        'disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      className={classNames('mt-4 focus-visible:outline-2 focus-visible:outline-brand-600', className)}
      {...props}
    />
  );
}
