import type { ComponentProps } from 'react';
import { classNames } from '../../lib/class-names';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={classNames(
        'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm',
        'placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none',
        'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:opacity-70',
        // A field marked invalid (its message under it) stands out in red.
        'aria-invalid:border-red-500 aria-invalid:focus:border-red-600 aria-invalid:focus:ring-red-600/20',
        className,
      )}
      {...props}
    />
  );
}
