import { type AuditEntry, type AuditedEntityPath, auditFieldLabel } from '@seerat/contracts';
import {
  AuditActionBadge,
  AuditChange,
  auditUsername,
  formatAuditDate,
  orNotAvailable,
} from './audit-entry-parts';

const COLUMNS = ['Date', 'Action', 'Field', 'Change', 'User', 'Reason'] as const;

type AuditTableProps = {
  entity: AuditedEntityPath;
  entries: AuditEntry[];
  emptyText: string;
  /** What each row offers beside its date (the entity as it stood then), from the route. */
  rowAction?: (entry: AuditEntry) => React.ReactNode;
};

/**
 * One row per changed field, fields by their labels, in a box that scrolls past 400px, and
 * sideways on its own (never the page or its card) where the box is narrower than the table. The
 * box takes keyboard focus, so the rows it hides can be reached with the arrow keys too. Reasons
 * wrap between words in a column wide enough to hold them, never a word per line; so do changes,
 * whose column keeps 15rem beside the fixed ones however narrow the box (a dialog's).
 */
export function AuditTable({ entity, entries, emptyText, rowAction }: AuditTableProps) {
  if (entries.length === 0) return <p className="py-8 text-center text-sm text-slate-500">{emptyText}</p>;
  return (
    <section
      aria-label="Change history table"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      className="max-h-[400px] w-full max-w-full min-w-0 overflow-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table className="w-full min-w-[66rem] table-fixed text-left text-sm">
        <colgroup>
          <col className="w-[9.5rem]" />
          <col className="w-[6rem]" />
          <col className="w-[11rem]" />
          <col />
          <col className="w-[11rem]" />
          <col className="w-[13rem]" />
        </colgroup>
        <thead className="sticky top-0 z-10 bg-slate-50 text-xs tracking-wide text-slate-500 uppercase">
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
              <td className="px-3 py-2.5 text-slate-600">
                <span className="block">{formatAuditDate(entry)}</span>
                {rowAction?.(entry)}
              </td>
              <td className="px-3 py-2.5">
                <AuditActionBadge action={entry.action} />
              </td>
              <td className="px-3 py-2.5 font-medium [overflow-wrap:anywhere] text-slate-800">
                {entry.fieldName === null ? orNotAvailable(null) : auditFieldLabel(entity, entry.fieldName)}
              </td>
              <td className="px-3 py-2.5">
                <AuditChange entry={entry} />
              </td>
              <td className="px-3 py-2.5 [overflow-wrap:anywhere] text-slate-700">{auditUsername(entry)}</td>
              <td className="px-3 py-2.5 text-slate-600">
                <bdi dir="auto" className="whitespace-pre-wrap">
                  {orNotAvailable(entry.changeReason)}
                </bdi>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
