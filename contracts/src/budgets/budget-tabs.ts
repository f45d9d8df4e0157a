// Apart from the budget request schemas: the route tree needs the tabs before any screen opens,
// and importing them from budget-requests.ts would build every budget schema on the first load.
import { BUDGET_STATUSES } from './budget-workflow';

/** The tabs of the budgets list: a status, every budget, or what the caller may act on now. */
export const BUDGET_TABS = ['all', 'waiting', ...BUDGET_STATUSES] as const;
export type BudgetTab = (typeof BUDGET_TABS)[number];
