import type { ReactNode } from 'react';

/** What a list shows when it has nothing to show. */
export function EmptyState({ children, icon }: { children: ReactNode; icon?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-slate-200 px-4 py-8 text-center text-sm text-slate-500">
      {icon}
      <p>{children}</p>
    </div>
  );
}
