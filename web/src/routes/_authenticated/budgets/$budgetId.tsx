import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { PageSpinner } from '../../../components/notices/page-spinner';
import { BlockError } from '../../../components/ui/query-states';
import { ChangeHistoryPanel } from '../../../features/audit/components/change-history-panel';
import { budgetQueryOptions, useBudget } from '../../../features/budgets/api/get-budget';
import { BudgetPage } from '../../../features/budgets/components/budget-page';

const budgetIdSchema = z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().positive());

/** `?asOf=<ISO instant>`: the address the Change History links to (the budget as it stood then). */
const searchSchema = z.object({ asOf: z.iso.datetime({ offset: true }).optional().catch(undefined) });

export const Route = createFileRoute('/_authenticated/budgets/$budgetId')({
  params: {
    parse: ({ budgetId }) => ({ budgetId: budgetIdSchema.parse(budgetId) }),
    stringify: ({ budgetId }) => ({ budgetId: String(budgetId) }),
  },
  validateSearch: (search) => searchSchema.parse(search),
  loader: ({ context, params }) =>
    void context.queryClient.prefetchQuery(budgetQueryOptions(params.budgetId)),
  component: BudgetRoute,
});

function BudgetRoute() {
  const { budgetId } = Route.useParams();
  const { data, error, refetch } = useBudget(budgetId);
  if (error)
    return <BlockError title="Failed to fetch budget" error={error} onRetry={() => void refetch()} />;
  if (!data) return <PageSpinner />;
  return (
    <div className="space-y-4">
      <BudgetPage budget={data} />
      <ChangeHistoryPanel entity="budgets" entityId={budgetId} />
    </div>
  );
}
