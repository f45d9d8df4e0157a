import type { ReactNode } from 'react';

type PageHeaderProps = {
  title: string;
  /** A line under the title. */
  description?: ReactNode;
  /** Buttons at the end of the header. */
  actions?: ReactNode;
};

/** The title row of a screen. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
        {description !== undefined && <p className="mt-1 text-sm text-slate-500">{description}</p>}
      </div>
      {actions !== undefined && <div className="flex flex-wrap gap-2">{actions}</div>}
    </header>
  );
}
