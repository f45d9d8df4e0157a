import {
  BUDGET_HISTORY_ACTION_LABELS,
  BUDGET_STATUS_LABELS,
  type BudgetHistoryEntry,
} from '@seerat/contracts';
import { useBudgetHistory } from '../api/get-budget-history';

/** "Draft → Submitted"; a creation has no status before it, a deletion none after. */
function statusChange(entry: BudgetHistoryEntry): string {
  const label = (status: string) =>
    BUDGET_STATUS_LABELS[status as keyof typeof BUDGET_STATUS_LABELS] ?? 'Deleted';
  const to = label(entry.newStatus);
  return entry.previousStatus === null ? to : `${label(entry.previousStatus)} → ${to}`;
}

/**
 * The approval history as people read it: what was done and by whom ("Submitted by lahore.masool"),
 * the status it moved from and to, when (the viewer's local time), and the comment given.
 */
export function BudgetHistory({ budgetId }: { budgetId: number }) {
  const { data } = useBudgetHistory(budgetId);
  if (!data) return null;
  return (
    <ol className="space-y-2" aria-label="Approval history">
      {data.map((entry) => (
        <li key={entry.id} className="rounded-md border border-slate-200 p-3 text-sm">
          <div className="flex flex-wrap justify-between gap-x-3 gap-y-1">
            <span className="font-medium break-words">
              {BUDGET_HISTORY_ACTION_LABELS[entry.action]} by {entry.actionBy}
            </span>
            <time className="text-slate-500" dateTime={entry.actionDate}>
              {new Date(entry.actionDate).toLocaleString('en-US')}
            </time>
          </div>
          <p className="text-slate-600">{statusChange(entry)}</p>
          {entry.comments && <p className="mt-1 whitespace-pre-wrap text-slate-700">{entry.comments}</p>}
        </li>
      ))}
    </ol>
  );
}
