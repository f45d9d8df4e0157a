import { AsOfBlock } from '../../../components/history/as-of-block';
import { useBudgetAsOf } from '../api/get-budget-as-of';
import { BudgetDetails } from './budget-page';

/**
 * The budget as it stood at `at`, drawn by the budget page's own cards: its event, status, totals
 * and lines then, read only (no step, no drafting, no export of the present's lines).
 */
export function BudgetAsOfView({ budgetId, at }: { budgetId: number; at: string }) {
  const past = useBudgetAsOf(budgetId, at);
  return (
    <section aria-label="Budget as of this moment" className="grid min-w-0 gap-4">
      <AsOfBlock query={past}>{(budget) => <BudgetDetails budget={budget} canDraft={false} />}</AsOfBlock>
    </section>
  );
}
