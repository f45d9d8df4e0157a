import { BUDGET_STATUS_LABELS, type BudgetStatus } from '@seerat/contracts';
import { useBudgetHistory } from '../api/get-budget-history';

const statusLabel = (status: string | null) =>
  status === null ? '—' : (BUDGET_STATUS_LABELS[status as BudgetStatus] ?? status);

/** The approval history: every step with who, when, from and to, and the comment. */
export function BudgetHistory({ budgetId }: { budgetId: number }) {
  const { data } = useBudgetHistory(budgetId);
  if (!data) return null;
  return (
    <ol className="space-y-2" aria-label="Approval history">
      {data.map((entry) => (
        <li key={entry.id} className="rounded-md border border-slate-200 p-3 text-sm">
          <div className="flex flex-wrap justify-between gap-2">
            <span className="font-medium">
              {entry.action.replaceAll('_', ' ')}: {statusLabel(entry.previousStatus)} →{' '}
              {statusLabel(entry.newStatus)}
            </span>
            <span className="text-slate-500">
              {entry.actionBy}, {new Date(entry.actionDate).toLocaleString('en-US')}
            </span>
          </div>
          {entry.comments && <p className="mt-1 whitespace-pre-wrap text-slate-700">{entry.comments}</p>}
        </li>
      ))}
    </ol>
  );
}
