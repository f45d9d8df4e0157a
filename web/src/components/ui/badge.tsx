import type { ComponentProps } from 'react';
import { classNames } from '../../lib/class-names';

export type BadgeTone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger' | 'info';

type BadgeProps = ComponentProps<'span'> & { tone?: BadgeTone };

/** A small rounded label: a status, a kind, a count. */
export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      className={classNames(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        toneClasses(tone),
        className,
      )}
      {...props}
    />
  );
}

function toneClasses(tone: BadgeTone): string {
  switch (tone) {
    case 'neutral':
      return 'bg-slate-50 text-slate-700 ring-slate-200';
    case 'brand':
      return 'bg-brand-50 text-brand-800 ring-brand-100';
    case 'success':
      return 'bg-emerald-50 text-emerald-700 ring-emerald-200';
    case 'warning':
      return 'bg-amber-50 text-amber-800 ring-amber-200';
    case 'danger':
      return 'bg-red-50 text-red-700 ring-red-200';
    case 'info':
      return 'bg-sky-50 text-sky-700 ring-sky-200';
  }
}
