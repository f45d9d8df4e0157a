import Router from '@koa/router';
import { signedIn } from '@seerat/access';
import {
  addCollectionRequestSchema,
  addExpenseRequestSchema,
  BUDGET_ACTIONS,
  BUDGET_DETAIL_FIELDS,
  BUDGET_STEP_CALLS,
  BUDGET_STEP_REQUESTS,
  type BudgetDetails,
  type BudgetLineKind,
  budgetTotals,
  COLLECTION_ACTUAL_FIELDS,
  COLLECTION_PLAN_FIELDS,
  type CollectionActuals,
  type CollectionPlan,
  collectionActualsRequestSchema,
  createBudgetRequestSchema,
  EXPENSE_ACTUAL_FIELDS,
  EXPENSE_PLAN_FIELDS,
  type ExpenseActuals,
  type ExpensePlan,
  expenseActualsRequestSchema,
  expenseLineTotals,
  idParams,
  presentFields,
  updateBudgetRequestSchema,
  updateCollectionRequestSchema,
  updateExpenseRequestSchema,
} from '@seerat/contracts';
import type { BudgetState } from '@seerat/domain';
import { validate } from '@seerat/platform';
import type { z } from 'zod';
import type { Actor } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import type { CommandResult } from '../../commands/handle-command';
import { answerCommand } from '../../http/command-answer';
import { ifMatchRevision } from '../../http/if-match';
import { actorOf } from '../../http/request-actor';
import {
  type ActualsCommand,
  type BudgetChange,
  changeBudget,
  type DrafterCommand,
  deleteBudget,
  takeBudgetStep,
} from './change-budget';
import { createBudget } from './create-budget';

/** The budget and line a call names (`/:budgetId`, `/:budgetId/expenses/:lineId`). */
type Target = BudgetChange & { lineId: number };

/** One budget call: its method and path, its body's schema, and the use case it runs. */
interface BudgetCall<Body extends z.ZodType> {
  method: 'post' | 'put' | 'delete';
  path: string;
  body?: Body;
  status?: 201;
  run(
    deps: CommandDeps,
    actor: Actor,
    target: Target,
    body: z.output<Body>,
  ): Promise<CommandResult<BudgetState>>;
  /** The answer, when it is not the budget as the command left it. */
  answer?: (target: Target) => object;
}

/** A row of the table, its `run` typed by its own body schema. */
const call = <Body extends z.ZodType = z.ZodUndefined>(spec: BudgetCall<Body>) =>
  spec as unknown as BudgetCall<z.ZodType>;

/** A drafter's change to the budget: the command its body makes (no change reason). */
const drafter =
  <Body extends z.ZodType>(
    command: (body: z.output<Body>, target: Target) => DrafterCommand | ActualsCommand,
  ) =>
  (deps: CommandDeps, actor: Actor, target: Target, body: z.output<Body>) =>
    changeBudget(deps, actor, target, command(body, target));

/** Adding, editing, removing and entering the actuals of the lines of one kind. */
function lineCalls(kind: BudgetLineKind) {
  const lines = `/:budgetId/${kind}s`;
  const plan = kind === 'collection' ? COLLECTION_PLAN_FIELDS : EXPENSE_PLAN_FIELDS;
  const actuals = kind === 'collection' ? COLLECTION_ACTUAL_FIELDS : EXPENSE_ACTUAL_FIELDS;
  const add = kind === 'collection' ? addCollectionRequestSchema : addExpenseRequestSchema;
  const update = kind === 'collection' ? updateCollectionRequestSchema : updateExpenseRequestSchema;
  const record = kind === 'collection' ? collectionActualsRequestSchema : expenseActualsRequestSchema;
  type Plan = CollectionPlan & ExpensePlan;
  type Actuals = CollectionActuals & ExpenseActuals;
  const picked = (body: object, fields: readonly string[]) =>
    presentFields(body as Partial<Plan & Actuals>, fields as (keyof (Plan & Actuals) & string)[]);
  return [
    call({
      method: 'post',
      path: lines,
      body: add,
      status: 201,
      run: drafter<typeof add>((body) =>
        kind === 'collection'
          ? { type: 'AddCollection', plan: picked(body, plan) as CollectionPlan }
          : { type: 'AddExpense', plan: picked(body, plan) as ExpensePlan },
      ),
    }),
    call({
      method: 'put',
      path: `${lines}/:lineId`,
      body: update,
      run: drafter<typeof update>((body, { lineId }) =>
        kind === 'collection'
          ? { type: 'UpdateCollection', lineId, patch: picked(body, plan) }
          : { type: 'UpdateExpense', lineId, patch: picked(body, plan) },
      ),
    }),
    call({
      method: 'delete',
      path: `${lines}/:lineId`,
      run: drafter((_body, { lineId }) => ({ type: 'RemoveLine', kind, lineId })),
    }),
    call({
      method: 'put',
      path: `${lines}/:lineId/actuals`,
      body: record,
      run: drafter<typeof record>((body, { lineId }) =>
        kind === 'collection'
          ? { type: 'RecordCollectionActuals', lineId, actuals: picked(body, actuals) as CollectionActuals }
          : { type: 'RecordExpenseActuals', lineId, actuals: picked(body, actuals) as ExpenseActuals },
      ),
    }),
  ];
}

/**
 * Every budget call, one row each: `POST /api/budgets`, `PUT`/`DELETE /api/budgets/:id`, lines
 * under `/collections` and `/expenses` (with `/actuals` after the event), and each workflow step
 * under its own path (`BUDGET_STEP_CALLS`, the table the screens call by too).
 */
const BUDGET_CALLS: BudgetCall<z.ZodType>[] = [
  call({
    method: 'post',
    path: '/',
    body: createBudgetRequestSchema,
    status: 201,
    run: (deps, actor, _target, body) => createBudget(deps, actor, body),
  }),
  call({
    method: 'put',
    path: '/:budgetId',
    body: updateBudgetRequestSchema,
    run: (deps, actor, target, body) =>
      changeBudget(
        deps,
        actor,
        { ...target, reason: body.changeReason },
        { type: 'UpdateBudgetDetails', patch: presentFields<BudgetDetails>(body, BUDGET_DETAIL_FIELDS) },
      ),
  }),
  call({
    method: 'delete',
    path: '/:budgetId',
    run: (deps, actor, target) => deleteBudget(deps, actor, target),
    answer: ({ budgetId }) => ({ id: budgetId, deleted: true }),
  }),
  ...lineCalls('collection'),
  ...lineCalls('expense'),
  ...BUDGET_ACTIONS.map((action) => {
    const { path, field } = BUDGET_STEP_CALLS[action];
    return call({
      method: 'put',
      path: `/:budgetId/${path}`,
      body: BUDGET_STEP_REQUESTS[action],
      run: (deps, actor, target, body) =>
        takeBudgetStep(
          deps,
          actor,
          { ...target, reason: (body as Record<string, string | null>)[field] },
          action,
        ),
    });
  }),
];

const BUDGET_PARAMS = idParams('budgetId');
const LINE_PARAMS = idParams('budgetId', 'lineId');

/** A call's schemas: the ids its path names, and its body (none refuses any). */
function schemasOf(spec: BudgetCall<z.ZodType>) {
  const body = spec.body ? { body: spec.body } : {};
  if (spec.path.includes(':lineId')) return { params: LINE_PARAMS, ...body };
  if (spec.path.includes(':budgetId')) return { params: BUDGET_PARAMS, ...body };
  return body;
}

/** The budget calls of `BUDGET_CALLS`, each validated, run and answered alike. */
export function budgetRouter(deps: CommandDeps): Router {
  const router = new Router({ prefix: '/api/budgets' });
  for (const spec of BUDGET_CALLS) {
    router[spec.method](spec.path, signedIn, validate(schemasOf(spec)), async (ctx) => {
      const { params, body } = ctx.state.input as { params?: Partial<Target>; body: unknown };
      const target = {
        budgetId: params?.budgetId ?? 0,
        lineId: params?.lineId ?? 0,
        expectedRevision: ifMatchRevision(ctx),
      };
      const result = await spec.run(deps, actorOf(ctx), target, body);
      answerCommand(ctx, result, spec.answer ? spec.answer(target) : budgetBody(result), spec.status);
    });
  }
  return router;
}

/** The budget as the command left it, with its totals (the read API adds names and history). */
export function budgetBody({ state }: CommandResult<BudgetState>) {
  const expenses = state.expenses.map((line) => ({ ...line, ...expenseLineTotals(line) }));
  return {
    id: state.budgetId,
    budgetNumber: state.budgetNumber,
    eventId: state.event?.gatheringId ?? null,
    ...state.event,
    ...state.details,
    status: state.status,
    collections: state.collections,
    expenses,
    ...budgetTotals(state.collections, state.expenses),
  };
}
