import { budgetStreamName, dayOf } from '@seerat/contracts';
import { type BudgetCommand, type BudgetState, budgetDecider } from '@seerat/domain';
import { type Actor, metadataOf } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { type CommandResult, handleCommand } from '../../commands/handle-command';
import { withoutEventClaim } from './budget-numbers';
import { authorizeBudgetRole, authorizeBudgetStep, placedBudget } from './existing-budget';

export interface BudgetChange {
  budgetId: number;
  /** The revision the client read (`If-Match`). */
  expectedRevision?: bigint;
  /** The change reason or the step's comment, kept in the events' metadata. */
  reason?: string | null;
}

/** What the drafter changes: the details, the lines, the actuals. */
export type DrafterCommand = Extract<
  BudgetCommand,
  {
    type:
      | 'UpdateBudgetDetails'
      | 'AddCollection'
      | 'AddExpense'
      | 'UpdateCollection'
      | 'UpdateExpense'
      | 'RemoveLine';
  }
>;
export type ActualsCommand =
  | {
      type: 'RecordCollectionActuals';
      lineId: number;
      actuals: Extract<BudgetCommand, { type: 'RecordCollectionActuals' }>['actuals'];
    }
  | {
      type: 'RecordExpenseActuals';
      lineId: number;
      actuals: Extract<BudgetCommand, { type: 'RecordExpenseActuals' }>['actuals'];
    };

/**
 * The drafter's changes (details, lines, actuals): events write on the event's city. Actuals are
 * dated by the command's clock (the decider refuses them before the event's day).
 */
export async function changeBudget(
  deps: CommandDeps,
  actor: Actor,
  change: BudgetChange,
  command: DrafterCommand | ActualsCommand,
): Promise<CommandResult<BudgetState>> {
  const budget = await placedBudget(deps, change.budgetId);
  authorizeBudgetRole(actor, 'drafter', budget.city);
  const dated: BudgetCommand =
    command.type === 'RecordCollectionActuals' || command.type === 'RecordExpenseActuals'
      ? { ...command, today: dayOf(actor.now) }
      : command;
  return handleCommand({
    store: deps.store,
    streamName: budgetStreamName(change.budgetId),
    decider: budgetDecider,
    command: dated,
    metadata: metadataOf(actor, change.reason),
    expectedRevision: change.expectedRevision,
    folded: budget.folded,
  });
}

/** A workflow step: the role the step needs at the budget's status; the decider checks the rest. */
export async function takeBudgetStep(
  deps: CommandDeps,
  actor: Actor,
  change: BudgetChange,
  action: Extract<BudgetCommand, { type: 'TakeBudgetStep' }>['action'],
): Promise<CommandResult<BudgetState>> {
  const budget = await placedBudget(deps, change.budgetId);
  authorizeBudgetStep(actor, action, budget);
  const comment = change.reason?.trim() ? change.reason.trim() : null;
  return handleCommand({
    store: deps.store,
    streamName: budgetStreamName(change.budgetId),
    decider: budgetDecider,
    command: { type: 'TakeBudgetStep', action, actorId: actor.userId, comment },
    metadata: metadataOf(actor, comment),
    expectedRevision: change.expectedRevision,
    folded: budget.folded,
  });
}

/** Deleting a draft (its lines with it) gives the event back, so it may have a budget again. */
export async function deleteBudget(
  deps: CommandDeps,
  actor: Actor,
  change: BudgetChange,
): Promise<CommandResult<BudgetState>> {
  const budget = await placedBudget(deps, change.budgetId);
  authorizeBudgetRole(actor, 'drafter', budget.city);
  return withoutEventClaim(deps.knex, change.budgetId, () =>
    handleCommand({
      store: deps.store,
      streamName: budgetStreamName(change.budgetId),
      decider: budgetDecider,
      command: { type: 'DeleteBudget' },
      metadata: metadataOf(actor, change.reason),
      expectedRevision: change.expectedRevision,
      folded: budget.folded,
    }),
  );
}
