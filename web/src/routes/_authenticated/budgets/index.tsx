import { BUDGET_TABS } from '@seerat/contracts';
import { createFileRoute, Navigate } from '@tanstack/react-router';
import { z } from 'zod';
import { PageSpinner } from '../../../components/notices/page-spinner';
import { useEventBudget } from '../../../features/budgets/api/get-event-budget';
import { BudgetsListPage } from '../../../features/budgets/components/budgets-list-page';
import { NewBudgetForm } from '../../../features/budgets/components/new-budget-form';
import { searchId } from '../../../lib/route-search';

/** `?tab=` a status, all, or waiting; `?search=`; `?eventId=` an event's budget (or its new draft). */
const searchSchema = z.object({
  tab: z.enum(BUDGET_TABS).optional().catch(undefined),
  search: z.string().max(100).optional().catch(undefined),
  eventId: searchId,
});

export const Route = createFileRoute('/_authenticated/budgets/')({
  validateSearch: (search) => searchSchema.parse(search),
  component: BudgetsRoute,
});

function BudgetsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  if (search.eventId) return <EventBudget eventId={search.eventId} />;
  return (
    <BudgetsListPage
      tab={search.tab ?? 'all'}
      search={search.search ?? ''}
      onTab={(tab) =>
        void navigate({ search: (current) => ({ ...current, tab: tab === 'all' ? undefined : tab }) })
      }
      onSearch={(text) =>
        void navigate({ search: (current) => ({ ...current, search: text || undefined }), replace: true })
      }
    />
  );
}

/** The event's budget when it has one, else the form that drafts it. */
function EventBudget({ eventId }: { eventId: number }) {
  const { data, isPending } = useEventBudget(eventId);
  if (isPending) return <PageSpinner />;
  if (data) return <Navigate to="/budgets/$budgetId" params={{ budgetId: data.id }} replace />;
  return <NewBudgetForm eventId={eventId} />;
}
