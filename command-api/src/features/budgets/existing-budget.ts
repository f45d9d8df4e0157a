import {
  type BudgetAction,
  type BudgetRole,
  budgetStreamName,
  holdsBudgetRole,
  notAllowed,
  notFound,
  stepRole,
} from '@seerat/contracts';
import { BUDGET_NOT_FOUND, type BudgetState, budgetDecider } from '@seerat/domain';
import type { Actor } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { type FoldedStream, foldStream } from '../../commands/folded-streams';
import type { CityPlace } from '../../facts/organisation-facts';

/** A budget as folded now, with the place of its event's city. */
export interface PlacedBudget {
  folded: FoldedStream<BudgetState>;
  city: CityPlace;
}

/**
 * The budget and its city; a budget never created, or deleted, is a 404. Unlike other
 * features' `authorized<Entity>`, authorising is the caller's: the role a budget needs depends
 * on the workflow step and the budget's status (`authorizeBudgetStep`).
 */
export async function placedBudget(deps: CommandDeps, budgetId: number): Promise<PlacedBudget> {
  const folded = await foldStream(deps.store, budgetStreamName(budgetId), budgetDecider);
  const { event } = folded.state;
  if (!event || folded.state.deleted) throw notFound(BUDGET_NOT_FOUND);
  const city = await deps.facts.city(event.cityId);
  if (!city) throw notFound('City not found');
  return { folded, city };
}

/** A `forbidden` error unless the actor holds the role on the budget's city. */
export function authorizeBudgetRole(actor: Actor, role: BudgetRole, city: CityPlace): void {
  if (!holdsBudgetRole(actor.principal, role, city)) throw notAllowed();
}

/** The role a workflow step needs on this budget now (the decider checks the step itself). */
export function authorizeBudgetStep(actor: Actor, action: BudgetAction, budget: PlacedBudget): void {
  authorizeBudgetRole(actor, stepRole(action, budget.folded.state.status), budget.city);
}
