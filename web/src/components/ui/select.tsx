import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { classNames } from '../../lib/class-names';

/**
 * A native select styled like `Input`: the platform's own picker is the most usable one on phones
 * and with assistive technology, and needs no portal.
 */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return (
    <div className={classNames('relative', className)}>
      <select
        className={classNames(
          'h-10 w-full cursor-pointer appearance-none rounded-md border border-slate-300 bg-white py-0 pr-9 pl-3 text-sm text-slate-900 shadow-sm',
          'focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none',
          'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:opacity-70',
          // A field marked invalid (its message under it) stands out in red.
          'aria-invalid:border-red-500 aria-invalid:focus:border-red-600 aria-invalid:focus:ring-red-600/20',
        )}
        {...props}
      />
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
      />
    </div>
  );
}
