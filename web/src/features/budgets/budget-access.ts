import { type BudgetWithLines, holdsBudgetRole } from '@seerat/contracts';
import { useCurrentPrincipal } from '../../lib/principal';

export type BudgetAccess = {
  /** Edit the lines: a drafter of the budget's city. The workflow buttons come from the server. */
  canDraft: boolean;
};

/** What the signed-in user may do to a budget, as the server's budget rules decide it. */
export function useBudgetAccess(budget: Pick<BudgetWithLines, 'zoneId' | 'cityPath'>): BudgetAccess {
  const principal = useCurrentPrincipal();
  const place = { kind: 'city' as const, zoneId: budget.zoneId, cityPath: budget.cityPath };
  return { canDraft: principal !== null && holdsBudgetRole(principal, 'drafter', place) };
}
