import { createFileRoute, notFound } from '@tanstack/react-router';
import { z } from 'zod';
import { PageSpinner } from '../../../components/notices/page-spinner';
import { Card, CardContent } from '../../../components/ui/card';
import { BlockError } from '../../../components/ui/query-states';
import { AsOfBanner, ViewAsOfControl, ViewAsOfLink } from '../../../features/audit/components/as-of-view';
import { ChangeHistoryPanel } from '../../../features/audit/components/change-history-panel';
import { budgetQueryOptions, useBudget } from '../../../features/budgets/api/get-budget';
import { BudgetAsOfView } from '../../../features/budgets/components/budget-as-of-view';
import { BudgetPage } from '../../../features/budgets/components/budget-page';
import { asOfSearch, pathId } from '../../../lib/route-search';

/** `?asOf=<ISO instant>`: the budget as it stood then (the Change History's rows and the feed link here). */
const searchSchema = z.object({ asOf: asOfSearch });

export const Route = createFileRoute('/_authenticated/budgets/$budgetId')({
  params: {
    parse: ({ budgetId }) => {
      const id = pathId(budgetId);
      if (id === null) throw notFound();
      return { budgetId: id };
    },
    stringify: ({ budgetId }) => ({ budgetId: String(budgetId) }),
  },
  validateSearch: (search) => searchSchema.parse(search),
  loader: ({ context, params }) =>
    void context.queryClient.prefetchQuery(budgetQueryOptions(params.budgetId)),
  component: BudgetRoute,
});

/** The budget now, or as of `?asOf=`; either way "View as of" and the Change History below it. */
function BudgetRoute() {
  const { budgetId } = Route.useParams();
  const { asOf } = Route.useSearch();
  const navigate = Route.useNavigate();
  const viewAsOf = (at: string) => navigate({ search: { asOf: at } });
  const history = (
    <ChangeHistoryPanel
      entity="budgets"
      entityId={budgetId}
      rowAction={(entry) => <ViewAsOfLink at={entry.createdAt} onView={viewAsOf} />}
    />
  );
  if (asOf) {
    return (
      <div className="grid min-w-0 gap-4">
        <AsOfBanner at={asOf} onBackToNow={() => navigate({ search: {} })} />
        <ViewAsOfControl onView={viewAsOf} />
        <BudgetAsOfView key={asOf} budgetId={budgetId} at={asOf} />
        {history}
      </div>
    );
  }
  return (
    <div className="grid min-w-0 gap-4">
      <LiveBudget budgetId={budgetId} />
      <Card className="min-w-0">
        <CardContent>
          <ViewAsOfControl onView={viewAsOf} />
        </CardContent>
      </Card>
      {history}
    </div>
  );
}

function LiveBudget({ budgetId }: { budgetId: number }) {
  const { data, error, refetch } = useBudget(budgetId);
  if (error)
    return <BlockError title="Failed to fetch budget" error={error} onRetry={() => void refetch()} />;
  if (!data) return <PageSpinner />;
  return <BudgetPage budget={data} />;
}
