import { BUDGET_STATUS_LABELS, BUDGET_TABS, type BudgetTab, formatPkr } from '@seerat/contracts';
import { Link } from '@tanstack/react-router';
import { ListHeading } from '../../../components/layout/list-heading';
import { PageHeader } from '../../../components/layout/page-header';
import { Card, CardContent } from '../../../components/ui/card';
import { PagedBlock } from '../../../components/ui/paged-block';
import { SearchBox } from '../../../components/ui/search-box';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { budgetsExportUrl } from '../api/export-budgets';
import { useBudgetCounts } from '../api/get-budget-counts';
import { useBudgets } from '../api/get-budgets';
import { BudgetStatusBadge } from './budget-status-badge';
import { ExportCsvLink } from './export-csv-link';

const tabLabel = (tab: BudgetTab) =>
  tab === 'all' ? 'All' : tab === 'waiting' ? 'Waiting for me' : BUDGET_STATUS_LABELS[tab];

/** Budgets in scope: status tabs with counts, "Waiting for me", and a search. */
export function BudgetsListPage(props: {
  tab: BudgetTab;
  search: string;
  onTab: (tab: BudgetTab) => void;
  onSearch: (search: string) => void;
}) {
  const counts = useBudgetCounts(props.search);
  const budgets = useBudgets({ tab: props.tab, search: props.search });
  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <PageHeader title="Budgets" description="Collections and expenses of the events, and their approval" />
      <Tabs className="min-w-0" value={props.tab} onValueChange={(tab) => props.onTab(tab as BudgetTab)}>
        <TabsList aria-label="Budget status">
          {BUDGET_TABS.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {tabLabel(tab)} ({counts.data?.[tab] ?? 0})
            </TabsTrigger>
          ))}
        </TabsList>
        {/* The list is the selected tab's panel, which the tab says it controls. */}
        <TabsContent value={props.tab} className="mt-6">
          <Card>
            <CardContent className="space-y-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <ListHeading>Budgets</ListHeading>
                <ExportCsvLink href={budgetsExportUrl({ tab: props.tab, search: props.search })} />
              </div>
              <SearchBox value={props.search} onChange={props.onSearch} placeholder="Search budgets" />
              <PagedBlock query={budgets} errorTitle="Failed to fetch budgets" loadingLabel="Loading budgets">
                {(items) =>
                  items.length === 0 ? (
                    <p className="text-sm text-slate-500">No budgets.</p>
                  ) : (
                    <ul className="divide-y divide-slate-100">
                      {items.map((budget) => (
                        <li
                          key={budget.id}
                          className="flex flex-wrap items-center justify-between gap-2 py-3"
                        >
                          <Link
                            to="/budgets/$budgetId"
                            params={{ budgetId: budget.id }}
                            className="min-w-0 break-words"
                          >
                            <span className="font-medium">{budget.budgetNumber}</span> · {budget.title}
                            <span className="block text-xs text-slate-500">
                              {budget.eventTitle} · {budget.cityName}
                            </span>
                          </Link>
                          <span className="flex items-center gap-3 text-sm">
                            <span>{formatPkr(budget.netEstimatedProfit)}</span>
                            <BudgetStatusBadge status={budget.status} />
                          </span>
                        </li>
                      ))}
                    </ul>
                  )
                }
              </PagedBlock>
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>
    </div>
  );
}
