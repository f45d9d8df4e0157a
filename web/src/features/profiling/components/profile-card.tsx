import type { ReactNode } from 'react';

type ProfileCardProps = {
  id: number;
  title: string;
  /** A line under the title across the card (the Urdu name). */
  subtitle?: ReactNode;
  facts: Array<{ term: string; value: ReactNode }>;
  /** The button that opens the record. */
  action: ReactNode;
};

/** A record on the profiling screen: its id, name, key facts and the way to edit it. */
export function ProfileCard({ id, title, subtitle, facts, action }: ProfileCardProps) {
  return (
    <article className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <header>
        <div className="flex items-start justify-between gap-2">
          <h3 className="min-w-0 truncate font-semibold text-slate-900">{title}</h3>
          <span className="shrink-0 rounded-md bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-600">
            ID {id}
          </span>
        </div>
        {subtitle}
      </header>
      <dl className="grid gap-1.5 text-sm">
        {facts.map((fact) => (
          <div key={fact.term} className="flex justify-between gap-3">
            <dt className="shrink-0 text-slate-500">{fact.term}</dt>
            <dd className="min-w-0 truncate text-right text-slate-800">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-auto pt-1">{action}</div>
    </article>
  );
}
