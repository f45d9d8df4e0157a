import { budgetTotals, collectionLineView, expenseLineView } from '@seerat/contracts';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { BlockError, BlockLoading } from '../../../components/ui/query-states';
import { ApiError } from '../../../lib/api-client';
import { type BudgetAsOf, useBudgetAsOf } from '../api/get-budget-as-of';
import { BudgetLines } from './budget-lines';
import { BudgetStatusBadge } from './budget-status-badge';
import { BudgetTotalsPanel } from './budget-totals';

const moment = (at: string) =>
  new Date(at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

/**
 * The budget as it stood at `at`, folded from its own events: its status, details, lines and the
 * totals of those lines (computed as the server computes them), read only.
 */
export function BudgetAsOfView({ budgetId, at }: { budgetId: number; at: string }) {
  const past = useBudgetAsOf(budgetId, at);
  return (
    <Card className="min-w-0" aria-label="Budget as of this moment">
      <CardHeader title="Budget as of this moment" />
      <CardContent>
        {past.isPending ? (
          <BlockLoading />
        ) : past.isError && past.error instanceof ApiError && past.error.status === 404 ? (
          <EmptyState>{past.error.serverMessage ?? 'Budget not found'}</EmptyState>
        ) : past.isError ? (
          <BlockError title="Failed to load this moment" error={past.error} onRetry={() => past.refetch()} />
        ) : (
          <PastBudget budgetId={budgetId} past={past.data} />
        )}
      </CardContent>
    </Card>
  );
}

function PastBudget({ budgetId, past }: { budgetId: number; past: BudgetAsOf }) {
  const { state } = past;
  const collections = state.collections.map(collectionLineView);
  const expenses = state.expenses.map(expenseLineView);
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        Last changed before then on {moment(past.changedAt)}.
        {state.deleted && <strong> Deleted by then.</strong>}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{state.budgetNumber}</span>
        <BudgetStatusBadge status={state.status} />
      </div>
      {state.details && (
        <div>
          <h2 className="text-lg font-semibold break-words">{state.details.title}</h2>
          {state.details.description && (
            <p className="text-sm whitespace-pre-wrap">{state.details.description}</p>
          )}
        </div>
      )}
      <BudgetTotalsPanel totals={budgetTotals(state.collections, state.expenses)} />
      <BudgetLines budget={{ id: budgetId, status: state.status, collections, expenses }} canDraft={false} />
    </div>
  );
}
