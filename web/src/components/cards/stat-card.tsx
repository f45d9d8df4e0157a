import type { ReactNode } from 'react';
import { classNames } from '../../lib/class-names';

type StatCardProps = {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  /** A line under the number: what it counts, or how it is judged. */
  hint?: ReactNode;
  className?: string;
};

/**
 * One number of the dashboard, large, with what it is. The section is named by the label, which is
 * no heading: five numbers in a row are not five parts of the page's outline.
 */
export function StatCard({ label, value, icon, hint, className }: StatCardProps) {
  return (
    <section
      aria-label={label}
      className={classNames('rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5', className)}
    >
      <div className="flex items-start justify-between gap-3">
        <span className="text-sm font-medium text-slate-500">{label}</span>
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          {icon}
        </span>
      </div>
      <p className="mt-1 text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{value}</p>
      {hint !== undefined && <p className="mt-1 text-xs text-slate-500">{hint}</p>}
    </section>
  );
}
