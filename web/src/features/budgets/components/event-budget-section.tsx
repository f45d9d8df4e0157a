import { formatPkr } from '@seerat/contracts';
import { Link } from '@tanstack/react-router';
import { buttonClassNames } from '../../../components/ui/button';
import { useEventBudget } from '../api/get-event-budget';
import { BudgetPage } from './budget-page';
import { BudgetStatusBadge } from './budget-status-badge';

/**
 * An event's Budget section: its budget whole (totals and chart, lines, the viewer's steps, the
 * approval history) behind a summary line, or the way to draft one.
 */
export function EventBudgetSection({ eventId }: { eventId: number }) {
  const { data: budget, isPending, isError } = useEventBudget(eventId);
  if (isPending || isError) return null;
  return (
    <section aria-label="Budget" className="grid gap-2 border-t border-slate-100 pt-4">
      <h3 className="font-semibold">Budget</h3>
      {budget ? (
        <details className="rounded-md border border-slate-200">
          <summary className="flex cursor-pointer flex-wrap items-center gap-2 p-3 text-sm">
            <span className="font-medium">{budget.budgetNumber}</span>
            <BudgetStatusBadge status={budget.status} />
            <span className="text-slate-600">
              Net estimated profit {formatPkr(budget.netEstimatedProfit)}
            </span>
          </summary>
          <div className="p-3">
            <BudgetPage budget={budget} />
          </div>
        </details>
      ) : (
        <p className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
          No budget yet.
          <Link
            className={buttonClassNames({ variant: 'outline', size: 'sm' })}
            to="/budgets"
            search={{ eventId }}
          >
            Create Budget
          </Link>
        </p>
      )}
    </section>
  );
}
