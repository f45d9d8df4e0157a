import { type Actor, changeBudget, createBudget, takeBudgetStep, uploadReceipt } from '@seerat/command-api';
import {
  BUDGET_ROLE_ACTIONS,
  type BudgetAction,
  collectionActualsSchema,
  collectionPlanSchema,
  createBudgetRequestSchema,
  dayOf,
  expenseActualsSchema,
  expensePlanSchema,
  holdsBudgetRole,
} from '@seerat/contracts';
import type { BudgetState } from '@seerat/domain';
import { cityResource, principalOf, requireId } from './actors';
import type { PlannedUser } from './blueprint';
import {
  type BudgetComment,
  budgetComment,
  budgetTitle,
  collectionActuals,
  collectionPlans,
  expenseActuals,
  expensePlans,
  receiptPdf,
  revisedExpense,
} from './changes/budget-changes';
import type { BudgetStepKind, PlannedBudget } from './plan-budgets';
import type { ItemOf, ItemRun, RunnerContext } from './runner-context';

/** The share of expense lines whose bill is uploaded with the actuals. */
const RECEIPT_SHARE = 0.15;

/** The workflow step each planned step takes, with the comment it gives (a reason where required). */
const STEP_ACTIONS: Partial<Record<BudgetStepKind, [BudgetAction, BudgetComment]>> = {
  submit: ['submit', 'submit'],
  review: ['review', 'review'],
  approve: ['approve', 'approve'],
  release: ['release', 'release'],
  close: ['close', 'close'],
  reject: ['reject', 'reject'],
  'request-changes': ['request_changes', 'requestChanges'],
  reopen: ['reopen', 'reopen'],
};

/**
 * A budget's creation with its planned lines, and each later step of its course, through the
 * use cases the budget routes call: the drafter (a masool of the event's city) drafts, submits,
 * revises and enters the actuals; the zone masool (or an administrator) reviews; administrators
 * approve, release, reopen and close. Nobody reviews or approves what they submitted.
 */
export async function runBudgetItem(
  ctx: RunnerContext,
  item: ItemOf<'create-budget' | 'budget-step'>,
  run: ItemRun,
): Promise<void> {
  const { budget } = item;
  if (item.type === 'create-budget') return create(ctx, budget, run);
  // A budget nobody else could review keeps its last status: the rest of its course never happens.
  if (!budget.state || !budget.drafter) return;
  const { kind } = item.step;
  if (kind === 'revise') return revise(ctx, budget, run);
  if (kind === 'actuals') return enterActuals(ctx, budget, run);
  const [action, comment] = STEP_ACTIONS[kind]!;
  const actor = stepActor(ctx, budget, run, kind);
  if (!actor) {
    budget.state = null;
    return;
  }
  const reason = budgetComment(run.random, comment);
  const change = { budgetId: requireId(budget), reason };
  budget.state = (await takeBudgetStep(ctx.deps(), run.as(actor), change, action)).state;
}

/** Who takes a step: the drafter, a reviewer of the event's city, or an administrator; never the submitter. */
function stepActor(
  ctx: RunnerContext,
  budget: PlannedBudget,
  run: ItemRun,
  kind: BudgetStepKind,
): PlannedUser | null {
  if (kind === 'submit') return drafterNow(ctx, budget, run);
  const reviewing =
    kind === 'review' ||
    ((kind === 'reject' || kind === 'request-changes') && budget.state!.status === 'submitted');
  const choice = reviewing
    ? {
        at: run.at,
        action: 'review_budgets' as const,
        resource: cityResource(budget.gathering.city),
        near: budget.gathering.city,
      }
    : { at: run.at, action: 'approve_budgets' as const };
  for (let tries = 0; tries < 20; tries++) {
    const picked = ctx.actors.pick(run.random, choice);
    if (picked !== budget.drafter) return picked;
  }
  return null;
}

/** Someone who may write the event's city now; administrators approve budgets rather than draft them. */
function pickDrafter(ctx: RunnerContext, budget: PlannedBudget, run: ItemRun): PlannedUser {
  const city = budget.gathering.city;
  const choice = {
    at: run.at,
    action: BUDGET_ROLE_ACTIONS.drafter,
    resource: cityResource(city),
    near: city,
  };
  let drafter = ctx.actors.pick(run.random, choice);
  for (let tries = 0; tries < 20 && drafter.role === 'admin'; tries++)
    drafter = ctx.actors.pick(run.random, choice);
  return drafter;
}

/**
 * Who takes a drafter's step after the creation: the drafter, while they may still write the
 * event's city; otherwise whoever may now, as the work passes on when a city moves to another zone
 * (at national scale, between a budget's draft and its actuals).
 */
function drafterNow(ctx: RunnerContext, budget: PlannedBudget, run: ItemRun): PlannedUser {
  const resource = cityResource(budget.gathering.city);
  if (!holdsBudgetRole(principalOf(budget.drafter!), 'drafter', resource)) {
    budget.drafter = pickDrafter(ctx, budget, run);
  }
  return budget.drafter!;
}

async function create(ctx: RunnerContext, budget: PlannedBudget, run: ItemRun): Promise<void> {
  const { gathering } = budget;
  const drafter = pickDrafter(ctx, budget, run);
  budget.drafter = drafter;
  const actor = run.as(drafter);
  const eventTitle = gathering.state?.fields?.title ?? gathering.city.name;
  const request = createBudgetRequestSchema.parse({
    eventId: requireId(gathering),
    title: budgetTitle(run.random, eventTitle),
  });
  budget.state = (await createBudget(ctx.deps(budget), actor, request)).state;
  const change = { budgetId: requireId(budget) };
  for (const plan of collectionPlans(run.random, gathering.expected)) {
    const command = { type: 'AddCollection' as const, plan: collectionPlanSchema.parse(plan) };
    budget.state = (await changeBudget(ctx.deps(), actor, change, command)).state;
  }
  for (const plan of expensePlans(run.random, gathering.expected)) {
    const command = { type: 'AddExpense' as const, plan: expensePlanSchema.parse(plan) };
    budget.state = (await changeBudget(ctx.deps(), actor, change, command)).state;
  }
}

/** Sent back: the drafter trims an expense before submitting again. */
async function revise(ctx: RunnerContext, budget: PlannedBudget, run: ItemRun): Promise<void> {
  const line = run.random.pick(budget.state!.expenses);
  const command = {
    type: 'UpdateExpense' as const,
    lineId: line.lineId,
    patch: revisedExpense(run.random, line),
  };
  const change = { budgetId: requireId(budget), reason: budgetComment(run.random, 'requestChanges') };
  budget.state = (
    await changeBudget(ctx.deps(), run.as(drafterNow(ctx, budget, run)), change, command)
  ).state;
}

/** After the event: every line's actuals, a few bills uploaded as receipts, then Submit Actuals. */
async function enterActuals(ctx: RunnerContext, budget: PlannedBudget, run: ItemRun): Promise<void> {
  const actor: Actor = run.as(drafterNow(ctx, budget, run));
  const change = { budgetId: requireId(budget) };
  const day = dayOf(run.at);
  const { collections, expenses } = budget.state as BudgetState;
  for (const line of collections) {
    const actuals = collectionActualsSchema.parse(collectionActuals(run.random, line, day));
    const command = { type: 'RecordCollectionActuals' as const, lineId: line.lineId, actuals };
    budget.state = (await changeBudget(ctx.deps(), actor, change, command)).state;
  }
  for (const line of expenses) {
    const receipt = run.random.chance(RECEIPT_SHARE)
      ? (await uploadReceipt(ctx.deps(), actor, receiptPdf(`${requireId(budget)}-${line.lineId}`))).filePath
      : null;
    const actuals = expenseActualsSchema.parse(expenseActuals(run.random, line, day, receipt));
    const command = { type: 'RecordExpenseActuals' as const, lineId: line.lineId, actuals };
    budget.state = (await changeBudget(ctx.deps(), actor, change, command)).state;
  }
  const reason = budgetComment(run.random, 'submitActuals');
  budget.state = (await takeBudgetStep(ctx.deps(), actor, { ...change, reason }, 'submit_actuals')).state;
}
