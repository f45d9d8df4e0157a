import type { ComponentProps, ReactNode } from 'react';
import { classNames } from '../../lib/class-names';

/** A white panel with a border: the unit every screen is laid out in. */
export function Card({ className, ...props }: ComponentProps<'section'>) {
  return (
    <section
      className={classNames('rounded-xl border border-slate-200 bg-white shadow-sm', className)}
      {...props}
    />
  );
}

type CardHeaderProps = {
  title: ReactNode;
  /** An icon before the title. */
  icon?: ReactNode;
  /** Buttons or a badge at the end of the header. */
  actions?: ReactNode;
  className?: string;
};

export function CardHeader({ title, icon, actions, className }: CardHeaderProps) {
  return (
    <header
      className={classNames(
        'flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-5 py-4',
        className,
      )}
    >
      <h2 className="flex min-w-0 items-center gap-2 text-base font-semibold text-slate-900">
        {icon}
        {title}
      </h2>
      {actions !== undefined && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </header>
  );
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={classNames('px-5 py-4', className)} {...props} />;
}
