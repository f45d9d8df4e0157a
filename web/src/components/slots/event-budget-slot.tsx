import { createContext, type ReactNode, useContext } from 'react';

type RenderBudget = (eventId: number) => ReactNode;

const BudgetSlot = createContext<RenderBudget>(() => null);

/**
 * Where an event's details show the event's budget. The details belong to the events feature, the
 * budget to the budgets feature; the signed-in layout route provides the one to the other here.
 */
export function EventBudgetSlotProvider({ render, children }: { render: RenderBudget; children: ReactNode }) {
  return <BudgetSlot.Provider value={render}>{children}</BudgetSlot.Provider>;
}

export function EventBudgetSlot({ eventId }: { eventId: number }) {
  return useContext(BudgetSlot)(eventId);
}
