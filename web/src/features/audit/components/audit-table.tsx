import { type AuditEntry, type AuditedEntityPath, auditFieldLabel } from '@seerat/contracts';
import {
  StackedBody,
  StackedCell,
  StackedHead,
  StackedRow,
  StackedTable,
} from '../../../components/ui/stacked-table';
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
 * One row per changed field, fields by their labels, in a box that scrolls past 400px; on a
 * phone each row stacks its cells, so the change is in view without scrolling sideways, and from
 * `md` up the table scrolls sideways on its own (never the page or its card) where the box is
 * narrower than it. The
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
      <StackedTable className="md:min-w-[66rem] md:table-fixed">
        <colgroup>
          <col className="w-[9.5rem]" />
          <col className="w-[6rem]" />
          <col className="w-[11rem]" />
          <col />
          <col className="w-[11rem]" />
          <col className="w-[13rem]" />
        </colgroup>
        <StackedHead
          columns={COLUMNS}
          className="sticky top-0 z-10 bg-slate-50 text-xs tracking-wide text-slate-500 uppercase"
        />
        <StackedBody>
          {entries.map((entry) => (
            <StackedRow key={entry.id}>
              <StackedCell label="Date" className="text-slate-600">
                <span className="block">{formatAuditDate(entry)}</span>
                {rowAction?.(entry)}
              </StackedCell>
              <StackedCell label="Action">
                <AuditActionBadge action={entry.action} />
              </StackedCell>
              <StackedCell label="Field" className="font-medium [overflow-wrap:anywhere] text-slate-800">
                {entry.fieldName === null ? orNotAvailable(null) : auditFieldLabel(entity, entry.fieldName)}
              </StackedCell>
              <StackedCell label="Change">
                <AuditChange entry={entry} />
              </StackedCell>
              <StackedCell label="User" className="[overflow-wrap:anywhere] text-slate-700">
                {auditUsername(entry)}
              </StackedCell>
              <StackedCell label="Reason" className="text-slate-600">
                <bdi dir="auto" className="whitespace-pre-wrap">
                  {orNotAvailable(entry.changeReason)}
                </bdi>
              </StackedCell>
            </StackedRow>
          ))}
        </StackedBody>
      </StackedTable>
    </section>
  );
}
