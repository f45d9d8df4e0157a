import type { AuditEntry } from '@seerat/contracts';
import {
  AuditActionBadge,
  AuditChange,
  auditUsername,
  formatAuditDate,
  orNotAvailable,
} from './audit-entry-parts';

const COLUMNS = ['Date', 'Action', 'Field', 'Change', 'User', 'Reason'] as const;

type AuditTableProps = { entries: AuditEntry[]; emptyText: string };

/**
 * One row per changed field, in a box that scrolls past 400px, and sideways on its own (never the
 * page) where the screen is narrower than the table. The box takes keyboard focus, so the rows it
 * hides can be reached with the arrow keys too.
 */
export function AuditTable({ entries, emptyText }: AuditTableProps) {
  if (entries.length === 0) return <p className="py-8 text-center text-sm text-slate-500">{emptyText}</p>;
  return (
    <section
      aria-label="Change history table"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      className="max-h-[400px] min-w-0 overflow-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table className="w-full min-w-[44rem] text-left text-sm">
        <thead className="sticky top-0 bg-slate-50 text-xs tracking-wide text-slate-500 uppercase">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-3 py-2.5 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {entries.map((entry) => (
            <tr key={entry.id} className="align-top">
              <td className="px-3 py-2.5 whitespace-nowrap text-slate-600">{formatAuditDate(entry)}</td>
              <td className="px-3 py-2.5">
                <AuditActionBadge action={entry.action} />
              </td>
              <td className="px-3 py-2.5 font-medium text-slate-800">{orNotAvailable(entry.fieldName)}</td>
              <td className="max-w-xs px-3 py-2.5">
                <AuditChange entry={entry} />
              </td>
              <td className="px-3 py-2.5 whitespace-nowrap text-slate-700">{auditUsername(entry)}</td>
              <td className="max-w-[18rem] min-w-[10rem] px-3 py-2.5 break-words text-slate-600">
                {orNotAvailable(entry.changeReason)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
